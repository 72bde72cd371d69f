// How an invoice's money is split. Prices are inclusive of GST, so each line's taxable value is
// backed out of what the shopper paid, in paise, and every line adds up exactly: taxable + taxes =
// what she paid for it, and the lines add up to her total. The reasons are in
// docs/decisions/0025-gst-invoice-splits.md.

/** The owner's slabs: garments (chapters 61-63) at `low` % up to `threshold` rupees a piece, `high` % above; everything else at `other` %. */
export type GstSlabs = { threshold: number; low: number; high: number; other: number };

/** As notified from 22 Sep 2025 (Notification No. 9/2025-Central Tax (Rate)); fabrics (chapters 50-55) stay at 5 %. */
export const DEFAULT_SLABS: GstSlabs = { threshold: 2500, low: 5, high: 18, other: 5 };

/**
 * intra: CGST + SGST (the shopper is in the shop's state); inter: IGST; export: zero-rated under
 * LUT, no tax; supply: a bill of supply from a shop without a GSTIN, no tax.
 */
export type SupplyKind = 'intra' | 'inter' | 'export' | 'supply';

export type PieceLine = { description: string; hsn: string; quantity: number; paise: number };
export type TaxLine = PieceLine & { rate: number; taxable: number; cgst: number; sgst: number; igst: number };

const GARMENT_CHAPTERS = new Set(['61', '62', '63']);

/**
 * The rate of one line. The threshold is judged on the transaction value of a piece before tax: a
 * piece qualifies for the low rate only when its price with the low rate backed out is at most the
 * threshold, so ₹2,625 inclusive (₹2,500 + 5 %) is the dearest piece at 5 %.
 */
export function rateFor(hsn: string, piecePaise: number, slabs: GstSlabs): number {
  if (!GARMENT_CHAPTERS.has(hsn.slice(0, 2))) return slabs.other;
  return piecePaise * 100 <= slabs.threshold * 100 * (100 + slabs.low) ? slabs.low : slabs.high;
}

/** One line's taxable value and taxes in paise; CGST and SGST are equal halves, the taxable value takes the rounding. */
export function splitLine(line: PieceLine, kind: SupplyKind, slabs: GstSlabs): TaxLine {
  const none = { ...line, rate: 0, taxable: line.paise, cgst: 0, sgst: 0, igst: 0 };
  if (kind === 'export' || kind === 'supply') return none;
  const rate = rateFor(line.hsn, Math.round(line.paise / Math.max(1, line.quantity)), slabs);
  if (kind === 'intra') {
    const half = Math.round((line.paise * rate) / (2 * (100 + rate)));
    return { ...line, rate, taxable: line.paise - 2 * half, cgst: half, sgst: half, igst: 0 };
  }
  const igst = Math.round((line.paise * rate) / (100 + rate));
  return { ...line, rate, taxable: line.paise - igst, cgst: 0, sgst: 0, igst };
}

/**
 * Shares `total` (paise) out in proportion to `weights`, by largest remainder, so the shares add up
 * to the total exactly (equal weights when they add up to nothing).
 */
export function apportion(weights: number[], total: number): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const basis = sum > 0 ? weights : weights.map(() => 1);
  const basisSum = sum > 0 ? sum : weights.length;
  const exact = basis.map((w) => (w * total) / basisSum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

export type InvoiceTotals = { paise: number; taxable: number; cgst: number; sgst: number; igst: number };

export function addUp(lines: readonly Omit<TaxLine, 'description' | 'hsn' | 'quantity' | 'rate'>[]): InvoiceTotals {
  const t: InvoiceTotals = { paise: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const l of lines) {
    t.paise += l.paise;
    t.taxable += l.taxable;
    t.cgst += l.cgst;
    t.sgst += l.sgst;
    t.igst += l.igst;
  }
  return t;
}

/** Totals per rate, for the invoice's summary and the accountant's export. */
export function byRate(lines: readonly TaxLine[]): Map<number, InvoiceTotals> {
  const out = new Map<number, InvoiceTotals>();
  for (const rate of [...new Set(lines.map((l) => l.rate))].sort((a, b) => a - b))
    out.set(rate, addUp(lines.filter((l) => l.rate === rate)));
  return out;
}

/** ₹1,234.50 (Indian grouping, always two decimals) from paise. */
export function formatPaise(paise: number): string {
  const negative = paise < 0;
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const head = rupees.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}` : rupees;
  return `${negative ? '-' : ''}₹${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1234.50 for a spreadsheet: no sign, no grouping. */
export const plainPaise = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
