import { describe, expect, it } from 'vitest';
import { discountPercent, formatINR, parseINR } from './money.ts';

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
