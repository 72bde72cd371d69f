import type { QuoteLine } from '../../db/schema/quotes.ts';
import { QUOTE_SHIPPING, QUOTE_VALID_DAYS, type QuoteShipping } from './enquiry-constants.ts';
import { indiaDay } from './dates.ts';

export type { QuoteLine } from '../../db/schema/quotes.ts';

/** What the admin's Send Quote form holds, already read as whole rupees. */
export type QuoteDraft = {
  items: { label: string; amount: number }[];
  stitching: number;
  discount: number;
  shipping: QuoteShipping;
};

export const STITCHING_LABEL = 'Stitching and alterations';
export const DISCOUNT_LABEL = 'Discount';

/** The lines a quote stores: items, then stitching, discount (negative) and shipping. The one place lines are built. */
export function quoteLines(draft: QuoteDraft): QuoteLine[] {
  const lines: QuoteLine[] = draft.items.map((i) => ({ kind: 'item', label: i.label, amount: i.amount }));
  if (draft.stitching > 0) lines.push({ kind: 'stitching', label: STITCHING_LABEL, amount: draft.stitching });
  if (draft.discount > 0) lines.push({ kind: 'discount', label: DISCOUNT_LABEL, amount: -draft.discount });
  const shipping = QUOTE_SHIPPING[draft.shipping];
  lines.push({ kind: 'shipping', label: shipping.label, amount: shipping.price });
  return lines;
}

export const quoteTotal = (lines: readonly QuoteLine[]) => lines.reduce((sum, l) => sum + l.amount, 0);

export const defaultValidUntil = (now = new Date()) => indiaDay(QUOTE_VALID_DAYS, now);

/** A quote is good through the whole of its last day, India time. */
export const endOfIndiaDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`);

/** Whole rupees typed as '2,499', '₹2,499' or '2499'; null for anything else (decimals included). */
export function readRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  return Number(cleaned);
}
