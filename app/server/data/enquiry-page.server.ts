import QRCode from 'qrcode';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ENQUIRY_STATUS_LABELS, shopperStatusLabel, type EnquiryStatus } from '../../lib/enquiry-constants.ts';
import { ENQUIRY_KIND_LABELS } from '../../lib/enquiry-constants.ts';
import type { AbroadPaymentWay, EnquiryPage, PaymentInfo, ShopperQuote, TimelineEntry } from '../../lib/quote-views.ts';
import { moneyOf } from '../../lib/quote.ts';
import { isAbroad } from '../../lib/shipping-zones.ts';
import { upiPayLink } from '../../lib/upi.ts';
import { db, schema, type Db } from '../platform/db.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { enquiryReference, loadEnquiry, recordEvent, type EnquiryRecord, type EnquiryRef, type TimelineEventType } from './enquiry-records.server.ts';
import { recordQuoteEvent } from './quotes.server.ts';
import { deliveryOf } from './parcels.server.ts';

// The shopper's enquiry page (/account/enquiries/:id and /enquiries/t/:token) and the three things
// a shopper can do there. Callers resolve the enquiry from the session or the token first; nothing
// here takes an enquiry id from a form.

const q = schema.quotes;

const statusLabel = (s: string | null) => (s ? (ENQUIRY_STATUS_LABELS[s as EnquiryStatus] ?? s) : null);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Details a shopper wrote that the page repeats back; the shop's own fields stay out. */
const HIDDEN_DETAILS = new Set(['Source']);

function payAbroadOf(row: typeof q.$inferSelect): AbroadPaymentWay | null {
  if (row.paymentMethod === 'link' && row.paymentLink) return { method: 'link', link: row.paymentLink };
  if (row.paymentMethod === 'bank' && row.bankDetails) return { method: 'bank', details: row.bankDetails };
  return null;
}

function shopperQuote(row: typeof q.$inferSelect): ShopperQuote {
  return {
    id: row.id,
    lines: row.lines,
    total: row.total,
    money: moneyOf(row),
    abroad: isAbroad(row.shipping),
    payAbroad: payAbroadOf(row),
    createdAt: row.createdAt.toISOString(),
    validUntil: row.validUntil.toISOString(),
    expired: row.validUntil.getTime() < Date.now(),
    message: row.message,
    acceptedAt: iso(row.acceptedAt),
    paymentReference: row.paymentReference,
    paymentClaimedAt: iso(row.paymentClaimedAt),
    paidAt: iso(row.paidAt),
  };
}

/** The UPI link and its QR code for an accepted, unpaid quote in rupees; null without a configured UPI id. */
async function paymentInfo(ref: EnquiryRef, quote: ShopperQuote): Promise<PaymentInfo> {
  const env = getEnv();
  if (!env.UPI_ID || !quote.acceptedAt || quote.paidAt || quote.money) return null;
  const link = upiPayLink({ upiId: env.UPI_ID, shopName: env.SHOP_NAME, total: quote.total, reference: `Enquiry ${enquiryReference(ref)}` });
  const qrSvg = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#3b1d1a', light: '#ffffff' } });
  return { upiId: env.UPI_ID, link, qrSvg };
}

/** Everything the enquiry page shows, oldest event first. Internal notes are never read here. */
export async function getEnquiryPage(ref: EnquiryRef): Promise<EnquiryPage | null> {
  const record = await loadEnquiry(ref);
  if (!record) return null;
  const e = record.entry;
  const [events, quotes] = await Promise.all([
    db().select().from(schema.enquiryEvents).where(and(eq(schema.enquiryEvents.enquiryKind, ref.kind), eq(schema.enquiryEvents.enquiryId, ref.id))).orderBy(asc(schema.enquiryEvents.id)),
    db().select().from(q).where(and(eq(q.enquiryKind, ref.kind), eq(q.enquiryId, ref.id))).orderBy(asc(q.createdAt)),
  ]);
  const byId = new Map(quotes.map((row) => [row.id, row]));
  const timeline: TimelineEntry[] = [
    { key: 'submitted', type: 'submitted', at: e.submittedAt.toISOString(), status: null, statusLabel: null, message: null, quote: null },
    ...events.map((ev): TimelineEntry => {
      const quote = ev.type === 'quote' && ev.quoteId ? byId.get(ev.quoteId) : undefined;
      return {
        key: String(ev.id),
        type: ev.type as TimelineEventType,
        at: ev.createdAt.toISOString(),
        status: ev.status,
        statusLabel: statusLabel(ev.status),
        message: ev.message,
        quote: quote ? { total: quote.total, lines: quote.lines, money: moneyOf(quote), validUntil: quote.validUntil.toISOString(), replaced: Boolean(quote.replacedAt) } : null,
      };
    }),
  ];
  const current = quotes.filter((row) => !row.replacedAt).at(-1);
  const quote = current ? shopperQuote(current) : null;
  return {
    kindLabel: ENQUIRY_KIND_LABELS[ref.kind],
    reference: enquiryReference(ref),
    status: e.status,
    statusLabel: shopperStatusLabel(e.status, quote),
    submittedAt: e.submittedAt.toISOString(),
    asked: { items: e.items.map((i) => ({ name: i.name, size: i.size, quantity: i.quantity, price: i.price })), details: e.details.filter((d) => !HIDDEN_DETAILS.has(d.label)), images: e.referenceImages },
    timeline,
    quote,
    payment: quote ? await paymentInfo(ref, quote) : null,
    delivery: await deliveryOf(ref, e.status),
  };
}

type Refusal = { ok: false; reason: 'missing' | 'replaced' | 'expired' | 'changed' | 'already' | 'not-accepted' | 'paid' };
export type ShopperActionResult = { ok: true; record: EnquiryRecord; total: number } | Refusal;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs one shopper step on the quote in force, in one transaction with the quote row locked: the
 * quote must belong to this enquiry and not be replaced; `check` refuses what the step forbids.
 */
async function onCurrentQuote(
  ref: EnquiryRef,
  quoteId: string,
  step: (tx: Tx, quote: typeof q.$inferSelect) => Promise<Refusal | null>,
): Promise<ShopperActionResult> {
  return db().transaction(async (tx) => {
    const [quote] = await tx
      .select()
      .from(q)
      .where(and(eq(q.id, quoteId), eq(q.enquiryKind, ref.kind), eq(q.enquiryId, ref.id)))
      .for('update');
    if (!quote) return { ok: false, reason: 'missing' } as const;
    if (quote.replacedAt) return { ok: false, reason: 'replaced' } as const;
    const failed = await step(tx, quote);
    if (failed) return failed;
    const record = await loadEnquiry(ref, tx);
    return record ? { ok: true, record, total: quote.total } : ({ ok: false, reason: 'missing' } as const);
  });
}

/** Accept Quote: once, before it expires, and only at the total the shopper was shown. */
export function acceptQuote(ref: EnquiryRef, input: { quoteId: string; total: number }, userId: string | null) {
  return onCurrentQuote(ref, input.quoteId, async (tx, quote) => {
    if (quote.acceptedAt || quote.paidAt) return { ok: false, reason: 'already' };
    if (quote.validUntil.getTime() < Date.now()) return { ok: false, reason: 'expired' };
    if (quote.total !== input.total) return { ok: false, reason: 'changed' };
    const done = await tx.update(q).set({ acceptedAt: new Date() }).where(and(eq(q.id, quote.id), isNull(q.acceptedAt))).returning({ id: q.id });
    if (done.length === 0) return { ok: false, reason: 'already' };
    await recordEvent(tx, ref, { type: 'accepted', quoteId: quote.id });
    await recordQuoteEvent(tx, 'quote_accepted', ref, quote.total, userId);
    return null;
  });
}

/** Ask for Changes: a message for the shop; the quote stays as it is until the shop sends a new one. */
export function requestChanges(ref: EnquiryRef, input: { quoteId: string; message: string }) {
  return onCurrentQuote(ref, input.quoteId, async (tx, quote) => {
    if (quote.acceptedAt || quote.paidAt) return { ok: false, reason: 'already' };
    await recordEvent(tx, ref, { type: 'changes_requested', message: input.message, quoteId: quote.id });
    return null;
  });
}

/** I have paid: the UPI transaction reference, for the shop to check before it marks the quote paid. */
export function claimPayment(ref: EnquiryRef, input: { quoteId: string; utr: string }) {
  return onCurrentQuote(ref, input.quoteId, async (tx, quote) => {
    if (!quote.acceptedAt) return { ok: false, reason: 'not-accepted' };
    if (quote.paidAt) return { ok: false, reason: 'paid' };
    await tx.update(q).set({ paymentReference: input.utr, paymentClaimedAt: new Date() }).where(eq(q.id, quote.id));
    await recordEvent(tx, ref, { type: 'payment_claimed', message: `UTR ${input.utr}`, quoteId: quote.id });
    return null;
  });
}

