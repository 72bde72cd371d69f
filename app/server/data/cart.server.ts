import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CART_LIMITS, type CartLineView } from '../../lib/cart.ts';
import { CART_MESSAGES } from '../../lib/cart-messages.ts';
import { stockOf } from '../../lib/stock.ts';
import { publishPersonChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { rememberedPerPerson } from '../platform/remembered.server.ts';

// A signed-in shopper's cart. Every function takes the session's user id; no line is ever read or
// changed through an id the browser sends. Prices are the catalogue's, read with the lines.

const { cartLines, products } = schema;

export type CartChange = { ok: true; message: string } | { ok: false; message: string; field?: 'size' | 'quantity' | 'form' };

/** Her cart as the cart page and the cart drawer show it; a visitor (no user) has none on the server. */
export async function cartView(user: { id: string } | null): Promise<{ signedIn: boolean; lines: CartLineView[] }> {
  return { signedIn: Boolean(user), lines: user ? await readCart(user.id) : [] };
}

/** Her lines, oldest first, with the catalogue's name, price, picture and what can still be asked for. */
export async function readCart(userId: string): Promise<CartLineView[]> {
  const rows = await db()
    .select({
      productId: cartLines.productId,
      size: cartLines.size,
      quantity: cartLines.quantity,
      name: products.name,
      price: products.price,
      image: products.image,
      isPublished: products.isPublished,
      inventoryStatus: products.inventoryStatus,
      stockQuantity: products.stockQuantity,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.productId), asc(cartLines.size));
  return rows.map((r) => {
    const stock = stockOf(r);
    const problem = !r.isPublished ? CART_MESSAGES.gone : !stock.buyable ? CART_MESSAGES.soldOut : null;
    return {
      productId: r.productId,
      size: r.size || null,
      quantity: r.quantity,
      name: r.name,
      price: r.price,
      image: r.image,
      maxQuantity: Math.max(stock.max, r.quantity),
      problem,
    };
  });
}

/**
 * Pieces in her cart (quantities added up), for the header's badge: asked by every signed-in page,
 * so remembered per person until her cart changes, on any server (every change below publishes her
 * change, `publishPersonChange`, as the wishlist's do).
 */
export const countCart = rememberedPerPerson(readCartCount, { max: 20_000 });

async function readCartCount(userId: string): Promise<number> {
  const [row] = await db()
    .select({ pieces: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return Number(row?.pieces ?? 0);
}

type Wanted = { productId: string; size: string | null; quantity: number };

async function productForCart(productId: string) {
  const [product] = await db()
    .select({
      name: products.name,
      sizes: products.sizes,
      isPublished: products.isPublished,
      inventoryStatus: products.inventoryStatus,
      stockQuantity: products.stockQuantity,
    })
    .from(products)
    .where(eq(products.id, productId));
  return product && product.isPublished ? product : null;
}

/**
 * Adds a piece in a size and quantity. A piece already in her cart in that size stays as it is (the
 * shop's rule: adding it again is ignored), and she is told so.
 */
export async function addCartLine(userId: string, wanted: Wanted): Promise<CartChange> {
  const product = await productForCart(wanted.productId);
  if (!product) return { ok: false, message: CART_MESSAGES.gone, field: 'form' };
  const stock = stockOf(product);
  if (!stock.buyable) return { ok: false, message: CART_MESSAGES.soldOut, field: 'form' };
  const size = wanted.size ?? (product.sizes.length === 1 ? product.sizes[0] : '');
  if (size && !product.sizes.includes(size)) return { ok: false, message: CART_MESSAGES.noSuchSize, field: 'size' };
  if (wanted.quantity > stock.max) return { ok: false, message: CART_MESSAGES.onlyLeft(stock.max), field: 'quantity' };
  const inserted = await db()
    .insert(cartLines)
    .values({ userId, productId: wanted.productId, size, quantity: wanted.quantity })
    .onConflictDoNothing()
    .returning({ quantity: cartLines.quantity });
  if (inserted.length === 0) return { ok: true, message: CART_MESSAGES.alreadyIn(product.name) };
  const full = await countLines(userId);
  if (full > CART_LIMITS.lines) {
    await db()
      .delete(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, wanted.productId), eq(cartLines.size, size)));
  }
  // Also when the line was taken back: a count read in between would remember it.
  publishPersonChange(userId);
  if (full > CART_LIMITS.lines) return { ok: false, message: CART_MESSAGES.full, field: 'form' };
  return { ok: true, message: CART_MESSAGES.added(product.name, wanted.quantity) };
}

async function countLines(userId: string): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(cartLines).where(eq(cartLines.userId, userId));
  return Number(row?.n ?? 0);
}

/** Changes one line's quantity, within what the shop can still make or has in stock. */
export async function setCartQuantity(userId: string, wanted: Wanted): Promise<CartChange> {
  const size = wanted.size ?? '';
  const line = and(eq(cartLines.userId, userId), eq(cartLines.productId, wanted.productId), eq(cartLines.size, size));
  const [current] = await db().select({ quantity: cartLines.quantity }).from(cartLines).where(line);
  if (!current) return { ok: false, message: CART_MESSAGES.notInCart, field: 'form' };
  const product = await productForCart(wanted.productId);
  if (!product) return { ok: false, message: CART_MESSAGES.gone, field: 'form' };
  const stock = stockOf(product);
  if (!stock.buyable) return { ok: false, message: CART_MESSAGES.soldOut, field: 'form' };
  if (wanted.quantity > stock.max) return { ok: false, message: CART_MESSAGES.onlyLeft(stock.max), field: 'quantity' };
  await db().update(cartLines).set({ quantity: wanted.quantity }).where(line);
  publishPersonChange(userId);
  return { ok: true, message: CART_MESSAGES.quantitySet(product.name, wanted.quantity) };
}

/** Removes the piece from her cart in every size (the shop's rule: lines are removed by piece). */
export async function removeCartPiece(userId: string, productId: string): Promise<CartChange> {
  const removed = await db()
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)))
    .returning({ productId: cartLines.productId });
  if (removed.length) publishPersonChange(userId);
  return removed.length ? { ok: true, message: CART_MESSAGES.removed } : { ok: false, message: CART_MESSAGES.notInCart, field: 'form' };
}

export async function clearCart(userId: string): Promise<void> {
  await db().delete(cartLines).where(eq(cartLines.userId, userId));
  publishPersonChange(userId);
}

/** Removes exactly these lines (piece and size): the ones just sent as an enquiry. */
export async function removeCartLines(userId: string, lines: { productId: string; size: string | null }[]): Promise<void> {
  for (const { productId, size } of lines)
    await db()
      .delete(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId), eq(cartLines.size, size ?? '')));
  if (lines.length) publishPersonChange(userId);
}

/**
 * A cart kept in this browser before carts moved to the server: its pieces join hers once, each
 * as one piece unless already there. Pieces that left the catalogue, and sizes it no longer has, are
 * left out; nothing she already has changes. Returns how many lines were added.
 */
export async function takeBrowserCart(userId: string, lines: { productId: string; size: string | null }[]): Promise<number> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  if (ids.length === 0) return 0;
  const known = await db()
    .select({ id: products.id, sizes: products.sizes, isPublished: products.isPublished })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(known.filter((p) => p.isPublished).map((p) => [p.id, p]));
  const room = CART_LIMITS.lines - (await countLines(userId));
  const values = lines
    .filter((l) => byId.has(l.productId) && (!l.size || byId.get(l.productId)!.sizes.includes(l.size)))
    .map((l) => ({ userId, productId: l.productId, size: l.size ?? '', quantity: 1 }))
    .slice(0, Math.max(0, room));
  if (values.length === 0) return 0;
  const added = await db().insert(cartLines).values(values).onConflictDoNothing().returning({ productId: cartLines.productId });
  if (added.length) publishPersonChange(userId);
  return added.length;
}
