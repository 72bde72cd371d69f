import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DeliveryView, ParcelView } from '../../lib/parcel-views.ts';
import type { ParcelInput } from '../../lib/schemas/dispatch.ts';
import { trackingLink } from '../../lib/schemas/dispatch.ts';
import { db, schema } from '../platform/db.server.ts';
import { publishAfter } from '../platform/cache-bus.server.ts';
import { recordAudit, type Actor, type Executor } from './audit.server.ts';
import { currentQuote } from './quotes.server.ts';
import { loadEnquiry, recordEvent, setEnquiryStatus, type EnquiryRecord, type EnquiryRef } from './enquiry-records.server.ts';

// Parcels: the owner sends a paid enquiry's pieces in one or more parcels, each with its courier and
// tracking number; the shopper (or the owner) marks the enquiry Received once they arrived. Each
// change is one transaction with its timeline event and audit row: refused, nothing is written.

const pc = schema.parcels;
export type ParcelRow = typeof pc.$inferSelect;

const view = (p: ParcelRow): ParcelView => ({
  id: p.id,
  courierName: p.courierName,
  trackingNumber: p.trackingNumber,
  trackingUrl: p.trackingUrl,
  dispatchedOn: p.dispatchedOn,
  pieces: p.pieces,
});

/** The parcels of one enquiry, first sent first. */
export async function parcelsOf(ref: EnquiryRef, exec: Executor = db()): Promise<ParcelView[]> {
  const rows = await exec
    .select()
    .from(pc)
    .where(and(eq(pc.enquiryKind, ref.kind), eq(pc.enquiryId, ref.id)))
    .orderBy(asc(pc.createdAt));
  return rows.map(view);
}

/** The parcels of the enquiries an inbox page lists, keyed `kind:id`. */
export async function parcelsFor(refs: EnquiryRef[]): Promise<Map<string, ParcelView[]>> {
  const out = new Map<string, ParcelView[]>();
  if (refs.length === 0) return out;
  const rows = await db()
    .select()
    .from(pc)
    .where(inArray(pc.enquiryId, [...new Set(refs.map((r) => r.id))]))
    .orderBy(asc(pc.createdAt));
  for (const row of rows) {
    const key = `${row.enquiryKind}:${row.enquiryId}`;
    out.set(key, [...(out.get(key) ?? []), view(row)]);
  }
  return out;
}

/** Whether the enquiry's quote in force is paid (and the enquiry not cancelled since). */
async function isPaid(exec: Executor, record: EnquiryRecord): Promise<boolean> {
  if (record.entry.status === 'cancelled') return false;
  return Boolean((await currentQuote(exec, record.ref))?.paidAt);
}

export type AddParcelResult =
  | { ok: true; record: EnquiryRecord; parcel: ParcelView }
  | { ok: false; reason: 'missing' | 'not-paid' | 'unknown-courier' | 'same' | 'needs-number' };

/** Records one parcel of a paid enquiry; the first one makes it Shipped. */
export async function addParcel(actor: Actor, ref: EnquiryRef, input: ParcelInput): Promise<AddParcelResult> {
  return publishAfter('accounts', db().transaction(async (tx): Promise<AddParcelResult> => {
    const record = await loadEnquiry(ref, tx);
    if (!record) return { ok: false, reason: 'missing' };
    if (!(await isPaid(tx, record))) return { ok: false, reason: 'not-paid' };
    const [courier] = await tx.select().from(schema.couriers).where(eq(schema.couriers.id, input.courierId));
    if (!courier) return { ok: false, reason: 'unknown-courier' };
    // A courier with a tracking page needs the number; one without (hand delivery) may go without.
    if (courier.trackingUrl && !input.trackingNumber) return { ok: false, reason: 'needs-number' };
    const [row] = await tx
      .insert(pc)
      .values({
        enquiryKind: ref.kind,
        enquiryId: ref.id,
        courierName: courier.name,
        trackingNumber: input.trackingNumber,
        trackingUrl: trackingLink(courier.trackingUrl, input.trackingNumber),
        dispatchedOn: input.dispatchedOn,
        pieces: input.pieces,
        createdBy: actor.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return { ok: false, reason: 'same' };
    if (record.entry.status !== 'shipped' && record.entry.status !== 'received') await setEnquiryStatus(tx, ref, 'shipped');
    const what = `${courier.name}${input.trackingNumber ? `, tracking number ${input.trackingNumber}` : ''}, ${input.pieces} ${input.pieces === 1 ? 'piece' : 'pieces'}`;
    await recordEvent(tx, ref, { type: 'dispatched', status: 'shipped', message: what });
    await recordAudit(tx, actor, { action: 'create', entity: `parcel:${ref.kind}`, entityId: ref.id, summary: `Sent a parcel: ${what}` });
    return { ok: true, record, parcel: view(row) };
  }));
}

/** The shopper's page: her parcels, and the Received button while one was sent and it is not closed. */
export async function deliveryOf(ref: EnquiryRef, status: string): Promise<DeliveryView> {
  const parcels = await parcelsOf(ref);
  return { parcels, canMarkReceived: parcels.length > 0 && status !== 'received' && status !== 'cancelled' };
}

export type ReceivedResult = { ok: true; record: EnquiryRecord } | { ok: false; reason: 'missing' | 'not-sent' | 'already' };

/**
 * Received: the enquiry is closed, and its review invitation is due after the usual days (the
 * invitation follows the timeline's Received). Only once a parcel was sent.
 */
export async function markReceived(ref: EnquiryRef): Promise<ReceivedResult> {
  return publishAfter('accounts', db().transaction(async (tx): Promise<ReceivedResult> => {
    const record = await loadEnquiry(ref, tx);
    if (!record) return { ok: false, reason: 'missing' };
    if (record.entry.status === 'cancelled' || (await parcelsOf(ref, tx)).length === 0) return { ok: false, reason: 'not-sent' };
    if (record.entry.status === 'received') return { ok: false, reason: 'already' };
    await setEnquiryStatus(tx, ref, 'received');
    await recordEvent(tx, ref, { type: 'status', status: 'received' });
    return { ok: true, record };
  }));
}
