import { describe, expect, it } from 'vitest';
import { upiPayLink } from './upi.ts';
import { quoteLines, quoteTotal, readRupees } from './quote.ts';
import { indiaDay } from './dates.ts';

describe('upiPayLink', () => {
  it('carries payee, shop name, the exact amount, INR and the enquiry reference', () => {
    const link = upiPayLink({
      upiId: 'aangan.boutique@okhdfcbank',
      shopName: 'Aangan Boutique',
      total: 125000,
      reference: 'Enquiry #1a2b3c4d',
    });
    expect(link).toBe('upi://pay?pa=aangan.boutique@okhdfcbank&pn=Aangan%20Boutique&am=125000.00&cu=INR&tn=Enquiry%20%231a2b3c4d');
  });
});

describe('quote lines', () => {
  it('adds stitching and Express shipping and takes the discount off', () => {
    const lines = quoteLines({ items: [{ label: 'Saree', amount: 12499 }], stitching: 1500, discount: 1000, shipping: 'express' });
    expect(lines.map((l) => l.amount)).toEqual([12499, 1500, -1000, 199]);
    expect(quoteTotal(lines)).toBe(13198);
  });
  it('Standard shipping is free', () => {
    expect(quoteTotal(quoteLines({ items: [{ label: 'Kurta', amount: 2499 }], stitching: 0, discount: 0, shipping: 'standard' }))).toBe(
      2499,
    );
  });
  it('reads whole rupees only', () => {
    expect(readRupees('₹1,25,000')).toBe(125000);
    expect(readRupees('2499')).toBe(2499);
    expect(readRupees('24.50')).toBeNull();
    expect(readRupees('-5')).toBeNull();
  });
  it('counts days in India time', () => {
    expect(indiaDay(0, new Date('2026-01-31T20:00:00Z'))).toBe('2026-02-01');
    expect(indiaDay(7, new Date('2026-01-31T10:00:00Z'))).toBe('2026-02-07');
  });
});
