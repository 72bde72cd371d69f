import { arrayContains } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';

const r = schema.productReviews;

/**
 * The review a photo belongs to now (its status and author), or null when no review holds it: the
 * shopper replaced it, or the review or her account is gone. Asked on every request for a review
 * photo, so a hidden or replaced review's photo stops being served at once (record 0011).
 */
export async function reviewOfPhoto(url: string): Promise<{ status: string; userId: string } | null> {
  const [row] = await db()
    .select({ status: r.status, userId: r.userId })
    .from(r)
    .where(arrayContains(r.photos, [url]))
    .limit(1);
  return row ?? null;
}
