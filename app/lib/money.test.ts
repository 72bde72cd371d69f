import { describe, expect, it } from 'vitest';
import { discountPercent, formatINR, parseINR } from './money.ts';

describe('money', () => {
  it('formats with the rupee sign and Indian grouping', () => {
    expect(formatINR(2499)).toBe('₹2,499');
    expect(formatINR(125000)).toBe('₹1,25,000');
    expect(formatINR(999)).toBe('₹999');
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
