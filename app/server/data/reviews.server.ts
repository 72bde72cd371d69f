import { and, eq, sql } from 'drizzle-orm';
import type { ReviewWords } from '../../lib/reviews.ts';
import type { ReviewInput } from '../../lib/schemas/review.ts';
import { db, schema } from '../platform/db.server.ts';
import { publishChange } from '../platform/cache-bus.server.ts';
import { qualifyingEnquiries, type Qualifying } from './review-eligibility.server.ts';

const r = schema.productReviews;

/** The columns of what the shopper wrote, read the same way by every page that shows a review. */
export const reviewWordsColumns = {
  rating: r.rating,
  title: r.title,
  body: r.body,
  fit: r.fit,
  measurementsFit: r.measurementsFit,
  photos: r.photos,
};

/** A shopper's own review as her form shows it. */
export type OwnReview = ReviewWords & { status: string };

/** The product as the review form names it; null when it is not on the shop. */
export { productSummary as reviewableProduct } from './enquiries.server.ts';

/** Whether this shopper may review the product, and her review if she wrote one. */
export async function reviewStanding(userId: string, productId: string): Promise<{ qualifying: Qualifying | null; own: OwnReview | null }> {
  const [enquiries, own] = await Promise.all([
    qualifyingEnquiries(userId, productId),
    db()
      .select({ ...reviewWordsColumns, status: r.status })
      .from(r)
      .where(and(eq(r.userId, userId), eq(r.productId, productId))),
  ]);
  return { qualifying: enquiries[0] ?? null, own: own[0] ?? null };
}

/** The name a review is signed with: the first name and the initial of the last ("Meera K."). */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Customer';
  const first = parts[0].slice(0, 40);
  return parts.length > 1 ? `${first} ${parts[parts.length - 1][0].toUpperCase()}.` : first;
}

/**
 * Writes the shopper's review of the product (a new one, or her edit of her own). Either way it waits
 * for the owner again: what is published is always what the owner has read.
 */
export async function saveReview(
  user: { id: string; name: string },
  productId: string,
  qualifying: Qualifying,
  input: ReviewInput & { photos: string[] },
): Promise<void> {
  const values = {
    rating: input.rating,
    title: input.title,
    body: input.body,
    fit: input.fit,
    measurementsFit: qualifying.madeToMeasure ? input.measurementsFit : null,
    photos: input.photos,
    enquiryKind: qualifying.kind,
    enquiryId: qualifying.id,
    authorName: reviewerName(user.name),
    status: 'pending',
    updatedAt: new Date(),
  };
  await db()
    .insert(r)
    .values({ productId, userId: user.id, ...values })
    .onConflictDoUpdate({ target: [r.userId, r.productId], set: { ...values, publishedAt: null, featured: false } });
  // An edit takes a published review off the pages until the owner has read it again.
  publishChange('catalogue');
}

/** How many reviews wait for the owner (the admin inbox count). */
export async function countPendingReviews(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(eq(r.status, 'pending'));
  return Number(row.n);
}
