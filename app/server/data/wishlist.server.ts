import { and, desc, eq } from 'drizzle-orm';
import type { ProductSummary } from '../../lib/views.ts';
import { publishPersonChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { rememberedPerPerson } from '../platform/remembered.server.ts';

// Every signed-in page shows the wishlist's hearts: the ids are remembered per person until their
// wishlist or the catalogue changes, on any server (every save and removal publishes her change).
/** Product ids on this user's wishlist; always read through the signed-in user's id. Shared: do not modify. */
export const listWishlistIds = rememberedPerPerson(readWishlistIds, { max: 20_000 });

async function readWishlistIds(userId: string): Promise<string[]> {
  const rows = await db()
    .select({ productId: schema.wishlistedItems.productId })
    .from(schema.wishlistedItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.wishlistedItems.productId))
    .where(and(eq(schema.wishlistedItems.userId, userId), eq(schema.products.isPublished, true)))
    .orderBy(desc(schema.wishlistedItems.createdAt));
  return rows.map((r) => r.productId);
}

/** Saves a published product; returns false when there is no such product to save. */
export async function addToWishlist(userId: string, productId: string): Promise<boolean> {
  const [product] = await db()
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.id, productId), eq(schema.products.isPublished, true)));
  if (!product) return false;
  await db().insert(schema.wishlistedItems).values({ userId, productId }).onConflictDoNothing();
  publishPersonChange(userId);
  return true;
}

export async function removeFromWishlist(userId: string, productId: string): Promise<void> {
  await db()
    .delete(schema.wishlistedItems)
    .where(and(eq(schema.wishlistedItems.userId, userId), eq(schema.wishlistedItems.productId, productId)));
  publishPersonChange(userId);
}

const cardColumns = {
  id: schema.products.id,
  name: schema.products.name,
  price: schema.products.price,
  originalPrice: schema.products.originalPrice,
  image: schema.products.image,
  category: schema.products.category,
};

/** The wishlist grid: this user's published products, most recently saved first. */
export async function listWishlistProducts(userId: string): Promise<ProductSummary[]> {
  return db()
    .select(cardColumns)
    .from(schema.wishlistedItems)
    .innerJoin(schema.products, eq(schema.products.id, schema.wishlistedItems.productId))
    .where(and(eq(schema.wishlistedItems.userId, userId), eq(schema.products.isPublished, true)))
    .orderBy(desc(schema.wishlistedItems.createdAt));
}

/** A few new pieces to suggest when the wishlist is empty. */
export async function listWishlistSuggestions(limit = 4): Promise<ProductSummary[]> {
  return db().select(cardColumns).from(schema.products).where(eq(schema.products.isPublished, true)).orderBy(desc(schema.products.createdAt)).limit(limit);
}
