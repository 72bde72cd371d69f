/**
 * The one place prices become text: ₹2,499 and ₹1,25,000 (Indian digit grouping), exactly as
 * Intl.NumberFormat('en-IN', INR, no decimals) writes them. Written by hand because building that
 * formatter is the slowest step of a phone's first script run: 25-60 ms, 100-230 ms at 4x CPU, in
 * Chromium (ICU data), on every page with a price.
 */
export function formatINR(amount: number): string {
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded));
  // Thousands, then groups of two: 1,23,45,678.
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return `${rounded < 0 ? '-' : ''}₹${grouped}`;
}

/** Accepts '₹2,499', '2,499', '2499' (and stray spaces); returns whole rupees or null when not a price. */
export function parseINR(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.round(input) : null;
  if (input == null) return null;
  const cleaned = String(input)
    .replace(/[₹,\s]/g, '')
    .replace(/^rs\.?/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned));
}

export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

// Other currencies. Rupees stay the price of record; these are estimates beside them (whole units)
// and the exact amount of a quote issued in the shopper's currency (cents, 2 decimals).

/** The display currencies a shopper may choose, in the order the chooser lists them. */
export const DISPLAY_CURRENCIES = ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'AED', 'SGD'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const isDisplayCurrency = (code: unknown): code is DisplayCurrency => DISPLAY_CURRENCIES.includes(code as DisplayCurrency);

/** Signs that tell the dollars apart (as en-IN writes them); the dirham has none in common use. */
export const CURRENCY_SIGNS: Record<DisplayCurrency, string> = {
  USD: 'US$',
  GBP: '£',
  EUR: '€',
  CAD: 'CA$',
  AUD: 'A$',
  AED: 'AED ',
  SGD: 'S$',
};
export const CURRENCY_NAMES: Record<DisplayCurrency, string> = {
  USD: 'US dollar',
  GBP: 'British pound',
  EUR: 'Euro',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  AED: 'UAE dirham',
  SGD: 'Singapore dollar',
};

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+$)/g, ',');

/** An estimate in whole units of the currency: ₹2,499 at ₹83.20 a dollar is 30. */
export const estimateUnits = (rupees: number, rupeesPerUnit: number) => Math.round(rupees / rupeesPerUnit + 1e-9);

/** "≈ US$30": the estimate beside a rupee price. */
export function formatEstimate(rupees: number, currency: DisplayCurrency, rupeesPerUnit: number): string {
  return `≈ ${CURRENCY_SIGNS[currency]}${grouped(estimateUnits(rupees, rupeesPerUnit))}`;
}

/** A quote line in the quote's currency, in cents: rounded to 2 decimals, half away from zero. */
export function toCents(rupees: number, rupeesPerUnit: number): number {
  const cents = (Math.abs(rupees) * 100) / rupeesPerUnit;
  // The 1e-9 keeps a half cent that binary fractions store as 0.4999… rounding up.
  return Math.sign(rupees) * Math.round(cents + 1e-9);
}

/** "US$1,234.50" (and "₹2,499" for rupees): the exact amount of a quote in its currency. */
export function formatCents(cents: number, currency: DisplayCurrency | 'INR'): string {
  if (currency === 'INR') return formatINR(cents / 100);
  const abs = Math.abs(cents);
  const text = `${CURRENCY_SIGNS[currency]}${grouped(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/** The rate a quote freezes (rupees per unit, 2 decimals), as the shopper reads it: "US$1 = ₹83.20". */
export function formatRate(currency: DisplayCurrency, rupeesPerUnit: number): string {
  return `${CURRENCY_SIGNS[currency]}1 = ₹${rupeesPerUnit.toFixed(2)}`;
}

/** Rates are shown only while they are at most this many days old. */
export const MAX_RATE_AGE_DAYS = 7;

/** Whether rates published on `ratesDate` (YYYY-MM-DD) may still be shown on `now`. */
export function ratesAreFresh(ratesDate: string, now = new Date()): boolean {
  const published = Date.parse(`${ratesDate}T00:00:00Z`);
  if (Number.isNaN(published)) return false;
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return (today - published) / 86_400_000 <= MAX_RATE_AGE_DAYS;
}
