import { CURRENCY_NAMES, type DisplayCurrency } from './money.ts';

/**
 * Rupees for one unit that a rate may be, whoever set it (the bank's feed or the owner). Each band
 * runs from about half to about three times the rate of 2025: over the twenty years before, the
 * rupee moved within less than that against every one of these (₹39 to ₹88 a US dollar), so a real
 * rate stays inside for decades, while a slipped decimal point (₹8.32 or ₹832 a dollar) or a broken
 * feed (₹97,50,00,00,00,000) falls outside. At the lowest edge a quote of 40 lines of ₹99,99,99,999
 * is under 5 × 10¹¹ cents, far below what its bigint column and a JavaScript number hold exactly.
 * Widen a band here if the rupee ever nears one of its edges.
 */
export const RATE_BANDS: Record<DisplayCurrency, { min: number; max: number }> = {
  USD: { min: 40, max: 250 },
  GBP: { min: 55, max: 350 },
  EUR: { min: 45, max: 300 },
  CAD: { min: 30, max: 180 },
  AUD: { min: 25, max: 170 },
  AED: { min: 10, max: 70 },
  SGD: { min: 30, max: 190 },
};

/** A fetched rate is refused when it moved more than this fraction from the last good one. */
export const MAX_FEED_MOVE = 0.2;

export const withinBand = (currency: DisplayCurrency, rupees: number) =>
  rupees >= RATE_BANDS[currency].min && rupees <= RATE_BANDS[currency].max;

/** A rate as the owner reads it, however odd: "₹83.2", "₹9,75,00,00,00,000", "₹0.00000000898". */
export const rupeeRateText = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', rupees >= 1 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 3 })}`;

/** What the Currencies screen says when an override is outside its currency's band. */
export function bandMessage(currency: DisplayCurrency): string {
  const { min, max } = RATE_BANDS[currency];
  return `${CURRENCY_NAMES[currency]}: please enter a rate from ₹${min} to ₹${max} for one unit (blank: the bank's rate)`;
}
