import { describe, expect, it } from 'vitest';
import { DEFAULT_SLABS, addUp, apportion, formatPaise, rateFor, splitLine, type PieceLine } from './gst-split';
import { financialYear, invoiceNumber } from './invoice-numbers';

const kurta = (rupees: number, quantity = 1): PieceLine => ({ description: 'Kurta', hsn: '6211', quantity, paise: rupees * 100 });

describe('GST on inclusive prices', () => {
  it('takes 5 % up to ₹2,500 a piece before tax and 18 % above, judged per piece', () => {
    expect(rateFor('6211', 262_500, DEFAULT_SLABS)).toBe(5); // ₹2,500 + 5 %
    expect(rateFor('6211', 262_501, DEFAULT_SLABS)).toBe(18);
    expect(rateFor('6204', 200_000, DEFAULT_SLABS)).toBe(5);
    expect(rateFor('5208', 900_000, DEFAULT_SLABS)).toBe(5); // fabric: not in the garment slabs
    // Two pieces of ₹2,000 in one line are two pieces under the threshold.
    expect(splitLine(kurta(4000, 2), 'intra', DEFAULT_SLABS).rate).toBe(5);
    expect(splitLine(kurta(4000, 1), 'intra', DEFAULT_SLABS).rate).toBe(18);
  });

  it('splits inside the shop’s state into equal CGST and SGST, outside it into IGST', () => {
    expect(splitLine(kurta(2100), 'intra', DEFAULT_SLABS)).toMatchObject({ rate: 5, taxable: 200_000, cgst: 5_000, sgst: 5_000, igst: 0 });
    expect(splitLine(kurta(2100), 'inter', DEFAULT_SLABS)).toMatchObject({ rate: 5, taxable: 200_000, cgst: 0, sgst: 0, igst: 10_000 });
    expect(splitLine(kurta(5900), 'inter', DEFAULT_SLABS)).toMatchObject({ rate: 18, taxable: 500_000, igst: 90_000 });
    expect(splitLine(kurta(5900), 'export', DEFAULT_SLABS)).toMatchObject({ rate: 0, taxable: 590_000, igst: 0 });
    expect(splitLine(kurta(5900), 'supply', DEFAULT_SLABS)).toMatchObject({ rate: 0, taxable: 590_000, cgst: 0 });
  });

  it('rounds to the paisa and every line still adds up to what was paid', () => {
    // ₹999 at 5 %: each half is 999 × 2.5 / 105 = ₹23.7857… → ₹23.79; the taxable value takes the rest.
    expect(splitLine(kurta(999), 'intra', DEFAULT_SLABS)).toMatchObject({ cgst: 2_379, sgst: 2_379, taxable: 95_142 });
    // IGST 999 × 5 / 105 = ₹47.5714… → ₹47.57.
    expect(splitLine(kurta(999), 'inter', DEFAULT_SLABS)).toMatchObject({ igst: 4_757, taxable: 95_143 });
    for (const rupees of [1, 999, 2499, 2625, 2626, 3333, 77_777]) {
      for (const kind of ['intra', 'inter'] as const) {
        const l = splitLine(kurta(rupees), kind, DEFAULT_SLABS);
        expect(l.taxable + l.cgst + l.sgst + l.igst).toBe(rupees * 100);
        expect(l.cgst).toBe(l.sgst);
      }
    }
  });

  it('apportions shipping and discounts over the pieces so the lines add up to the total', () => {
    expect(apportion([1000, 2000, 3000], 600_001)).toEqual([100_000, 200_000, 300_001]);
    expect(apportion([0, 0], 101)).toEqual([51, 50]);
    const shares = apportion([2499, 2499, 1], 499_900 - 10_000);
    expect(shares.reduce((s, v) => s + v, 0)).toBe(489_900);
    const lines = shares.map((paise) => splitLine({ ...kurta(0), paise }, 'intra', DEFAULT_SLABS));
    expect(addUp(lines).paise).toBe(489_900);
    expect(formatPaise(123_456_78)).toBe('₹1,23,456.78');
  });
});

describe('invoice numbers', () => {
  it('count per financial year, which turns at midnight India time on 1 April', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27'); // 23:59:59.999 IST
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28'); // 00:00 IST, 1 April
    expect(financialYear(new Date('2026-12-31T20:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2100-01-15T00:00:00Z'))).toBe('2099-00');
    expect(invoiceNumber('AB', '2026-27', 1)).toBe('AB/2026-27/0001');
    expect(invoiceNumber('ABC', '2026-27', 9999)).toHaveLength(16);
  });
});
