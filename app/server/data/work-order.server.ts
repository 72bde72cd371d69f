import { eq } from 'drizzle-orm';
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
