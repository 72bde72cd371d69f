import type { PublicReview, ReviewSummary } from './reviews.ts';

/**
 * The product's aggregateRating and reviews for search engines, from published reviews only; nothing
 * at all while a product has none (a rating of nothing is not a rating).
 */
export function reviewsJsonLd(summary: ReviewSummary, reviews: PublicReview[]) {
  if (summary.count === 0 || summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.date.slice(0, 10),
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.body,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
