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
