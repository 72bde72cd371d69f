import type { QuoteLine } from '../../db/schema/quotes.ts';
import { QUOTE_SHIPPING, QUOTE_VALID_DAYS, type QuoteShipping } from './enquiry-constants.ts';
import { indiaDay } from './dates.ts';
import { formatCents, formatINR, isDisplayCurrency, toCents, type DisplayCurrency } from './money.ts';
import type { ShippingZone } from './shipping-zones.ts';

export type { QuoteLine } from '../../db/schema/quotes.ts';

/** What the admin's Send Quote form holds, already read as whole rupees. */
export type QuoteDraft = {
  items: QuoteItemDraft[];
  stitching: number;
  discount: number;
  shipping: QuoteShippingLine;
};

/** An item line; one started from a catalogue piece keeps its sku, size and quantity. */
export type QuoteItemDraft = { label: string; amount: number; sku?: string; size?: string; quantity?: number };

/** The shipping line of a quote: `key` is Standard/Express within India, or the zone abroad. */
export type QuoteShippingLine = { key: string; label: string; price: number };

/** Within India the owner picks Standard or Express; abroad the zone's line, at the price she settled on. */
export function shippingLine(zone: ShippingZone | undefined, indiaOption: QuoteShipping, abroadPrice: number): QuoteShippingLine {
  if (!zone || zone.zone === 'india') return { key: indiaOption, ...QUOTE_SHIPPING[indiaOption] };
  return { key: zone.zone, label: `Shipping to ${zone.label} (${zone.delivery})`, price: abroadPrice };
}

export const STITCHING_LABEL = 'Stitching and alterations';
export const DISCOUNT_LABEL = 'Discount';

/** The lines a quote stores: items, then stitching, discount (negative) and shipping. The one place lines are built. */
export function quoteLines(draft: QuoteDraft): QuoteLine[] {
  const lines: QuoteLine[] = draft.items.map(({ label, amount, sku, size, quantity }) => ({
    kind: 'item',
    label,
    amount,
    ...(sku ? { sku, size: size ?? '', quantity: quantity ?? 1 } : {}),
  }));
  if (draft.stitching > 0) lines.push({ kind: 'stitching', label: STITCHING_LABEL, amount: draft.stitching });
  if (draft.discount > 0) lines.push({ kind: 'discount', label: DISCOUNT_LABEL, amount: -draft.discount });
  lines.push({ kind: 'shipping', label: draft.shipping.label, amount: draft.shipping.price });
  return lines;
}

export const quoteTotal = (lines: readonly QuoteLine[]) => lines.reduce((sum, l) => sum + l.amount, 0);

/**
 * A quote's lines in another currency at its frozen rate (rupees per unit): each line to cents on its
 * own, and the total is the sum of those cents, so the lines the shopper reads add up to her total.
 */
export function linesInCents(lines: readonly QuoteLine[], rupeesPerUnit: number): { lines: number[]; total: number } {
  const cents = lines.map((l) => toCents(l.amount, rupeesPerUnit));
  return { lines: cents, total: cents.reduce((sum, c) => sum + c, 0) };
}

/** A quote issued in another currency: its frozen rate (rupees per unit) and exact total in cents. */
export type QuoteMoney = { currency: DisplayCurrency; rupeesPerUnit: number; totalCents: number };

/** The stored columns read as QuoteMoney; null for a quote in rupees. */
export function moneyOf(row: { currency: string; rupeesPerUnit: number | null; currencyTotalCents: number | null }): QuoteMoney | null {
  if (!isDisplayCurrency(row.currency) || !row.rupeesPerUnit || row.currencyTotalCents === null) return null;
  return { currency: row.currency, rupeesPerUnit: row.rupeesPerUnit, totalCents: row.currencyTotalCents };
}

/** What the shopper pays: the exact amount in the quote's currency, or rupees. */
export const amountDue = (total: number, money: QuoteMoney | null) =>
  money ? formatCents(money.totalCents, money.currency) : formatINR(total);

/** A sent quote's amount as the owner reads it: rupees, and for another currency its exact total first. */
export function quoteAmount(q: { total: number; currency: string; currencyTotalCents: number | null }): string {
  if (isDisplayCurrency(q.currency) && q.currencyTotalCents !== null)
    return `${formatCents(q.currencyTotalCents, q.currency)} (${formatINR(q.total)})`;
  return formatINR(q.total);
}

export const defaultValidUntil = (now = new Date()) => indiaDay(QUOTE_VALID_DAYS, now);

/** A quote is good through the whole of its last day, India time. */
export const endOfIndiaDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`);

/** Whole rupees typed as '2,499', '₹2,499' or '2499'; null for anything else (decimals included). */
export function readRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  return Number(cleaned);
}
