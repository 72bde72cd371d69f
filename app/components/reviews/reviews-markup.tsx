import { Link } from 'react-router';
import { REVIEW_SORTS, reviewCountLabel, type ProductReviewsBlock } from '~/lib/reviews';
import { ReviewItem } from './review-item';
import { ReviewStars } from './review-stars';

// The product page's reviews as only the server writes them (see ServerMarkup): nothing in them has
// work to do in the browser (the photo viewer listens from outside), so their code stays out of the
// product page's script.

/** The product page's reviews: the average, the fit most name, the newest few and links to the rest. */
export function ReviewsSectionPart({ productId, block, shopName }: { productId: string; block: ProductReviewsBlock; shopName: string }) {
  const { summary, newest, own } = block;
  const all = `/product/${productId}/reviews`;
  return (
    <section
      aria-labelledby="reviews-title"
      className="below-fold mt-20 grid gap-8 border-t border-linen pt-12 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-14"
    >
      <div>
        <h2 id="reviews-title" className="font-display text-3xl text-ink md:text-4xl">
          Customer reviews
        </h2>
        {summary.count > 0 && summary.average !== null ? (
          <div className="mt-4">
            <p className="flex items-center gap-3">
              <span className="font-display text-5xl text-maroon">{summary.average.toFixed(1)}</span>
              <span className="grid gap-1">
                <ReviewStars rating={summary.average} size="size-5" />
                <span className="text-sm text-muted">{reviewCountLabel(summary.count)}</span>
              </span>
            </p>
            {summary.fitSummary ? (
              <p className="mt-4 inline-block rounded-full bg-sand px-4 py-2 text-sm text-ink">{summary.fitSummary}</p>
            ) : null}
          </div>
        ) : (
          <p className="mt-4 text-sm leading-relaxed text-muted">
            No reviews yet. Reviews here come only from customers who received this piece.
          </p>
        )}
        {own ? (
          <Link
            to={`/product/${productId}/review`}
            className="mt-6 inline-flex h-11 items-center rounded-full border border-maroon px-6 text-sm font-medium text-maroon hover:bg-maroon hover:text-ivory"
          >
            {own === 'edit' ? 'Edit your review' : 'Write a review'}
          </Link>
        ) : null}
      </div>
      {summary.count > 0 ? (
        <div className="min-w-0">
          <nav aria-label="Sort reviews" className="mb-6 flex flex-wrap gap-2 text-sm">
            {Object.entries(REVIEW_SORTS).map(([key, label]) => (
              <Link
                key={key}
                to={`${all}?sort=${key}`}
                className="rounded-full border border-linen px-3.5 py-1.5 text-ink hover:border-maroon hover:text-maroon"
              >
                {label}
              </Link>
            ))}
          </nav>
          {newest.map((review) => (
            <ReviewItem key={review.id} review={review} shopName={shopName} />
          ))}
          {summary.count > newest.length ? (
            <Link to={all} className="mt-4 inline-block text-sm font-medium text-maroon underline underline-offset-4">
              See all {reviewCountLabel(summary.count)}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
