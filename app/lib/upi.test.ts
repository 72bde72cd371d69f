import { describe, expect, it } from 'vitest';
import { upiPayLink } from './upi.ts';
import { linesInCents, quoteLines, quoteTotal, readRupees, shippingLine } from './quote.ts';
import { SHIPPING_ZONE_DEFAULTS, zoneForCountry } from './shipping-zones.ts';
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
    const lines = quoteLines({
      items: [{ label: 'Saree', amount: 12499 }],
      stitching: 1500,
      discount: 1000,
      shipping: shippingLine(undefined, 'express', 0),
    });
    expect(lines.map((l) => l.amount)).toEqual([12499, 1500, -1000, 199]);
    expect(quoteTotal(lines)).toBe(13198);
  });
  it('Standard shipping is free', () => {
    expect(
      quoteTotal(
        quoteLines({
          items: [{ label: 'Kurta', amount: 2499 }],
          stitching: 0,
          discount: 0,
          shipping: shippingLine(undefined, 'standard', 0),
        }),
      ),
    ).toBe(2499);
  });
  it('abroad, the line names the zone and its delivery time at the price the owner settled on', () => {
    const northAmerica = SHIPPING_ZONE_DEFAULTS.find((z) => z.zone === 'north-america')!;
    const lines = quoteLines({
      items: [{ label: 'Lehenga', amount: 120000 }],
      stitching: 0,
      discount: 0,
      shipping: shippingLine(northAmerica, 'standard', 4500),
    });
    expect(lines.at(-1)).toEqual({ kind: 'shipping', label: 'Shipping to North America (10-14 business days)', amount: 4500 });
  });
  it('converts line by line to cents, and the total is the sum of the lines', () => {
    // ₹1,20,000 / 83.2 = 1442.3076… → 144231 cents; ₹4,000 / 83.2 = 48.0769… → 4808; ₹-1,000 → -1202.
    const lines = quoteLines({
      items: [{ label: 'Lehenga', amount: 120000 }],
      stitching: 0,
      discount: 1000,
      shipping: shippingLine(SHIPPING_ZONE_DEFAULTS[4], 'standard', 4000),
    });
    expect(linesInCents(lines, 83.2)).toEqual({ lines: [144231, -1202, 4808], total: 147837 });
  });
  it('finds the zone of a country, India without one', () => {
    expect([
      zoneForCountry('US'),
      zoneForCountry('gb'),
      zoneForCountry('AE'),
      zoneForCountry('NP'),
      zoneForCountry('NZ'),
      zoneForCountry('BR'),
    ]).toEqual(['north-america', 'uk-europe', 'middle-east', 'south-asia', 'australia-nz', 'rest-of-world']);
    expect([zoneForCountry('IN'), zoneForCountry(null), zoneForCountry('')]).toEqual(['india', 'india', 'india']);
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
