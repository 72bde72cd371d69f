import { and, eq, sql } from 'drizzle-orm';
import { schema } from '../platform/db.server.ts';
import type { Executor } from './audit.server.ts';
import type { EnquiryRef } from './enquiry-records.server.ts';
import { lockCurrentQuote } from './quotes.server.ts';
import { returnStock, takeStock, type StockShort } from './stock-moves.server.ts';

// The owner's status change moves stock when it crosses Cancelled: cancelling a paid enquiry puts
// its pieces back, reopening it takes them again. Both lock the paid quote's row first, as Mark as
// Paid does, so a cancel, a reopen and a payment of one enquiry on two servers take turns, and the
// products' rows are then locked in id order by the stock moves themselves.

const moves = schema.stockMovements;

/** What a status change did to the stock: pieces went back, or were taken again (with what was short). */
export type StatusStock = { restocked: boolean; shorts: StockShort[]; retaken: boolean };

const NOTHING: StatusStock = { restocked: false, shorts: [], retaken: false };

/** Pieces of this quote the enquiry still holds (taken and not put back). */
async function heldBy(tx: Executor, ref: EnquiryRef, quoteId: string): Promise<number> {
  const [row] = await tx
    .select({ net: sql<number>`coalesce(sum(${moves.quantity}), 0)::int` })
    .from(moves)
    .where(and(eq(moves.enquiryKind, ref.kind), eq(moves.enquiryId, ref.id), eq(moves.quoteId, quoteId)));
  return Number(row?.net ?? 0);
}

/** Runs inside the status change's transaction, before the enquiry's row is written (the caller notes what was short). */
export async function stockOnStatusChange(tx: Executor, ref: EnquiryRef, from: string, to: string): Promise<StatusStock> {
  if (from === to || (from !== 'cancelled' && to !== 'cancelled')) return NOTHING;
  const quote = await lockCurrentQuote(tx, ref);
  if (to === 'cancelled') return { ...NOTHING, restocked: (await returnStock(tx, ref)) > 0 };
  // Reopened: a payment that stands holds its pieces again, unless they were never put back.
  if (!quote?.paidAt || (await heldBy(tx, ref, quote.id)) > 0) return NOTHING;
  return { restocked: false, shorts: await takeStock(tx, ref, quote), retaken: true };
}
