// Reviews as pages receive them from the server (browser-safe shapes, choices and small helpers).
// No zod here: the product page and the cards import this, and its script must stay small.

export const FIT_CHOICES = { small: 'Runs small', true: 'True to size', large: 'Runs large' } as const;
export type FitChoice = keyof typeof FIT_CHOICES;
export const MEASUREMENT_FIT_CHOICES = { yes: 'Yes, it fitted my measurements', altered: 'It needed alteration' } as const;
export type MeasurementFitChoice = keyof typeof MEASUREMENT_FIT_CHOICES;

export const REVIEW_SORTS = { newest: 'Newest', highest: 'Highest rated', lowest: 'Lowest rated', photos: 'With photos' } as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
export const REVIEWS_PER_PAGE = 10;
/** Cards on the listing show stars from this many published reviews on. */
export const CARD_STARS_FROM = 3;

export type ReviewSummary = { count: number; average: number | null; withPhotos: number; fitSummary: string | null };

/** The product page's reviews block. */
export type ProductReviewsBlock = {
  summary: ReviewSummary;
  newest: PublicReview[];
  /** What the signed-in shopper may do: write her review, edit hers, or nothing. */
  own: 'write' | 'edit' | null;
  /** Changes whenever the published reviews change, so a kept copy of the list is never shown for newer ones. */
  version: string;
};

/** What the shopper wrote: the part of a review only she may change. */
export type ReviewWords = {
  rating: number;
  title: string;
  body: string;
  fit: string | null;
  measurementsFit: string | null;
  photos: string[];
};

export type PublicReview = Omit<ReviewWords, 'fit'> & {
  id: string;
  authorName: string;
  fit: FitChoice | null;
  reply: string | null;
  /** ISO date of publication. */
  date: string;
};

/** "4.7 out of 5 stars" — what a screen reader says for a row of stars. */
export const starsLabel = (rating: number) => `${rating} out of 5 stars`;

export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** A featured review as one of the home page's testimonials: her words (shortened), her name and the piece. */
export function reviewTestimonial(r: { id: string; name: string; message: string; productName: string }) {
  const message = r.message.length > 220 ? `${r.message.slice(0, 217).trimEnd()}…` : r.message;
  return { id: r.id, name: `${r.name} · ${r.productName}`, message, imageUrl: null };
}
