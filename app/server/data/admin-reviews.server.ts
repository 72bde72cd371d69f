import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminReview } from '../../lib/review-views.ts';
import { z } from 'zod';
import type { AdminReviewTab, moderationSchema } from '../../lib/schemas/review.ts';
import { db, schema } from '../platform/db.server.ts';
import { publishChange } from '../platform/cache-bus.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';
import { reviewWordsColumns } from './reviews.server.ts';

// The owner's side of reviews: she publishes, hides (saying why) or answers a review, and may pick one
// for the home page. She never changes a shopper's words or stars: no function here writes them.

const r = schema.productReviews;
const p = schema.products;

export async function listAdminReviews(tab: AdminReviewTab, limit = 100): Promise<AdminReview[]> {
  const rows = await db()
    .select({
      id: r.id,
      productId: r.productId,
      productName: p.name,
      productOnShop: sql<boolean>`coalesce(${p.isPublished}, false)`,
      authorName: r.authorName,
      ...reviewWordsColumns,
      status: r.status,
      hiddenReason: r.hiddenReason,
      reply: r.reply,
      featured: r.featured,
      enquiryKind: r.enquiryKind,
      enquiryId: r.enquiryId,
      createdAt: r.createdAt,
    })
    .from(r)
    .leftJoin(p, eq(p.id, r.productId))
    .where(eq(r.status, tab))
    .orderBy(tab === 'pending' ? r.updatedAt : desc(r.updatedAt))
    .limit(limit);
  return rows.map(({ enquiryKind, enquiryId, ...row }) => ({
    ...row,
    productOnShop: Boolean(row.productOnShop),
    enquiry: enquiryKind === 'inquiry' ? enquiryId : `#${enquiryId.slice(0, 8)}`,
  }));
}

export async function countReviewsByStatus(): Promise<Record<AdminReviewTab, number>> {
  const rows = await db()
    .select({ status: r.status, n: sql<number>`count(*)::int` })
    .from(r)
    .groupBy(r.status);
  const counts = { pending: 0, published: 0, hidden: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as AdminReviewTab] = Number(row.n);
  return counts;
}

type Moderation = z.infer<typeof moderationSchema>;

/** Applies one moderation step; false when the review is gone. */
export async function moderateReview(actor: Actor, input: Moderation): Promise<boolean> {
  const now = new Date();
  const change =
    input.intent === 'publish'
      ? { status: 'published', hiddenReason: null, publishedAt: now }
      : input.intent === 'hide'
        ? { status: 'hidden', hiddenReason: input.reason, featured: false }
        : input.intent === 'reply'
          ? { reply: input.reply || null, repliedAt: input.reply ? now : null }
          : { featured: input.featured };
  const where = input.intent === 'feature' ? and(eq(r.id, input.id), eq(r.status, 'published')) : eq(r.id, input.id);
  const done = await db().transaction(async (tx) => {
    const rows = await tx.update(r).set(change).where(where).returning({ id: r.id });
    if (rows.length === 0) return false;
    const summary =
      input.intent === 'publish'
        ? 'Published the review'
        : input.intent === 'hide'
          ? `Hid the review: ${input.reason}`
          : input.intent === 'reply'
            ? input.reply
              ? 'Replied to the review'
              : 'Removed the reply'
            : input.featured
              ? 'Featured the review on the home page'
              : 'Took the review off the home page';
    await recordAudit(tx, actor, { action: 'update', entity: 'review', entityId: input.id, summary });
    return true;
  });
  if (done) publishChange(input.intent === 'feature' ? 'content' : 'catalogue');
  return done;
}
