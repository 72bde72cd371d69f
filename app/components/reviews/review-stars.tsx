import { starsLabel } from '~/lib/reviews';
import { cn } from '~/lib/utils';

const STAR = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';

/**
 * A row of five stars filled to the rating (halves and tenths as a partial fill), read out as
 * "4.5 out of 5 stars". Drawn inline: no icon code in the page's script.
 */
export function ReviewStars({ rating, className, size = 'size-4' }: { rating: number; className?: string; size?: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span role="img" aria-label={starsLabel(rating)} className={cn('relative inline-flex shrink-0', className)}>
      <Row className={cn('text-linen', size)} />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <Row className={cn('text-gold', size)} />
      </span>
    </span>
  );
}

function Row({ className }: { className: string }) {
  return (
    <span className="flex gap-0.5" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" className={cn('shrink-0 fill-current', className)}>
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
