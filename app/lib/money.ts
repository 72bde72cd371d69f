const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Prices already written: Intl formatting is slow, and a page shows the same few dozen prices. */
const written = new Map<number, string>();
const MAX_WRITTEN = 5_000;

/** The one place prices become text: ₹2,499 and ₹1,25,000 (Indian digit grouping). */
export function formatINR(amount: number): string {
  const rounded = Math.round(amount);
  let text = written.get(rounded);
  if (text === undefined) {
    text = rupees.format(rounded);
    if (written.size >= MAX_WRITTEN) written.clear();
    written.set(rounded, text);
  }
  return text;
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
