import type { CardRating } from '~/lib/views';
import { ReviewStars } from './review-stars';

/** A product card's stars: the published average and how many reviews it comes from. */
export function CardStars({ rating }: { rating: CardRating }) {
  return (
    <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
      <ReviewStars rating={rating.average} size="size-3.5" />
      <span>
        {rating.average.toFixed(1)} ({rating.count})
      </span>
    </p>
  );
}
