import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ENQUIRY_STATUS_LABELS, type QUOTE_EVENT_TYPES } from '../../lib/enquiry-constants.ts';
import { formatCents, formatINR, formatRate } from '../../lib/money.ts';
import { endOfIndiaDay, linesInCents, quoteLines, quoteTotal } from '../../lib/quote.ts';
import type { QuoteFormInput } from '../../lib/schemas/quote.ts';
import type { EnquiryQuoteView, QuoteSummary } from '../../lib/quote-views.ts';
import type { InboxEntry } from './admin-inbox-shape.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { publishAfter, publishChange } from '../platform/cache-bus.server.ts';
import { shortText, takeStock, type StockShort } from './stock-moves.server.ts';
import { recordAudit, type Actor, type Executor } from './audit.server.ts';
import { quoteTerms, type TermsRefusal } from './quote-terms.server.ts';
import { issueOnPayment } from '../invoices/issue-invoice.server.ts';
import { appendInternalNote, loadEnquiry, recordEvent, setEnquiryStatus, type EnquiryRecord, type EnquiryRef } from './enquiry-records.server.ts';

// Quotes from the admin's side: Send Quote, Mark as Paid, and what the inbox and dashboard show.
// Every change runs in one transaction with its audit row and timeline event, and as it sets the
// enquiry's status it tells the cache bus (a delivered piece stops being reviewable).

const q = schema.quotes;
export type QuoteRow = typeof q.$inferSelect;

/** Funnel events of the quote flow, written by the server (never by the browser's beacon). */
export async function recordQuoteEvent(exec: Executor, type: (typeof QUOTE_EVENT_TYPES)[number], ref: EnquiryRef, total: number, userId: string | null = null) {
  await exec.insert(schema.funnelEvents).values({ sessionId: 'server', eventType: type, userId, properties: { kind: ref.kind, enquiryId: ref.id, total } });
}

/** The quote in force: the newest one not replaced by a later quote. */
export async function currentQuote(exec: Executor, ref: EnquiryRef): Promise<QuoteRow | null> {
  const [row] = await exec
    .select()
    .from(q)
    .where(and(eq(q.enquiryKind, ref.kind), eq(q.enquiryId, ref.id), isNull(q.replacedAt)))
    .orderBy(desc(q.createdAt))
    .limit(1);
  return row ?? null;
}

/** The quote in force with its row locked: payments, cancels and reopenings of one enquiry take turns on it. */
export async function lockCurrentQuote(tx: Executor, ref: EnquiryRef): Promise<QuoteRow | null> {
  const current = await currentQuote(tx, ref);
  const [quote] = current ? await tx.select().from(q).where(eq(q.id, current.id)).for('update') : [];
  return quote ?? null;
}

export type SendQuoteResult =
  | { ok: true; record: EnquiryRecord; quote: QuoteRow }
  | { ok: false; reason: 'missing' | 'paid' }
  | ({ ok: false; reason: 'terms' } & TermsRefusal);

/**
 * Stores a new quote (total added up here), replaces the one before, sets the status to Quoted.
 * A quote in another currency freezes today's rate and keeps its exact total in cents.
 */
export async function sendQuote(actor: Actor, ref: EnquiryRef, input: QuoteFormInput): Promise<SendQuoteResult> {
  const resolved = await quoteTerms(input);
  if (!resolved.ok) return { ok: false, reason: 'terms', field: resolved.field, message: resolved.message };
  const { shipping, money, payment } = resolved.terms;
  const lines = quoteLines({ items: input.items, stitching: input.stitching, discount: input.discount, shipping });
  const total = quoteTotal(lines);
  const currencyTotalCents = money ? linesInCents(lines, money.rupeesPerUnit).total : null;
  const inCurrency = money && currencyTotalCents !== null ? ` (${formatCents(currencyTotalCents, money.currency)} at ${formatRate(money.currency, money.rupeesPerUnit)})` : '';
  return publishAfter('accounts', db().transaction(async (tx) => {
    const record = await loadEnquiry(ref, tx);
    if (!record) return { ok: false, reason: 'missing' } as const;
    const previous = await currentQuote(tx, ref);
    if (previous?.paidAt || record.entry.status === 'paid') return { ok: false, reason: 'paid' } as const;
    const now = new Date();
    if (previous) await tx.update(q).set({ replacedAt: now }).where(eq(q.id, previous.id));
    const [quote] = await tx
      .insert(q)
      .values({
        enquiryKind: ref.kind,
        enquiryId: ref.id,
        lines,
        shipping: shipping.key,
        total,
        currency: money?.currency ?? 'INR',
        rupeesPerUnit: money?.rupeesPerUnit ?? null,
        currencyTotalCents,
        paymentMethod: payment?.method ?? null,
        paymentLink: payment?.method === 'link' ? payment.link : null,
        bankDetails: payment?.method === 'bank' ? payment.details : null,
        validUntil: endOfIndiaDay(input.validUntil), message: input.message || null, createdBy: actor.email, createdAt: now })
      .returning();
    await setEnquiryStatus(tx, ref, 'quoted');
    await recordEvent(tx, ref, { type: 'quote', status: 'quoted', message: input.message, quoteId: quote.id });
    await recordQuoteEvent(tx, 'quote_sent', ref, total);
    await recordAudit(tx, actor, { action: 'create', entity: `quote:${ref.kind}`, entityId: ref.id, summary: `Sent a quote of ${formatINR(total)}${inCurrency}${previous ? ' replacing the earlier one' : ''}` });
    return { ok: true, record, quote };
  }));
}

export type MarkPaidResult =
  | { ok: true; record: EnquiryRecord; quote: QuoteRow; shorts: StockShort[] }
  | { ok: false; reason: 'missing' | 'not-accepted' };

/**
 * The owner saw the money arrive: the accepted quote is paid, the enquiry becomes Paid and the
 * quote's catalogue pieces come off the stock, all in one transaction with the quote row locked (a
 * second Mark as Paid, on any server, waits and finds it paid). Whatever else must happen when an
 * enquiry is paid belongs inside this transaction, after the stock.
 */
export async function markPaid(actor: Actor, ref: EnquiryRef): Promise<MarkPaidResult> {
  const result = await publishAfter('accounts', db().transaction(async (tx): Promise<MarkPaidResult> => {
    const record = await loadEnquiry(ref, tx);
    if (!record) return { ok: false, reason: 'missing' };
    const quote = await lockCurrentQuote(tx, ref);
    if (!quote?.acceptedAt) return { ok: false, reason: 'not-accepted' };
    if (quote.paidAt) return { ok: true, record, quote, shorts: [] };
    const [paid] = await tx.update(q).set({ paidAt: new Date() }).where(eq(q.id, quote.id)).returning();
    await setEnquiryStatus(tx, ref, 'paid');
    await recordEvent(tx, ref, { type: 'paid', status: 'paid', quoteId: quote.id });
    await recordQuoteEvent(tx, 'payment_marked', ref, quote.total);
    const shorts = await takeStock(tx, ref, paid);
    if (shorts.length > 0) await appendInternalNote(tx, ref, `Paid beyond the stock: ${shortText(shorts)}.`);
    await recordAudit(tx, actor, { action: 'update', entity: `quote:${ref.kind}`, entityId: ref.id, summary: `Marked ${formatINR(quote.total)} as paid (${ENQUIRY_STATUS_LABELS.paid})${quote.paymentReference ? `, UTR ${quote.paymentReference}` : ''}${shorts.length ? `; short of stock: ${shortText(shorts)}` : ''}` });
    // The GST invoice commits with the payment (record 0025); when it cannot be issued yet, the payment stands.
    await issueOnPayment(tx, actor, ref);
    return { ok: true, record, quote: paid, shorts };
  }));
  // The product pages show the count left.
  if (result.ok) publishChange('catalogue');
  return result;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Current quote of each enquiry listed, keyed `kind:id`. */
export async function quoteSummaries(refs: EnquiryRef[]): Promise<Map<string, QuoteSummary>> {
  const out = new Map<string, QuoteSummary>();
  if (refs.length === 0) return out;
  const rows = await db()
    .select()
    .from(q)
    .where(inArray(q.enquiryId, [...new Set(refs.map((r) => r.id))]))
    .orderBy(q.createdAt);
  const now = Date.now();
  for (const r of rows) {
    const key = `${r.enquiryKind}:${r.enquiryId}`;
    const count = (out.get(key)?.quoteCount ?? 0) + 1;
    if (r.replacedAt && out.has(key)) {
      out.get(key)!.quoteCount = count;
      continue;
    }
    out.set(key, {
      id: r.id,
      total: r.total,
      currency: r.currency,
      currencyTotalCents: r.currencyTotalCents,
      validUntil: r.validUntil.toISOString(),
      expired: r.validUntil.getTime() < now,
      acceptedAt: iso(r.acceptedAt),
      paymentReference: r.paymentReference,
      paymentClaimedAt: iso(r.paymentClaimedAt),
      paidAt: iso(r.paidAt),
      quoteCount: count,
    });
  }
  return out;
}

/** Today's catalogue prices of the given products, for the lines a new quote starts from. */
export async function todaysPrices(skus: string[]): Promise<Record<string, number>> {
  const unique = [...new Set(skus.filter(Boolean))];
  if (unique.length === 0) return {};
  const rows = await db().select({ id: schema.products.id, price: schema.products.price }).from(schema.products).where(inArray(schema.products.id, unique));
  return Object.fromEntries(rows.map((r) => [r.id, r.price]));
}

/** Enquiries whose quote was accepted and is not paid yet: the inbox's "Awaiting payment". */
export async function awaitingPaymentIds(): Promise<string[]> {
  const rows = await db()
    .select({ id: q.enquiryId })
    .from(q)
    .where(and(isNull(q.replacedAt), isNotNull(q.acceptedAt), isNull(q.paidAt)));
  return rows.map((r) => r.id);
}

/** Quotes still open (in force, not paid, and either still valid or accepted) and what they add up to, for the dashboard. */
export async function openQuotes(): Promise<{ count: number; value: number }> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int`, value: sql<number>`coalesce(sum(${q.total}), 0)::bigint` })
    .from(q)
    .where(and(isNull(q.replacedAt), isNull(q.paidAt), or(gte(q.validUntil, new Date()), isNotNull(q.acceptedAt))));
  return { count: Number(row.count), value: Number(row.value) };
}

/** Adds to each inbox row its quote in force and today's price of each item (for Send Quote). */
export async function withQuotes<T extends InboxEntry>(entries: T[]): Promise<(T & EnquiryQuoteView)[]> {
  const [quotes, prices] = await Promise.all([quoteSummaries(entries.map((e) => ({ kind: e.kind, id: e.id }))), todaysPrices(entries.flatMap((e) => e.items.map((i) => i.sku)))]);
  return entries.map((e) => {
    const todayPrices = Object.fromEntries(e.items.filter((i) => i.sku in prices).map((i) => [i.sku, prices[i.sku]]));
    return { ...e, quote: quotes.get(`${e.kind}:${e.id}`) ?? null, todayPrices };
  });
}
