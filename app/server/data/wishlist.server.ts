import { and, desc, eq } from 'drizzle-orm';
import { db, schema } from '../db.server.ts';

/** Product ids on this user's wishlist; always read through the signed-in user's id. */
export async function listWishlistIds(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ productId: schema.wishlistedItems.productId })
    .from(schema.wishlistedItems)
    .where(eq(schema.wishlistedItems.userId, userId))
    .orderBy(desc(schema.wishlistedItems.createdAt));
  return rows.map((r) => r.productId);
}

export async function addToWishlist(userId: string, productId: string): Promise<void> {
  await db().insert(schema.wishlistedItems).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFromWishlist(userId: string, productId: string): Promise<void> {
  await db()
    .delete(schema.wishlistedItems)
    .where(and(eq(schema.wishlistedItems.userId, userId), eq(schema.wishlistedItems.productId, productId)));
}
