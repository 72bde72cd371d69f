import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { QuoteLine } from '../../lib/quote.ts';
import { schema } from '../platform/db.server.ts';
import type { Executor } from './audit.server.ts';
import type { EnquiryRef } from './enquiry-records.server.ts';

// A paid quote takes its catalogue pieces off `stock_quantity`; a cancelled one puts back what it
// took. Both run inside the caller's transaction with the products' rows locked (in id order, so
// two payments never wait on each other in a circle): two servers paying for the last piece at
// once take turns, and the second finds 0 left.

const p = schema.products;
const moves = schema.stockMovements;

/** A piece paid for beyond what the stock held: the owner is warned and it is written down. */
export type StockShort = { productId: string; name: string; size: string; asked: number; left: number };

type Piece = { productId: string; size: string; quantity: number };

/** The quote's item lines that name a catalogue piece. */
function piecesOf(lines: readonly QuoteLine[]): Piece[] {
  return lines.flatMap((l) => (l.kind === 'item' && l.sku ? [{ productId: l.sku, size: l.size ?? '', quantity: l.quantity ?? 1 }] : []));
}

/** Locks the products' rows, in id order, and answers their names and counts (null: not counted). */
async function lockProducts(tx: Executor, ids: string[]) {
  const rows = await tx
    .select({ id: p.id, name: p.name, stock: p.stockQuantity })
    .from(p)
    .where(inArray(p.id, [...new Set(ids)]))
    .orderBy(asc(p.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Takes the paid quote's pieces off the stock, never below 0, and records each move. Pieces whose
 * stock is not counted (null) or that left the catalogue are skipped. Answers what was short.
 */
export async function takeStock(tx: Executor, ref: EnquiryRef, quote: { id: string; lines: readonly QuoteLine[] }): Promise<StockShort[]> {
  const pieces = piecesOf(quote.lines);
  if (pieces.length === 0) return [];
  const products = await lockProducts(tx, pieces.map((x) => x.productId));
  const shorts: StockShort[] = [];
  for (const piece of pieces) {
    const product = products.get(piece.productId);
    if (!product || product.stock === null) continue;
    const taken = Math.min(product.stock, piece.quantity);
    const short = piece.quantity - taken;
    product.stock -= taken;
    if (taken > 0) await tx.update(p).set({ stockQuantity: product.stock, updatedAt: new Date() }).where(eq(p.id, product.id));
    await tx.insert(moves).values({ enquiryKind: ref.kind, enquiryId: ref.id, quoteId: quote.id, productId: product.id, size: piece.size, quantity: taken, short });
    if (short > 0) shorts.push({ productId: product.id, name: product.name, size: piece.size, asked: piece.quantity, left: taken });
  }
  return shorts;
}

/** Puts back on the stock what the enquiry's paid quote took and has not yet been put back; answers how many pieces. */
export async function returnStock(tx: Executor, ref: EnquiryRef): Promise<number> {
  const held = await tx
    .select({ quoteId: moves.quoteId, productId: moves.productId, size: moves.size, net: sql<number>`sum(${moves.quantity})::int` })
    .from(moves)
    .where(and(eq(moves.enquiryKind, ref.kind), eq(moves.enquiryId, ref.id)))
    .groupBy(moves.quoteId, moves.productId, moves.size);
  const owed = held.filter((h) => Number(h.net) > 0);
  if (owed.length === 0) return 0;
  const products = await lockProducts(tx, owed.map((h) => h.productId));
  let returned = 0;
  for (const h of owed) {
    const net = Number(h.net);
    const product = products.get(h.productId);
    // A piece deleted since, or no longer counted, has nothing to return to; the move is still closed.
    if (product && product.stock !== null) {
      product.stock += net;
      await tx.update(p).set({ stockQuantity: product.stock, updatedAt: new Date() }).where(eq(p.id, product.id));
      returned += net;
    }
    await tx.insert(moves).values({ enquiryKind: ref.kind, enquiryId: ref.id, quoteId: h.quoteId, productId: h.productId, size: h.size, quantity: -net });
  }
  return returned;
}

/** The owner's words for pieces paid beyond the stock (the warning and the note kept on the enquiry). */
export function shortText(shorts: StockShort[]): string {
  return shorts
    .map((s) => `${s.name}${s.size ? ` (size ${s.size})` : ''}: ${s.asked} paid for, ${s.left} ${s.left === 1 ? 'was' : 'were'} in stock`)
    .join('; ');
}
