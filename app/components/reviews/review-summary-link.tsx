import { reviewCountLabel, type ReviewSummary } from '~/lib/reviews';
import { ReviewStars } from './review-stars';

/** Beside the product's price: its average and count, a jump to the reviews. Nothing before the first review. */
export function ReviewSummaryLink({ summary }: { summary: ReviewSummary }) {
  if (summary.count === 0 || summary.average === null) return null;
  return (
    <a href="#reviews-title" className="mt-3 inline-flex items-center gap-2 text-sm text-muted hover:text-maroon">
      <ReviewStars rating={summary.average} />
      <span>
        {summary.average.toFixed(1)} · {reviewCountLabel(summary.count)}
      </span>
    </a>
  );
}
