import { countryName, whatsappDigits } from '../../lib/phone.ts';
import { displayPhone } from '../platform/phone-numbers.server.ts';
import type { EnquiryView } from '../../lib/views.ts';
import type { schema } from '../platform/db.server.ts';
import type { InquiryNotes } from './enquiries.server.ts';

/** One row of the admin inbox, whatever its kind (the shape is defined beside the cards that show it). */
export type InboxEntry = Omit<EnquiryView, 'submittedAt'> & { submittedAt: Date };

type CartRow = typeof schema.userEnquiries.$inferSelect;
type InquiryRow = typeof schema.inquiries.$inferSelect;
type CustomRow = typeof schema.customOrders.$inferSelect;

/** What is read back: rows written by older versions or by hand may lack fields or hold other types. */
type StoredInquiryNotes = { [K in keyof InquiryNotes]?: unknown };

/** Inquiry notes are JSON text written by the inquiry form; anything unreadable is kept as plain notes. */
export function parseInquiryNotes(text: string): StoredInquiryNotes {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredInquiryNotes) : { notes: String(text) };
  } catch {
    return text ? { notes: text } : {};
  }
}

/** Only our own media and http(s) addresses become links; anything else is dropped. */
const SAFE_URL = /^(\/media\/[\w./-]+|https?:\/\/\S+)$/i;
export const safeUrls = (values: unknown): string[] =>
  (Array.isArray(values) ? values : [values]).filter((v): v is string => typeof v === 'string' && SAFE_URL.test(v));

const asText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(asText).filter(Boolean).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v).trim();
};

function detailList(pairs: [string, unknown][]) {
  return pairs.map(([label, value]) => ({ label, value: asText(value) })).filter((d) => d.value !== '');
}

function cartItems(items: CartRow['items']): InboxEntry['items'] | null {
  if (!Array.isArray(items)) return null;
  return items.map((item) => {
    const i = item as Record<string, unknown>;
    return {
      sku: asText(i.sku),
      name: asText(i.name) || 'Item',
      price: typeof i.price === 'number' ? i.price : null,
      size: asText(i.selectedSize ?? i.size) || null,
      quantity: typeof i.quantity === 'number' ? i.quantity : null,
    };
  });
}

const INQUIRY_FIELDS: [keyof InquiryNotes, string][] = [
  ['occasion', 'Occasion'],
  ['preferred_style', 'Preferred styles'],
  ['budget_range', 'Budget'],
  ['size', 'Size'],
  ['fabric_or_embroidery_prefs', 'Fabric or embroidery'],
  ['notes', 'Customer notes'],
  ['source', 'Source'],
  ['product_slug', 'Product'],
];

const madeToMeasureOf = (r: Pick<CartRow, 'needBy' | 'leadDays' | 'measurements'>) => ({ needBy: r.needBy, leadDays: r.leadDays, measurements: r.measurements });

export function toInboxEntry(input: { kind: 'cart'; row: CartRow; profileCountry?: string | null; profilePhone?: string | null } | { kind: 'inquiry'; row: InquiryRow; notes: StoredInquiryNotes } | { kind: 'custom'; row: CustomRow }): InboxEntry {
  if (input.kind === 'cart') {
    const r = input.row;
    const items = cartItems(r.items);
    const extra = items ? [] : Object.entries(r.items as Record<string, unknown>).map(([k, v]) => [k.replace(/_/g, ' '), v] as [string, unknown]);
    return {
      kind: 'cart',
      id: r.id,
      customerName: r.customerName,
      email: r.customerEmail,
      // A cart enquiry asks no phone: the signed-in shopper's profile may give one (the owner's WhatsApp messages).
      phone: input.profilePhone ? displayPhone(input.profilePhone) : null,
      whatsapp: input.profilePhone ? whatsappDigits(input.profilePhone) : null,
      // A cart enquiry asks no country; the signed-in shopper's profile may say where she lives.
      country: input.profileCountry ? countryName(input.profileCountry) : null,
      countryCode: input.profileCountry ?? null,
      status: r.status,
      internalNotes: r.internalNotes,
      submittedAt: new Date(r.submittedAt),
      itemCount: items ? items.length : null,
      items: items ?? [],
      details: detailList(extra),
      referenceImages: [],
      madeToMeasure: madeToMeasureOf(r),
    };
  }
  if (input.kind === 'inquiry') {
    const r = input.row;
    return {
      kind: 'inquiry',
      id: r.inquiryId,
      customerName: r.customerName,
      email: r.customerEmail,
      phone: displayPhone(r.phone),
      whatsapp: whatsappDigits(r.phone),
      country: r.country ? countryName(r.country) : null,
      countryCode: r.country ?? null,
      status: r.status,
      internalNotes: r.internalNotes,
      submittedAt: new Date(r.createdAt),
      itemCount: null,
      items: [],
      details: detailList([['City', r.shippingAddress], ['Country', r.country ? countryName(r.country) : null], ...INQUIRY_FIELDS.map(([key, label]) => [label, input.notes[key]] as [string, unknown])]),
      referenceImages: safeUrls(input.notes.reference_image_urls ?? []),
      madeToMeasure: madeToMeasureOf(r),
    };
  }
  const r = input.row;
  return {
    kind: 'custom',
    id: r.id,
    customerName: r.name,
    email: r.email,
    phone: displayPhone(r.phone),
    whatsapp: whatsappDigits(r.phone),
    country: null,
    countryCode: null,
    status: r.status,
    internalNotes: r.internalNotes,
    submittedAt: new Date(r.createdAt),
    itemCount: null,
    items: [],
    details: detailList([
      ['Design interest', r.designInterest],
      ['Product', r.productId],
      ['Customization notes', r.customizationNotes],
      ['Images sent', r.imagesCount],
    ]),
    referenceImages: r.imageLink ? safeUrls(r.imageLink) : [],
    madeToMeasure: madeToMeasureOf(r),
  };
}
