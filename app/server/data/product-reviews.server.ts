import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { FIT_CHOICES, REVIEWS_PER_PAGE, type FitChoice, type ReviewSort } from '../../lib/schemas/review.ts';
import type { ProductReviewsBlock, PublicReview, ReviewSummary } from '../../lib/reviews.ts';
import { db, schema } from '../platform/db.server.ts';
import { remembered } from '../platform/remembered.server.ts';
import { contentVersion } from '../render/content-version.server.ts';
import { reviewChoices } from './review-eligibility.server.ts';
import { reviewWordsColumns } from './reviews.server.ts';

// What shoppers and search engines see: published reviews only, and only of products on the shop
// (a product taken off keeps its reviews, unseen).

const r = schema.productReviews;
const p = schema.products;
const shown = and(eq(r.status, 'published'), eq(p.isPublished, true));

/** Average, count and the fit most reviewers named, for one product. */
async function readReviewSummary(productId: string): Promise<ReviewSummary> {
  const [row] = await db()
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`round(avg(${r.rating})::numeric, 1)::float8`,
      small: sql<number>`count(*) filter (where ${r.fit} = 'small')::int`,
      true: sql<number>`count(*) filter (where ${r.fit} = 'true')::int`,
      large: sql<number>`count(*) filter (where ${r.fit} = 'large')::int`,
      withPhotos: sql<number>`count(*) filter (where cardinality(${r.photos}) > 0)::int`,
    })
    .from(r)
    .innerJoin(p, eq(p.id, r.productId))
    .where(and(eq(r.productId, productId), shown));
  const count = Number(row.count);
  const fits: [FitChoice, number][] = [
    ['true', Number(row.true)],
    ['small', Number(row.small)],
    ['large', Number(row.large)],
  ];
  const [topFit, topCount] = fits.reduce((best, next) => (next[1] > best[1] ? next : best));
  return {
    count,
    average: count ? Number(row.average) : null,
    withPhotos: Number(row.withPhotos),
    fitSummary: topCount > 0 ? `Most say: ${FIT_CHOICES[topFit].toLowerCase()}` : null,
  };
}

const ORDER: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(r.publishedAt), desc(r.id)],
  highest: [desc(r.rating), desc(r.publishedAt), desc(r.id)],
  lowest: [asc(r.rating), desc(r.publishedAt), desc(r.id)],
  photos: [desc(sql`cardinality(${r.photos}) > 0`), desc(r.publishedAt), desc(r.id)],
};

const publicColumns = { id: r.id, authorName: r.authorName, ...reviewWordsColumns, reply: r.reply, publishedAt: r.publishedAt };
type PublicRow = Pick<typeof r.$inferSelect, keyof typeof publicColumns>;

export const toPublic = ({ publishedAt, fit, ...row }: PublicRow): PublicReview => ({
  ...row,
  fit: (fit as FitChoice | null) ?? null,
  date: publishedAt?.toISOString() ?? '',
});

/** One page of a product's published reviews, in the order asked for (with photos: those first). */
async function readReviewPage(productId: string, sort: ReviewSort, page: number, perPage = REVIEWS_PER_PAGE): Promise<PublicReview[]> {
  const rows = await db()
    .select(publicColumns)
    .from(r)
    .innerJoin(p, eq(p.id, r.productId))
    .where(and(eq(r.productId, productId), shown))
    .orderBy(...ORDER[sort])
    .limit(perPage)
    .offset(Math.max(0, page - 1) * perPage);
  return rows.map(toPublic);
}

/** Reviews the owner chose for the home page's testimonials, newest first. */
async function readFeaturedReviews(limit: number): Promise<{ id: string; name: string; message: string; productName: string }[]> {
  return db()
    .select({ id: r.id, name: r.authorName, message: r.body, productName: p.name })
    .from(r)
    .innerJoin(p, eq(p.id, r.productId))
    .where(and(shown, eq(r.featured, true)))
    .orderBy(desc(r.publishedAt))
    .limit(limit);
}

/** Every published review of a product on the shop, for the product ratings feed. */
export async function feedReviews() {
  return db()
    .select({ ...publicColumns, productId: p.id, productName: p.name, updatedAt: r.updatedAt })
    .from(r)
    .innerJoin(p, eq(p.id, r.productId))
    .where(shown)
    .orderBy(desc(r.publishedAt));
}

// Public reads are kept until the cache bus reports a change (publishing a review is one).
export const reviewSummary = remembered(readReviewSummary);
export const reviewPage = remembered(readReviewPage);
export const featuredReviews = remembered(readFeaturedReviews);

/** How many reviews the product page itself shows; the rest are a link away. */
export const PRODUCT_PAGE_REVIEWS = 3;

/** The product page's reviews block, and what the signed-in shopper (if any) may do there. */
export async function productReviewsBlock(productId: string, userId: string | null): Promise<ProductReviewsBlock> {
  const [summary, newest, choices] = await Promise.all([
    reviewSummary(productId),
    reviewPage(productId, 'newest', 1, PRODUCT_PAGE_REVIEWS),
    userId ? reviewChoices(userId) : null,
  ]);
  const own = choices?.reviewed.has(productId) ? 'edit' : choices?.reviewable.has(productId) ? 'write' : null;
  const version = contentVersion([summary, newest]);
  return { summary, newest, own, version };
}
