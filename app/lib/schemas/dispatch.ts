import { z } from 'zod';
import { indiaDay } from '../dates.ts';
import { DISPATCH_MESSAGES as m } from '../dispatch-messages.ts';
import { cleanText } from './common.ts';

/** A courier's tracking number: letters, digits and dashes only, so it is safe in a link and a message as it is. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, given as YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
const isRealDay = (d: string) =>
  DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

/**
 * Add a parcel: a courier from the owner's list, its tracking number, the day it left (not after today
 * in India) and its pieces. An empty tracking number is null here; the server refuses it for a courier
 * whose tracking page needs one.
 */
export const parcelSchema = z.object({
  courierId: z.uuid(m.unknownCourier),
  trackingNumber: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => v === '' || TRACKING_NUMBER.test(v), m.trackingNumber)
    .transform((v) => v || null),
  dispatchedOn: z
    .string()
    .trim()
    .refine((d) => isRealDay(d) && d <= indiaDay() && d >= indiaDay(-366), m.dispatchDate),
  pieces: z.coerce.number(m.pieces).int(m.pieces).min(1, m.pieces).max(99, m.pieces),
});
export type ParcelInput = z.infer<typeof parcelSchema>;

/** A courier's tracking link template: https with `{awb}` where the number goes, or empty for none (hand delivery). */
const trackingTemplate = z
  .string()
  .trim()
  .max(300, m.courierLink)
  .refine(
    (v) => v === '' || (/^https:\/\/[^\s<>"']+$/.test(v) && v.includes('{awb}') && URL.canParse(v.replace('{awb}', 'X'))),
    m.courierLink,
  );

export const courierSchema = z.object({
  name: cleanText(60).pipe(z.string().min(1, m.courierName)),
  trackingUrl: trackingTemplate,
});
export type CourierInput = z.infer<typeof courierSchema>;

/** The tracking link of one parcel: the template with the number in it, or null for a courier without one. */
export function trackingLink(template: string, trackingNumber: string | null): string | null {
  return template && trackingNumber ? template.replaceAll('{awb}', encodeURIComponent(trackingNumber)) : null;
}
