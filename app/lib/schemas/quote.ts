import { z } from 'zod';
import { QUOTE_SHIPPING, UPI_UTR_PATTERN } from '../enquiry-constants.ts';
import { MESSAGES } from '../messages.ts';
import { DISPLAY_CURRENCIES } from '../money.ts';
import { endOfIndiaDay, readRupees } from '../quote.ts';
import { SHIPPING_ZONE_KEYS } from '../shipping-zones.ts';
import { ABROAD_MESSAGES, paymentLinkSchema } from './abroad.ts';
import { cleanText } from './common.ts';
import { textOf } from './admin-fields.ts';
import { indiaDay } from '../dates.ts';

const m = MESSAGES.quote;
/** A quote is issued in rupees or in one of the shoppers' display currencies. */
export const QUOTE_CURRENCIES = ['INR', ...DISPLAY_CURRENCIES] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const rupees = (optional: boolean) =>
  z.string().transform((v, ctx) => {
    if (optional && v.trim() === '') return 0;
    const n = readRupees(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: m.lineAmount });
      return z.NEVER;
    }
    return n;
  });

/** A line started from a catalogue piece carries its sku, size and quantity in hidden fields; a line typed by hand has none. */
const itemSchema = z.object({
  label: cleanText(200).pipe(z.string().min(1, 'Please name each line')),
  amount: rupees(false),
  sku: z.union([z.literal(''), z.string().regex(/^[\w-]{1,100}$/, m.lineAmount)]).default(''),
  size: cleanText(40).default(''),
  quantity: z.coerce.number().int().min(1).max(99).default(1),
});

/** The admin's Send Quote form. The total is never read from it: the server adds the lines up. */
export const quoteFormSchema = z
  .object({
    items: z.array(itemSchema).max(40),
    stitching: rupees(true),
    discount: rupees(true),
    /** Within India: Standard or Express. */
    shipping: z.enum(Object.keys(QUOTE_SHIPPING) as ['standard', 'express'], 'Please choose shipping').optional(),
    /** The shipping zone; the line's price abroad is the owner's (the zone's price to start with). */
    shipTo: z.enum(SHIPPING_ZONE_KEYS, ABROAD_MESSAGES.shipTo).default('india'),
    shippingAmount: z.string().default(''),
    currency: z.enum(QUOTE_CURRENCIES, ABROAD_MESSAGES.quoteCurrency).default('INR'),
    /** The rate (rupees per unit) the owner saw; the server freezes its own and refuses a different one. */
    rate: z.string().default(''),
    paymentMethod: z.enum(['link', 'bank'], ABROAD_MESSAGES.paymentMethod).optional(),
    paymentLink: z.string().default(''),
    validUntil: z
      .string()
      .regex(DAY, m.validUntil)
      .refine((d) => d >= indiaDay() && d <= indiaDay(366) && !Number.isNaN(endOfIndiaDay(d).getTime()), m.validUntil),
    message: cleanText(2000),
  })
  .superRefine((q, ctx) => {
    if (q.shipTo === 'india' && !q.shipping) ctx.addIssue({ code: 'custom', path: ['shipping'], message: 'Please choose shipping' });
    if (q.shipTo !== 'india' && readRupees(q.shippingAmount) === null)
      ctx.addIssue({ code: 'custom', path: ['shippingAmount'], message: ABROAD_MESSAGES.zonePrice });
    if (q.currency !== 'INR') {
      if (!q.paymentMethod) ctx.addIssue({ code: 'custom', path: ['paymentMethod'], message: ABROAD_MESSAGES.paymentMethod });
      if (q.paymentMethod === 'link' && !paymentLinkSchema.safeParse(q.paymentLink).success)
        ctx.addIssue({ code: 'custom', path: ['paymentLink'], message: ABROAD_MESSAGES.paymentLink });
    }
    if (q.items.length === 0 && q.stitching === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: m.noLines });
    const sum = q.items.reduce((s, i) => s + i.amount, 0) + q.stitching;
    if (q.discount > 0 && q.discount >= sum) ctx.addIssue({ code: 'custom', path: ['discount'], message: m.totalTooLow });
  });
export type QuoteFormInput = z.infer<typeof quoteFormSchema>;

/** Reads the form's repeated itemLabel/itemAmount fields; rows left wholly blank are dropped. */
export function quoteFormValues(form: FormData) {
  const labels = form.getAll('itemLabel').map(textOf);
  const amounts = form.getAll('itemAmount').map(textOf);
  const skus = form.getAll('itemSku').map(textOf);
  const sizes = form.getAll('itemSize').map(textOf);
  const quantities = form.getAll('itemQuantity').map(textOf);
  const items = labels
    .map((label, i) => ({ label, amount: amounts[i] ?? '', sku: skus[i] ?? '', size: sizes[i] ?? '', quantity: quantities[i] || '1' }))
    .filter((r) => r.label.trim() !== '' || r.amount.trim() !== '');
  const get = (k: string) => textOf(form.get(k));
  // A form without the field (an older page) means rupees and India; a field sent empty is checked.
  const given = (k: string) => (form.has(k) ? get(k) : undefined);
  return {
    items,
    stitching: get('stitching'),
    discount: get('discount'),
    shipping: get('shipping') || undefined,
    shipTo: given('shipTo'),
    shippingAmount: get('shippingAmount'),
    currency: given('currency'),
    rate: get('rate'),
    paymentMethod: get('paymentMethod') || undefined,
    paymentLink: get('paymentLink'),
    validUntil: get('validUntil'),
    message: get('message'),
  };
}

const quoteId = z.uuid('Unknown quote');

/** Accept Quote: the total the shopper saw is sent back and must equal the stored one. */
export const acceptQuoteSchema = z.object({ quoteId, total: z.coerce.number().int() });
export const askChangesSchema = z.object({ quoteId, message: cleanText(2000).pipe(z.string().min(1, m.changesMessage)) });
export const paymentClaimSchema = z.object({
  quoteId,
  utr: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(UPI_UTR_PATTERN, m.utrInvalid)),
});
