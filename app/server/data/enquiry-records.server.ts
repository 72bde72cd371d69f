import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { EnquiryKind } from '../../lib/enquiry-constants.ts';
import { db, schema } from '../platform/db.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { parseInquiryNotes, toInboxEntry, type InboxEntry } from './admin-inbox-shape.server.ts';
import type { Executor } from './audit.server.ts';

// The three kinds of enquiry live in three tables; this module names one by (kind, id) and reads,
// re-statuses and links it, so the quote and timeline modules never branch on the table.

export type EnquiryRef = { kind: EnquiryKind; id: string };
export type EnquiryRecord = {
  ref: EnquiryRef;
  userId: string | null;
  entry: InboxEntry;
  /**
   * The product whose page a custom order or a Create Your Look inquiry was started from (mails
   * name it); a cart names its pieces in its items.
   */
  askedFrom: string | null;
};

const ue = schema.userEnquiries;
const inq = schema.inquiries;
const co = schema.customOrders;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INQUIRY_ID = /^[A-Z]{1,8}\d{1,20}$/;

/** Whether an id can name a row of that kind at all (a uuid column refuses other text with an error). */
export const plausibleId = (ref: EnquiryRef) => (ref.kind === 'inquiry' ? INQUIRY_ID.test(ref.id) : UUID.test(ref.id));

/** One enquiry of any kind, shaped as the inbox shows it, with the account it belongs to. */
export async function loadEnquiry(ref: EnquiryRef, exec: Executor = db()): Promise<EnquiryRecord | null> {
  if (!plausibleId(ref)) return null;
  if (ref.kind === 'cart') {
    const [row] = await exec.select().from(ue).where(eq(ue.id, ref.id));
    return row ? { ref, userId: row.userId, entry: toInboxEntry({ kind: 'cart', row }), askedFrom: null } : null;
  }
  if (ref.kind === 'inquiry') {
    const [row] = await exec.select().from(inq).where(eq(inq.inquiryId, ref.id));
    if (!row) return null;
    const notes = parseInquiryNotes(row.notes);
    const askedFrom = typeof notes.product_slug === 'string' && notes.product_slug ? notes.product_slug : null;
    return { ref, userId: row.userId, entry: toInboxEntry({ kind: 'inquiry', row, notes }), askedFrom };
  }
  const [row] = await exec.select().from(co).where(eq(co.id, ref.id));
  return row ? { ref, userId: row.userId, entry: toInboxEntry({ kind: 'custom', row }), askedFrom: row.productId } : null;
}

/** The signed-in shopper's own enquiry with this id, of whichever kind; null for anyone else's. */
export async function findOwnEnquiry(userId: string, id: string): Promise<EnquiryRef | null> {
  if (INQUIRY_ID.test(id)) {
    const [row] = await db().select({ id: inq.inquiryId }).from(inq).where(and(eq(inq.inquiryId, id), eq(inq.userId, userId)));
    return row ? { kind: 'inquiry', id } : null;
  }
  if (!UUID.test(id)) return null;
  const [cart] = await db().select({ id: ue.id }).from(ue).where(and(eq(ue.id, id), eq(ue.userId, userId)));
  if (cart) return { kind: 'cart', id };
  const [custom] = await db().select({ id: co.id }).from(co).where(and(eq(co.id, id), eq(co.userId, userId)));
  return custom ? { kind: 'custom', id } : null;
}

/** Sets the status of one enquiry inside the caller's transaction. */
export async function setEnquiryStatus(exec: Executor, ref: EnquiryRef, status: string): Promise<void> {
  const set = { status, updatedAt: new Date() };
  if (ref.kind === 'cart') await exec.update(ue).set(set).where(eq(ue.id, ref.id));
  else if (ref.kind === 'inquiry') await exec.update(inq).set(set).where(eq(inq.inquiryId, ref.id));
  else await exec.update(co).set(set).where(eq(co.id, ref.id));
}

/** Adds a dated line to the enquiry's internal notes (the shop's eyes only), inside the caller's transaction. */
export async function appendInternalNote(exec: Executor, ref: EnquiryRef, line: string): Promise<void> {
  const text = `${new Date().toISOString().slice(0, 10)}: ${line}`;
  const set = { internalNotes: sql`concat_ws(E'\n', nullif(internal_notes, ''), ${text}::text)`, updatedAt: new Date() };
  if (ref.kind === 'cart') await exec.update(ue).set(set).where(eq(ue.id, ref.id));
  else if (ref.kind === 'inquiry') await exec.update(inq).set(set).where(eq(inq.inquiryId, ref.id));
  else await exec.update(co).set(set).where(eq(co.id, ref.id));
}

export type TimelineEventType = 'status' | 'quote' | 'accepted' | 'changes_requested' | 'payment_claimed' | 'paid' | 'dispatched';

/** One entry of the shopper's timeline; `message` is what the shopper may read. */
export async function recordEvent(exec: Executor, ref: EnquiryRef, event: { type: TimelineEventType; status?: string; message?: string | null; quoteId?: string }) {
  await exec.insert(schema.enquiryEvents).values({ enquiryKind: ref.kind, enquiryId: ref.id, type: event.type, status: event.status ?? null, message: event.message || null, quoteId: event.quoteId ?? null });
}

const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new private link token (128 random bits) for a shopper without an account. */
export async function issueToken(ref: EnquiryRef): Promise<string> {
  const token = crypto.randomBytes(16).toString('base64url');
  await db().insert(schema.enquiryTokens).values({ tokenHash: hashToken(token), enquiryKind: ref.kind, enquiryId: ref.id });
  return token;
}

/** The enquiry a private link opens, or null; the token opens nothing else. */
export async function findByToken(token: string): Promise<EnquiryRef | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db().select().from(schema.enquiryTokens).where(eq(schema.enquiryTokens.tokenHash, hashToken(token)));
  return row ? { kind: row.enquiryKind as EnquiryKind, id: row.enquiryId } : null;
}

/**
 * Where a mail sends the shopper: the account page when the enquiry belongs to an account,
 * otherwise a fresh private link.
 */
export async function shopperLink(record: Pick<EnquiryRecord, 'ref' | 'userId'>): Promise<string> {
  const base = getEnv().publicUrl;
  if (record.userId) return `${base}/account/enquiries/${encodeURIComponent(record.ref.id)}`;
  return `${base}/enquiries/t/${await issueToken(record.ref)}`;
}

/** The reference a shopper and the shop both recognise: the inquiry number, or the first 8 characters of the id. */
export const enquiryReference = (ref: EnquiryRef) => (ref.kind === 'inquiry' ? ref.id : `#${ref.id.slice(0, 8)}`);

/** The link for a confirmation mail, looked up by the enquiry just stored. */
export async function enquiryLink(ref: EnquiryRef): Promise<string | null> {
  const record = await loadEnquiry(ref);
  return record ? shopperLink(record) : null;
}
