import type * as React from 'react';

/** The frame of an information page: a warm header band and a readable column. */
export function InfoPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <header className="bg-sand/70">
        <div className="container-shop py-14 md:py-20">
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold">{eyebrow}</p>
          <h1 className="mt-3 font-display text-4xl leading-tight text-maroon md:text-6xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{intro}</p>
        </div>
      </header>
      <div className="container-shop py-12 md:py-16">{children}</div>
    </>
  );
}

export function InfoSection({
  id,
  title,
  children,
  className,
}: {
  id?: string;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-36 ${className ?? ''}`}>
      <h2 id={headingId} className="font-display text-3xl text-ink md:text-4xl">
        {title}
      </h2>
      <div className="mt-5 space-y-4 leading-relaxed text-ink/85">{children}</div>
    </section>
  );
}
