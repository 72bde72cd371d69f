import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { QuoteLine } from '../../lib/quote.ts';
import type { EnquiryKind } from '../../lib/enquiry-constants.ts';
import { db, schema } from '../platform/db.server.ts';
import { parseInquiryNotes, toInboxEntry, type InboxEntry } from './admin-inbox-shape.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One enquiry of any kind, shaped like an inbox row, for its printed work order; null when there is none. */
export async function getEnquiry(kind: EnquiryKind, id: string): Promise<InboxEntry | null> {
  if (kind === 'inquiry') {
    if (!/^[A-Za-z0-9-]{1,60}$/.test(id)) return null;
    const [row] = await db().select().from(schema.inquiries).where(eq(schema.inquiries.inquiryId, id));
    return row ? toInboxEntry({ kind, row, notes: parseInquiryNotes(row.notes) }) : null;
  }
  if (!UUID.test(id)) return null;
  if (kind === 'cart') {
    const [row] = await db().select().from(schema.userEnquiries).where(eq(schema.userEnquiries.id, id));
    return row ? toInboxEntry({ kind, row }) : null;
  }
  const [row] = await db().select().from(schema.customOrders).where(eq(schema.customOrders.id, id));
  return row ? toInboxEntry({ kind, row }) : null;
}

/** The enquiry's paid quote in force (lines, total, when it was paid), for the work order; null before Paid. */
export async function paidQuote(kind: EnquiryKind, id: string): Promise<{ lines: QuoteLine[]; total: number; paidAt: string } | null> {
  const q = schema.quotes;
  const [row] = await db()
    .select({ lines: q.lines, total: q.total, paidAt: q.paidAt })
    .from(q)
    .where(and(eq(q.enquiryKind, kind), eq(q.enquiryId, id), isNull(q.replacedAt), isNotNull(q.paidAt)))
    .limit(1);
  return row?.paidAt ? { lines: row.lines, total: row.total, paidAt: row.paidAt.toISOString() } : null;
}
