import { formatLongDate } from '../../lib/dates.ts';
import type { ParcelView } from '../../lib/parcel-views.ts';
import type { EnquiryRecord } from '../data/enquiry-records.server.ts';
import { enquiryReference } from '../data/enquiry-records.server.ts';
import { toShopper } from './quote-mail.server.ts';

// "On its way": one mail per parcel, with its courier, tracking number and tracking link.

const piecesText = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

/** What the shopper reads of one parcel, in the mail and in the owner's WhatsApp message alike. */
export function parcelLines(parcel: ParcelView): { label: string; value: string }[] {
  return [
    { label: 'Courier', value: parcel.courierName },
    ...(parcel.trackingNumber ? [{ label: 'Tracking number', value: parcel.trackingNumber }] : []),
    { label: 'Dispatched on', value: formatLongDate(parcel.dispatchedOn) },
    { label: 'In this parcel', value: piecesText(parcel.pieces) },
    ...(parcel.trackingUrl ? [{ label: 'Track your parcel', value: parcel.trackingUrl }] : []),
  ];
}

export function mailOnItsWay(record: EnquiryRecord, parcel: ParcelView) {
  const ref = enquiryReference(record.ref);
  const left = `Your enquiry ${ref} is on its way: it left us on ${formatLongDate(parcel.dispatchedOn)} with ${parcel.courierName}.`;
  const track = parcel.trackingUrl ? 'The courier’s page may take a day to show your parcel.' : 'We will tell you when to expect it.';
  const facts = parcelLines(parcel);
  return toShopper(record, `Your enquiry ${ref} is on its way`, [left, '', ...facts.map((f) => `${f.label}: ${f.value}`), '', track], {
    heading: 'Your parcel is on its way',
    intro: [left],
    facts,
    outro: [track],
  });
}
