import { and, desc, eq, sql } from 'drizzle-orm';
import { financialYear, invoiceNumber } from '../../lib/invoice-numbers.ts';
import type { InvoiceDocument } from '../../lib/invoice-document.ts';
import { formatPaise } from '../../lib/gst-split.ts';
import { db, schema } from '../platform/db.server.ts';
import { recordAudit, type Actor, type Executor } from '../data/audit.server.ts';
import { loadEnquiry, type EnquiryRef } from '../data/enquiry-records.server.ts';
import { currentQuote } from '../data/quotes.server.ts';
import { buildDocument, buyerOnRecord } from './build-invoice.server.ts';
import { invoiceSettingsReady, readInvoiceSettings } from './invoice-settings.server.ts';

// Issuing an invoice: one live invoice per paid enquiry (another only after a credit note), numbered from the financial year's gap-free series in
// the same transaction that writes it (record 0025). Nothing is written unless all of it is.

const inv = schema.invoices;
type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

export type IssueRefusal = 'missing' | 'not-paid' | 'exists' | 'settings' | 'zero';
export type IssueResult = { ok: true; id: string; number: string } | { ok: false; reason: IssueRefusal };
export type IssueOptions = { buyerState?: string; buyerGstin?: string; now?: Date };

/** The next number of a series, taken under the counter row's lock until the transaction ends. */
export async function nextInSeries(tx: Executor, series: string): Promise<number> {
  await tx.insert(schema.invoiceCounters).values({ series, last: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(schema.invoiceCounters)
    .set({ last: sql`${schema.invoiceCounters.last} + 1` })
    .where(eq(schema.invoiceCounters.series, series))
    .returning({ last: schema.invoiceCounters.last });
  return row.last;
}

/**
 * The edition the enquiry's next invoice takes, or null while its latest one is live: a fresh invoice
 * follows only a credit note. The latest row is locked, so a credit note being written for it is
 * waited for; two servers issuing at once both find the same edition and the unique index refuses one.
 */
async function nextEdition(tx: Executor, ref: EnquiryRef): Promise<number | null> {
  const [latest] = await tx
    .select({ id: inv.id, edition: inv.edition })
    .from(inv)
    .where(and(eq(inv.enquiryKind, ref.kind), eq(inv.enquiryId, ref.id)))
    .orderBy(desc(inv.edition))
    .limit(1)
    .for('update');
  if (!latest) return 1;
  const [note] = await tx.select({ id: schema.creditNotes.id }).from(schema.creditNotes).where(eq(schema.creditNotes.invoiceId, latest.id));
  return note ? latest.edition + 1 : null;
}

/** Issues the invoice inside a caller's transaction (Mark as Paid uses it): throws nothing for a refusal. */
export async function issueInvoiceIn(tx: Executor, actor: Actor | null, ref: EnquiryRef, options: IssueOptions = {}): Promise<IssueResult> {
  const record = await loadEnquiry(ref, tx);
  if (!record) return { ok: false, reason: 'missing' };
  const quote = await currentQuote(tx, ref);
  if (!quote?.paidAt) return { ok: false, reason: 'not-paid' };
  const edition = await nextEdition(tx, ref);
  if (edition === null) return { ok: false, reason: 'exists' };
  if (quote.total <= 0) return { ok: false, reason: 'zero' };
  const settings = await readInvoiceSettings(tx);
  if (!invoiceSettingsReady(settings)) return { ok: false, reason: 'settings' };
  const issuedAt = options.now ?? new Date();
  const fy = financialYear(issuedAt);
  const buyer = { ...(await buyerOnRecord(tx, record)), state: options.buyerState, gstin: options.buyerGstin };
  const document = await buildDocument(tx, { number: '', issuedAt, record, quote, settings, buyer });
  // The number last: the counter row stays locked from here to the commit, so that stretch is short.
  const sequence = await nextInSeries(tx, `INV ${fy}`);
  const number = invoiceNumber(settings.prefix, fy, sequence);
  document.number = number;
  const [row] = await tx
    .insert(inv)
    .values({
      number,
      financialYear: fy,
      sequence,
      kind: document.supply === 'export' ? 'export' : document.supply === 'supply' ? 'supply' : 'tax',
      enquiryKind: ref.kind,
      enquiryId: ref.id,
      quoteId: quote.id,
      edition,
      placeOfSupply: document.placeOfSupply.code,
      buyerGstin: document.buyer.gstin || null,
      totalPaise: document.totals.paise,
      taxablePaise: document.totals.taxable,
      cgstPaise: document.totals.cgst,
      sgstPaise: document.totals.sgst,
      igstPaise: document.totals.igst,
      document,
      issuedBy: actor?.email ?? null,
      issuedAt,
    })
    .returning({ id: inv.id });
  if (actor)
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'invoice',
      entityId: row.id,
      summary: `Issued invoice ${number} for ${formatPaise(document.totals.paise)}`,
    });
  return { ok: true, id: row.id, number };
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

/**
 * The inbox's Issue invoice, in its own transaction. Every refusal is decided before a number is
 * taken; a second server issuing the same enquiry's invoice at once meets the unique index and gets 'exists'.
 */
export async function issueInvoice(actor: Actor | null, ref: EnquiryRef, options: IssueOptions = {}): Promise<IssueResult> {
  try {
    return await db().transaction((tx) => issueInvoiceIn(tx, actor, ref, options));
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'exists' };
    throw error;
  }
}

/**
 * Mark as Paid's hook: issues the invoice in a savepoint of the payment's transaction, so the payment
 * and its invoice commit together, and an invoice that cannot be issued (settings not filled in, one
 * issued by hand a moment before) leaves the payment standing and the Issue invoice button to the owner.
 */
export async function issueOnPayment(tx: Tx, actor: Actor, ref: EnquiryRef): Promise<IssueResult> {
  try {
    return await tx.transaction((sp) => issueInvoiceIn(sp, actor, ref));
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'exists' };
    throw error;
  }
}

export type { InvoiceDocument };
