import { cn } from '~/lib/utils';

/** The home page's section heading: a small gold eyebrow over a display title. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}>
      <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-4xl leading-tight text-ink md:text-5xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 leading-relaxed text-muted">{intro}</p> : null}
    </div>
  );
}
