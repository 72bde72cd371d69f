import crypto from 'node:crypto';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { demoEnquiries } from './sample-content.server.ts';
import type { EnquiryUpdate } from '../../lib/schemas/admin-content.ts';
import type { EnquiryKind } from '../../lib/enquiry-constants.ts';
import { db, schema } from '../platform/db.server.ts';
import { publishAfter, publishChange } from '../platform/cache-bus.server.ts';
import { stockOnStatusChange, type StatusStock } from './stock-on-status.server.ts';
import { shortText } from './stock-moves.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';
import { likePattern } from './search-text.server.ts';
import { appendInternalNote, loadEnquiry, plausibleId, recordEvent, type EnquiryRecord } from './enquiry-records.server.ts';
import { parseInquiryNotes, toInboxEntry, type InboxEntry } from './admin-inbox-shape.server.ts';

export type { InboxEntry } from './admin-inbox-shape.server.ts';

const ue = schema.userEnquiries;
const inq = schema.inquiries;
const co = schema.customOrders;

/** `ids` narrows to those enquiries (the Awaiting payment filter, worked out from the quotes). */
export type InboxFilter = { q?: string; status?: string; kind?: EnquiryKind | 'all'; limit?: number; ids?: string[] };


/** Where the shoppers of these cart enquiries live and their phones, from their profiles (a quote's shipping zone, WhatsApp). */
async function profileContacts(userIds: (string | null)[]): Promise<Map<string, { country: string | null; phone: string | null }>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db()
    .select({ id: schema.profiles.id, country: schema.profiles.country, phone: schema.profiles.phone })
    .from(schema.profiles)
    .where(inArray(schema.profiles.id, ids));
  return new Map(rows.map((r) => [r.id, { country: r.country, phone: r.phone }]));
}

function textMatch(q: string | undefined, name: Parameters<typeof ilike>[0], id: SQL) {
  if (!q) return undefined;
  // References are shown as '#e0a7033b'; the '#' is not part of the id.
  return or(ilike(name, likePattern(q)), ilike(id, likePattern(q.replace(/^#/, ''))));
}

/**
 * One inbox over cart enquiries, Create Your Look inquiries and custom orders, newest first.
 * The search matches the customer's name or the id, in any case; status and kind narrow it.
 */
export async function listInbox(filter: InboxFilter = {}): Promise<InboxEntry[]> {
  const q = filter.q?.trim() || undefined;
  const status = filter.status && filter.status !== 'all' ? filter.status : undefined;
  const kind = filter.kind ?? 'all';
  const limit = filter.limit ?? 200;
  const entries: InboxEntry[] = [];
  const ids = filter.ids;
  if (ids && ids.length === 0) return entries;

  if (kind === 'all' || kind === 'cart') {
    const rows = await db()
      .select()
      .from(ue)
      .where(and(textMatch(q, ue.customerName, sql`${ue.id}::text`), status ? eq(ue.status, status) : undefined, ids ? inArray(sql`${ue.id}::text`, ids) : undefined))
      .orderBy(desc(ue.submittedAt))
      .limit(limit);
    const contacts = await profileContacts(rows.map((r) => r.userId));
    entries.push(
      ...rows.map((r) => {
        const profile = r.userId ? contacts.get(r.userId) : undefined;
        return toInboxEntry({ kind: 'cart', row: r, profileCountry: profile?.country, profilePhone: profile?.phone });
      }),
    );
  }
  if (kind === 'all' || kind === 'inquiry') {
    const rows = await db()
      .select()
      .from(inq)
      .where(and(textMatch(q, inq.customerName, sql`${inq.inquiryId}`), status ? eq(inq.status, status) : undefined, ids ? inArray(inq.inquiryId, ids) : undefined))
      .orderBy(desc(inq.createdAt))
      .limit(limit);
    entries.push(...rows.map((r) => toInboxEntry({ kind: 'inquiry', row: r, notes: parseInquiryNotes(r.notes) })));
  }
  if (kind === 'all' || kind === 'custom') {
    const rows = await db()
      .select()
      .from(co)
      .where(and(textMatch(q, co.name, sql`${co.id}::text`), status ? eq(co.status, status) : undefined, ids ? inArray(sql`${co.id}::text`, ids) : undefined))
      .orderBy(desc(co.createdAt))
      .limit(limit);
    entries.push(...rows.map((r) => toInboxEntry({ kind: 'custom', row: r })));
  }
  return entries.sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime()).slice(0, limit);
}

/**
 * Sets status and internal notes of one enquiry of any kind. A new status or a message to the
 * customer goes on the shopper's timeline; cancelling or reopening a paid enquiry moves its stock.
 * Answers the enquiry as it was before and what happened to the stock, or null when it does not exist.
 */
export async function saveEnquiryUpdate(actor: Actor, input: EnquiryUpdate): Promise<{ before: EnquiryRecord; stock: StatusStock } | null> {
  const notes = input.internalNotes || null;
  const message = input.customerMessage || '';
  const now = new Date();
  const ref = { kind: input.kind, id: input.id };
  if (!plausibleId(ref)) return null;
  // A new status can make a piece reviewable or no longer so (the product page keeps that per shopper).
  const saved = await publishAfter('accounts', db().transaction(async (tx) => {
    const record = await loadEnquiry(ref, tx);
    if (!record) return null;
    // Before the enquiry's row: Mark as Paid locks the quote first too, so the two never wait in a circle.
    const stock = await stockOnStatusChange(tx, ref, record.entry.status, input.status);
    if (input.kind === 'cart') {
      await tx.update(ue).set({ status: input.status, internalNotes: notes, updatedAt: now }).where(eq(ue.id, input.id));
    } else if (input.kind === 'inquiry') {
      await tx.update(inq).set({ status: input.status, internalNotes: notes, updatedAt: now }).where(eq(inq.inquiryId, input.id));
    } else {
      await tx.update(co).set({ status: input.status, internalNotes: notes, updatedAt: now }).where(eq(co.id, input.id));
    }
    if (stock.shorts.length > 0) await appendInternalNote(tx, ref, `Reopened beyond the stock: ${shortText(stock.shorts)}.`);
    if (record.entry.status !== input.status || message || input.notify) await recordEvent(tx, ref, { type: 'status', status: input.status, message });
    const moved = stock.restocked ? '; stock put back' : stock.retaken ? `; stock taken again${stock.shorts.length ? ' (short)' : ''}` : '';
    await recordAudit(tx, actor, { action: 'update', entity: `enquiry:${input.kind}`, entityId: input.id, summary: `Set status to ${input.status}${notes ? ' with notes' : ''}${message ? ' and a message to the customer' : ''}${moved}` });
    return { before: record, stock };
  }));
  if (saved && (saved.stock.restocked || saved.stock.retaken)) publishChange('catalogue');
  return saved;
}

/** Enquiries still waiting for the shop: new cart enquiries and custom orders, inquiries still at 'received'. */
export async function countPendingEnquiries(): Promise<number> {
  const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0].n);
  const n = sql<number>`count(*)::int`;
  const [a, b, c] = await Promise.all([
    count(db().select({ n }).from(ue).where(eq(ue.status, 'pending'))),
    count(db().select({ n }).from(inq).where(eq(inq.status, 'received'))),
    count(db().select({ n }).from(co).where(eq(co.status, 'pending'))),
  ]);
  return a + b + c;
}

export async function countInbox(): Promise<{ cart: number; inquiry: number; custom: number }> {
  const n = sql<number>`count(*)::int`;
  const [[a], [b], [c]] = await Promise.all([db().select({ n }).from(ue), db().select({ n }).from(inq), db().select({ n }).from(co)]);
  return { cart: Number(a.n), inquiry: Number(b.n), custom: Number(c.n) };
}

/** Demo mode only (the route checks): five sample cart enquiries when the inbox is empty. */
export async function addTestEnquiries(actor: Actor): Promise<number> {
  const counts = await countInbox();
  if (counts.cart + counts.inquiry + counts.custom > 0) return 0;
  const now = Date.now();
  const samples = demoEnquiries('').map((e, i) => ({ ...e, id: crypto.randomUUID(), userId: null, submittedAt: new Date(now - i * 3_600_000) }));
  await db().transaction(async (tx) => {
    await tx.insert(ue).values(samples);
    await recordAudit(tx, actor, { action: 'create', entity: 'enquiry:cart', summary: `Added ${samples.length} test enquiries` });
  });
  return samples.length;
}
