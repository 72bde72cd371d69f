import { DISPATCH_MESSAGES as m } from '../../lib/dispatch-messages.ts';
import { textOf } from '../../lib/schemas/admin-fields.ts';
import { parcelSchema } from '../../lib/schemas/dispatch.ts';
import { fail, invalid, ok } from '../data/admin-actions.server.ts';
import type { Actor } from '../data/audit.server.ts';
import { addParcel, parcelsFor } from '../data/parcels.server.ts';
import { logger } from '../platform/logger.server.ts';
import { mailOnItsWay } from '../mail/dispatch-mail.server.ts';
import type { EnquiryView } from '../../lib/views.ts';
import { refOf } from './quote-actions.server.ts';
import { listInbox } from '../data/admin-enquiries.server.ts';
import { plausibleId, type EnquiryRef } from '../data/enquiry-records.server.ts';
import { withQuotes } from '../data/quotes.server.ts';

const REFUSED = {
  missing: [404, m.dispatchFailed, undefined],
  'not-paid': [409, m.notPaid, undefined],
  'unknown-courier': [400, m.dispatchFailed, { courierId: m.unknownCourier }],
  same: [409, m.sameParcel, { trackingNumber: m.sameParcel }],
  'needs-number': [400, m.dispatchFailed, { trackingNumber: m.trackingNumber }],
} as const;

/** The inbox's Add a parcel (the route has checked the admin role): stored, then the shopper is mailed its tracking link. */
export async function dispatchAdminAction(actor: Actor, form: FormData) {
  const ref = refOf(form);
  if (!ref) return fail(m.dispatchFailed, 404);
  const parsed = parcelSchema.safeParse({
    courierId: textOf(form.get('courierId')),
    trackingNumber: textOf(form.get('trackingNumber')),
    dispatchedOn: textOf(form.get('dispatchedOn')),
    pieces: textOf(form.get('pieces')),
  });
  if (!parsed.success) return invalid(m.dispatchFailed, parsed.error);
  try {
    const result = await addParcel(actor, ref, parsed.data);
    if (!result.ok) {
      const [status, error, fields] = REFUSED[result.reason];
      return fail(error, status, fields);
    }
    await mailOnItsWay(result.record, result.parcel);
    return ok(m.dispatched, { description: result.record.entry.email ? m.dispatchedDescription : undefined });
  } catch (error) {
    logger.error({ err: error }, m.dispatchFailed);
    return fail(m.dispatchFailed, 500);
  }
}

/** Adds to each inbox row the parcels it was sent in. */
export async function withParcels<T extends Pick<EnquiryView, 'kind' | 'id'>>(
  entries: T[],
): Promise<(T & { parcels: NonNullable<EnquiryView['parcels']> })[]> {
  const parcels = await parcelsFor(entries.map((e) => ({ kind: e.kind, id: e.id })));
  return entries.map((e) => ({ ...e, parcels: parcels.get(`${e.kind}:${e.id}`) ?? [] }));
}

/** One enquiry as its dispatch page shows it (its quote in force and its parcels), or null. */
export async function enquiryForDispatch(ref: EnquiryRef) {
  if (!plausibleId(ref)) return null;
  const [entry] = await listInbox({ kind: ref.kind, ids: [ref.id], limit: 1 });
  return entry ? (await withParcels(await withQuotes([entry])))[0] : null;
}
