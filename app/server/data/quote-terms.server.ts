import { isDisplayCurrency, type DisplayCurrency } from '../../lib/money.ts';
import { readRupees, shippingLine, type QuoteShippingLine } from '../../lib/quote.ts';
import { ABROAD_MESSAGES } from '../../lib/schemas/abroad.ts';
import type { QuoteFormInput } from '../../lib/schemas/quote.ts';
import type { QuoteSettings } from '../../lib/quote-views.ts';
import { getBankDetails } from './bank-details.server.ts';
import { listRates } from './exchange-rates.server.ts';
import { listShippingZones } from './shipping-zones.server.ts';

// What a quote takes from the shop's settings when it is sent: the zone's shipping line, the rate
// of its currency (frozen in the quote from then on) and, for a bank transfer, a copy of the shop's
// bank details, so a later change of settings never changes a quote already sent.

export type QuoteTerms = {
  shipping: QuoteShippingLine;
  /** Null for a quote in rupees. */
  money: { currency: DisplayCurrency; rupeesPerUnit: number } | null;
  payment: { method: 'link'; link: string } | { method: 'bank'; details: string } | null;
};

export type TermsRefusal = { field: string; message: string };

export async function quoteTerms(input: QuoteFormInput, now = new Date()): Promise<{ ok: true; terms: QuoteTerms } | ({ ok: false } & TermsRefusal)> {
  const zone = (await listShippingZones()).find((z) => z.zone === input.shipTo);
  if (!zone) return { ok: false, field: 'shipTo', message: ABROAD_MESSAGES.shipTo };
  const shipping = shippingLine(zone, input.shipping ?? 'standard', readRupees(input.shippingAmount) ?? zone.price);
  if (input.currency === 'INR' || !isDisplayCurrency(input.currency)) return { ok: true, terms: { shipping, money: null, payment: null } };

  const rate = (await listRates(now)).find((r) => r.currency === input.currency);
  if (!rate?.fresh || !rate.rupeesPerUnit) return { ok: false, field: 'currency', message: ABROAD_MESSAGES.staleRate };
  // The owner saw amounts at one rate; if it moved since, she sees the new amounts before anything is sent.
  if (input.rate !== '' && Number(input.rate) !== rate.rupeesPerUnit) return { ok: false, field: 'currency', message: ABROAD_MESSAGES.rateChanged };
  const money = { currency: input.currency, rupeesPerUnit: rate.rupeesPerUnit };
  if (input.paymentMethod === 'bank') {
    const details = await getBankDetails();
    if (!details) return { ok: false, field: 'paymentMethod', message: ABROAD_MESSAGES.noBankDetails };
    return { ok: true, terms: { shipping, money, payment: { method: 'bank', details } } };
  }
  return { ok: true, terms: { shipping, money, payment: { method: 'link', link: input.paymentLink.trim() } } };
}

/** The settings Send Quote shows: zones, the rates it may use today, the bank details. */
export async function quoteSettings(now = new Date()): Promise<QuoteSettings> {
  const [zones, rates, bankDetails] = await Promise.all([listShippingZones(), listRates(now), getBankDetails()]);
  return {
    zones,
    rates: rates.flatMap((r) => (r.fresh && r.rupeesPerUnit && r.date ? [{ currency: r.currency, rupeesPerUnit: r.rupeesPerUnit, date: r.date }] : [])),
    bankDetails,
  };
}
