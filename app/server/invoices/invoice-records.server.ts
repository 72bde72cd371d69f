import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { InvoiceDocument, InvoiceView } from '../../lib/invoice-document.ts';
import { CREDIT_NOTE_PREFIX, financialYear, invoiceNumber } from '../../lib/invoice-numbers.ts';
import { db, schema } from '../platform/db.server.ts';
import { recordAudit, type Actor } from '../data/audit.server.ts';
import type { EnquiryRef } from '../data/enquiry-records.server.ts';
import { nextInSeries } from './issue-invoice.server.ts';

// Reading invoices back, and cancelling one with a credit note (an invoice is never deleted).

const inv = schema.invoices;
const cn = schema.creditNotes;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type InvoiceSummary = { id: string; number: string; issuedAt: string; totalPaise: number; cancelledBy: string | null };

const summaryColumns = {
  id: inv.id,
  number: inv.number,
  issuedAt: inv.issuedAt,
  totalPaise: inv.totalPaise,
  cancelledBy: cn.number,
  kind: inv.enquiryKind,
  enquiryId: inv.enquiryId,
};
const summary = (r: { id: string; number: string; issuedAt: Date; totalPaise: number; cancelledBy: string | null }): InvoiceSummary => ({
  id: r.id,
  number: r.number,
  issuedAt: r.issuedAt.toISOString(),
  totalPaise: r.totalPaise,
  cancelledBy: r.cancelledBy,
});

/** The latest invoice of each listed enquiry, keyed `kind:id` (earlier ones were cancelled by credit notes). */
export async function invoicesFor(refs: EnquiryRef[]): Promise<Map<string, InvoiceSummary>> {
  if (refs.length === 0) return new Map();
  const rows = await db()
    .select(summaryColumns)
    .from(inv)
    .leftJoin(cn, eq(cn.invoiceId, inv.id))
    .where(inArray(inv.enquiryId, [...new Set(refs.map((r) => r.id))]))
    .orderBy(inv.edition);
  return new Map(rows.map((r) => [`${r.kind}:${r.enquiryId}`, summary(r)]));
}

/** Adds each inbox row's invoice (or null). */
export async function withInvoices<T extends { kind: EnquiryRef['kind']; id: string }>(
  entries: T[],
): Promise<(T & { invoice: InvoiceSummary | null })[]> {
  const found = await invoicesFor(entries.map((e) => ({ kind: e.kind, id: e.id })));
  return entries.map((e) => ({ ...e, invoice: found.get(`${e.kind}:${e.id}`) ?? null }));
}

export async function invoiceFor(ref: EnquiryRef): Promise<InvoiceSummary | null> {
  return (await invoicesFor([ref])).get(`${ref.kind}:${ref.id}`) ?? null;
}

/** The newest invoices, for the owner's list. */
export async function recentInvoices(limit = 50): Promise<InvoiceSummary[]> {
  const rows = await db().select(summaryColumns).from(inv).leftJoin(cn, eq(cn.invoiceId, inv.id)).orderBy(desc(inv.issuedAt)).limit(limit);
  return rows.map(summary);
}

export async function readInvoice(id: string): Promise<InvoiceView | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db()
    .select({ id: inv.id, document: inv.document, cnNumber: cn.number, cnAt: cn.issuedAt, cnReason: cn.reason })
    .from(inv)
    .leftJoin(cn, eq(cn.invoiceId, inv.id))
    .where(eq(inv.id, id));
  if (!row) return null;
  const creditNote =
    row.cnNumber && row.cnAt ? { number: row.cnNumber, issuedAt: row.cnAt.toISOString(), reason: row.cnReason ?? '' } : null;
  return { ...(row.document as unknown as InvoiceDocument), id: row.id, creditNote };
}

export type CancelResult = { ok: true; number: string } | { ok: false; reason: 'missing' | 'cancelled' };

/** A credit note for the whole of one invoice, numbered in its own series; the invoice itself is kept as it was. */
export async function cancelInvoice(actor: Actor, invoiceId: string, reason: string, now = new Date()): Promise<CancelResult> {
  if (!UUID.test(invoiceId)) return { ok: false, reason: 'missing' };
  try {
    return await db().transaction(async (tx) => {
      const [invoice] = await tx.select({ id: inv.id, number: inv.number }).from(inv).where(eq(inv.id, invoiceId)).for('update');
      if (!invoice) return { ok: false, reason: 'missing' } as const;
      const [already] = await tx.select({ id: cn.id }).from(cn).where(eq(cn.invoiceId, invoiceId));
      if (already) return { ok: false, reason: 'cancelled' } as const;
      const fy = financialYear(now);
      const number = invoiceNumber(CREDIT_NOTE_PREFIX, fy, await nextInSeries(tx, `CN ${fy}`));
      await tx.insert(cn).values({ number, financialYear: fy, invoiceId, reason, issuedBy: actor.email, issuedAt: now });
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'credit-note',
        entityId: invoiceId,
        summary: `Credit note ${number} cancels invoice ${invoice.number}`,
      });
      return { ok: true, number } as const;
    });
  } catch (error) {
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    )
      return { ok: false, reason: 'cancelled' };
    throw error;
  }
}

/** Invoices and credit notes of one calendar month, India time ('2026-11'). */
export async function monthOfInvoices(month: string) {
  const from = new Date(`${month}-01T00:00:00+05:30`);
  const [y, m] = month.split('-').map(Number);
  const to = new Date(`${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-01T00:00:00+05:30`);
  const invoices = await db()
    .select({ number: inv.number, issuedAt: inv.issuedAt, document: inv.document })
    .from(inv)
    .where(and(gte(inv.issuedAt, from), lt(inv.issuedAt, to)))
    .orderBy(inv.financialYear, inv.sequence);
  const credits = await db()
    .select({ number: cn.number, issuedAt: cn.issuedAt, invoiceNumber: inv.number, document: inv.document })
    .from(cn)
    .innerJoin(inv, eq(inv.id, cn.invoiceId))
    .where(and(gte(cn.issuedAt, from), lt(cn.issuedAt, to)))
    .orderBy(cn.issuedAt);
  return {
    invoices: invoices.map((r) => ({ number: r.number, issuedAt: r.issuedAt, document: r.document as unknown as InvoiceDocument })),
    credits: credits.map((r) => ({
      number: r.number,
      issuedAt: r.issuedAt,
      invoiceNumber: r.invoiceNumber,
      document: r.document as unknown as InvoiceDocument,
    })),
  };
}
