import type { PublicReview } from '~/lib/reviews';
import { ReviewItem } from './review-item';

// Parts of the product page that only the server writes (see ServerMarkup): the list of reviews has
// nothing to do in the browser, so its code stays out of the product page's script.

export function ReviewListPart({ reviews, shopName }: { reviews: PublicReview[]; shopName: string }) {
  return (
    <div>
      {reviews.map((review) => (
        <ReviewItem key={review.id} review={review} shopName={shopName} />
      ))}
    </div>
  );
}
