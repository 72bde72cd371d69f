import { formatDay } from './dates.ts';

// Apart from the shop's other WhatsApp texts (app/lib/whatsapp.ts), which every shopper page loads:
// only the owner's dispatch panel needs this one and the date formatting it brings.

/** The owner's WhatsApp message for one parcel: the same facts as the "on its way" mail, with the tracking link. */
export function parcelText(
  name: string | null,
  reference: string,
  parcel: { courierName: string; trackingNumber: string | null; trackingUrl: string | null; dispatchedOn: string },
) {
  const lines = [
    `Hello ${name || 'there'}, your enquiry ${reference} is on its way!`,
    `It left us on ${formatDay(parcel.dispatchedOn)} with ${parcel.courierName}${parcel.trackingNumber ? `, tracking number ${parcel.trackingNumber}` : ''}.`,
  ];
  if (parcel.trackingUrl) lines.push(`Track your parcel: ${parcel.trackingUrl}`);
  return lines.join('\n');
}
