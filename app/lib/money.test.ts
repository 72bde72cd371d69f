import { describe, expect, it } from 'vitest';
import {
  DISPLAY_CURRENCIES,
  discountPercent,
  estimateUnits,
  formatCents,
  formatEstimate,
  formatINR,
  formatRate,
  isDisplayCurrency,
  parseINR,
  ratesAreFresh,
  toCents,
} from './money.ts';

describe('money', () => {
  it('formats with the rupee sign and Indian grouping', () => {
    expect(formatINR(2499)).toBe('₹2,499');
    expect(formatINR(125000)).toBe('₹1,25,000');
    expect(formatINR(999)).toBe('₹999');
  });
  it('writes every amount as Intl.NumberFormat en-IN does, rounding to whole rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const amounts = [
      0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789, 2499.4, 2499.5, -1, -2500, -123456,
    ];
    for (let n = 1; n < 1e15; n = n * 7 + 3) amounts.push(n);
    for (const amount of amounts) expect(formatINR(amount), String(amount)).toBe(intl.format(Math.round(amount)));
  });
  it('parses the forms admins type', () => {
    expect(parseINR('₹2,499')).toBe(2499);
    expect(parseINR('2,499')).toBe(2499);
    expect(parseINR('2499')).toBe(2499);
    expect(parseINR(' ₹ 1,25,000 ')).toBe(125000);
    expect(parseINR('-5')).toBeNull();
    expect(parseINR('abc')).toBeNull();
    expect(parseINR('')).toBeNull();
  });
  it('computes the discount only for a real sale', () => {
    expect(discountPercent(1999, 2499)).toBe(20);
    expect(discountPercent(2499, 2499)).toBeNull();
    expect(discountPercent(2499, null)).toBeNull();
  });
});

describe('other currencies', () => {
  it('estimates in whole units of the currency, rounding half up', () => {
    expect(formatEstimate(2499, 'USD', 83.2)).toBe('≈ US$30');
    expect(estimateUnits(2499, 83.2)).toBe(30); // 30.036
    expect(estimateUnits(2496, 83.2)).toBe(30); // exactly 30
    expect(estimateUnits(4, 8)).toBe(1); // exactly 0.5
    expect(estimateUnits(2540, 83.2)).toBe(31); // 30.53
    expect(estimateUnits(2537, 83.2)).toBe(30); // 30.49
    expect(formatEstimate(125000, 'GBP', 105.5)).toBe('≈ £1,185');
    expect(formatEstimate(2499, 'AED', 22.66)).toBe('≈ AED 110');
    expect(formatEstimate(1_250_000, 'EUR', 90)).toBe('≈ €13,889');
  });
  it('converts quote amounts to cents, 2 decimals, half away from zero', () => {
    expect(toCents(2499, 83.2)).toBe(3004); // 30.0360…
    expect(toCents(1, 8)).toBe(13); // 0.125 → 0.13
    expect(toCents(-1, 8)).toBe(-13);
    expect(toCents(2, 8)).toBe(25);
    expect(toCents(0, 83.2)).toBe(0);
    expect(formatCents(300_436, 'USD')).toBe('US$3,004.36');
    expect(formatCents(5, 'SGD')).toBe('S$0.05');
    expect(formatCents(-1250, 'EUR')).toBe('-€12.50');
    expect(formatCents(249_900, 'INR')).toBe('₹2,499');
    expect(formatRate('USD', 83.2)).toBe('US$1 = ₹83.20');
  });
  it('shows rates for seven days after their date, not on the eighth', () => {
    const now = new Date('2026-11-26T17:00:00Z');
    expect(ratesAreFresh('2026-11-26', now)).toBe(true);
    expect(ratesAreFresh('2026-11-19', now)).toBe(true);
    expect(ratesAreFresh('2026-11-18', now)).toBe(false);
    expect(ratesAreFresh('not a date', now)).toBe(false);
  });
  it('knows its display currencies and nothing else', () => {
    expect(DISPLAY_CURRENCIES).toEqual(['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'AED', 'SGD']);
    expect(isDisplayCurrency('USD')).toBe(true);
    expect(isDisplayCurrency('INR')).toBe(false);
    expect(isDisplayCurrency('XYZ')).toBe(false);
  });
});
