import { z } from 'zod';
import { bandMessage, withinBand } from '../exchange-rate-bounds.ts';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '../money.ts';
import { readRupees } from '../quote.ts';
import { SHIPPING_ZONE_DEFAULTS } from '../shipping-zones.ts';
import { cleanText } from './common.ts';

export const ABROAD_MESSAGES = {
  currency:
    'Unknown currency: choose one of US dollar, British pound, Euro, Canadian dollar, Australian dollar, UAE dirham or Singapore dollar',
  zonePrice: 'Please enter a shipping price in whole rupees, such as 4,000',
  zoneDelivery: 'Please enter a delivery time, such as 10-14 business days',
  paymentLink: 'The payment link must be an https:// address (a PayPal, Stripe or Razorpay payment link)',
  bankDetails: 'Please keep the bank details under 1000 characters',
  quoteCurrency:
    'Unknown currency: choose Indian rupee, US dollar, British pound, Euro, Canadian dollar, Australian dollar, UAE dirham or Singapore dollar',
  shipTo: 'Please choose where the quote ships to: one of the shipping zones',
  paymentMethod: 'Please choose how the shopper pays from abroad: a payment link or a bank transfer',
  noBankDetails: 'The shop has no bank-transfer details yet: add them under Currencies and shipping, or use a payment link',
  staleRate: 'There is no rate from the last 7 days for this currency: fetch today’s rates or set one under Currencies and shipping',
  rateChanged: 'The rate changed since this form opened: check the new amounts, then send again',
} as const;

export const currencySchema = z.enum(DISPLAY_CURRENCIES, ABROAD_MESSAGES.currency);

/**
 * The admin's own rate for one currency: rupees per unit, up to 4 decimals, inside the currency's
 * sane band (RATE_BANDS: a slip of the decimal point would make every quote in it absurd); blank
 * goes back to the bank's rate.
 */
const rupeesPerUnitField = (currency: DisplayCurrency) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const text = v.replace(/^₹\s*/, '');
      if (text === '') return null;
      const n = /^\d{1,6}(\.\d{1,4})?$/.test(text) ? Number(text) : NaN;
      if (!withinBand(currency, n)) {
        ctx.addIssue({ code: 'custom', message: bandMessage(currency) });
        return z.NEVER;
      }
      return n;
    });

/** The Currencies screen's rate overrides: one `override_<CODE>` field per display currency. */
export const rateOverridesSchema = z
  .object(
    Object.fromEntries(DISPLAY_CURRENCIES.map((c) => [`override_${c}`, rupeesPerUnitField(c)])) as Record<
      string,
      ReturnType<typeof rupeesPerUnitField>
    >,
  )
  .transform((v) => Object.fromEntries(DISPLAY_CURRENCIES.map((c) => [c, v[`override_${c}`]])) as Record<DisplayCurrency, number | null>);

const zoneFields = Object.fromEntries(
  SHIPPING_ZONE_DEFAULTS.flatMap((d) => [
    [
      `price_${d.zone}`,
      z
        .string()
        .transform(
          (v, ctx) => readRupees(v) ?? (ctx.addIssue({ code: 'custom', message: `${d.label}: ${ABROAD_MESSAGES.zonePrice}` }), z.NEVER),
        ),
    ],
    [`delivery_${d.zone}`, cleanText(60).pipe(z.string().min(1, `${d.label}: ${ABROAD_MESSAGES.zoneDelivery}`))],
  ]),
) as Record<string, z.ZodType<number | string>>;

/** Every zone's price_<zone> and delivery_<zone> fields, read into one record per zone. */
export const shippingZonesSchema = z
  .object(zoneFields)
  .transform((v) =>
    Object.fromEntries(
      SHIPPING_ZONE_DEFAULTS.map((d) => [d.zone, { price: v[`price_${d.zone}`] as number, delivery: v[`delivery_${d.zone}`] as string }]),
    ),
  );

export const bankDetailsSchema = z.object({ bankDetails: cleanText(1000) });

/** A payment link the shopper opens: https only (never http:, javascript: or data:). */
export const paymentLinkSchema = z
  .string()
  .trim()
  .max(2000, ABROAD_MESSAGES.paymentLink)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && Boolean(url.hostname) && !/\s/.test(v);
    } catch {
      return false;
    }
  }, ABROAD_MESSAGES.paymentLink);
