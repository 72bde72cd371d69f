import { describe, expect, it } from 'vitest';
import { toMillimetres } from './measurements.ts';
import { SIZE_CHART, suggestSize, suggestionText } from './size-chart.ts';

const inches = (v: { bust?: number; waist?: number; hip?: number }) =>
  Object.fromEntries(Object.entries(v).map(([k, n]) => [k, toMillimetres(n, 'in')]));

describe('suggestSize at each boundary of the chart', () => {
  it('the lowest edge of XS is XS; just below it is outside the chart', () => {
    expect(suggestSize(inches({ bust: 32, waist: 26, hip: 34 }))).toEqual({ kind: 'size', size: 'XS' });
    expect(suggestSize(inches({ bust: 31.9 }))).toEqual({ kind: 'outside' });
    expect(suggestSize(inches({ waist: 25.9 }))).toEqual({ kind: 'outside' });
  });

  it('every shared edge fits both sizes and suggests the larger, one measurement or all three', () => {
    for (let i = 0; i < SIZE_CHART.length - 1; i++) {
      const [lower, upper] = [SIZE_CHART[i], SIZE_CHART[i + 1]];
      expect(suggestSize(inches({ bust: lower.bust[1] }))).toEqual({ kind: 'size', size: upper.size });
      expect(suggestSize(inches({ waist: lower.waist[1] }))).toEqual({ kind: 'size', size: upper.size });
      expect(suggestSize(inches({ hip: lower.hip[1] }))).toEqual({ kind: 'size', size: upper.size });
      expect(suggestSize(inches({ bust: lower.bust[1], waist: lower.waist[1], hip: lower.hip[1] }))).toEqual({
        kind: 'size',
        size: upper.size,
      });
      // On the edge for the bust but inside the lower size for the waist: the lower size fits both.
      expect(suggestSize(inches({ bust: lower.bust[1], waist: lower.waist[1] - 1 }))).toEqual({ kind: 'size', size: lower.size });
      // A tenth of an inch past the edge belongs to the upper size only.
      expect(suggestSize(inches({ bust: lower.bust[1] + 0.1 }))).toEqual({ kind: 'size', size: upper.size });
      expect(suggestSize(inches({ bust: lower.bust[1] - 0.1 }))).toEqual({ kind: 'size', size: lower.size });
    }
  });

  it('the highest edge of XXL is XXL; just above it is outside the chart', () => {
    expect(suggestSize(inches({ bust: 44, waist: 38, hip: 46 }))).toEqual({ kind: 'size', size: 'XXL' });
    expect(suggestSize(inches({ hip: 46.1 }))).toEqual({ kind: 'outside' });
  });

  it('the middle of M is M; measurements in two sizes give the span', () => {
    expect(suggestSize(inches({ bust: 37, waist: 31, hip: 39 }))).toEqual({ kind: 'size', size: 'M' });
    expect(suggestSize(inches({ bust: 37, waist: 31, hip: 41 }))).toEqual({ kind: 'between', from: 'M', to: 'L' });
    expect(suggestSize(inches({ bust: 36, hip: 41 }))).toEqual({ kind: 'between', from: 'M', to: 'L' });
    expect(suggestSize(inches({ bust: 33, hip: 43 }))).toEqual({ kind: 'between', from: 'XS', to: 'XL' });
  });

  it('centimetres compare the same as inches (both stored as whole millimetres)', () => {
    expect(suggestSize({ bust: toMillimetres(91.4, 'cm') })).toEqual(suggestSize(inches({ bust: 36 })));
  });

  it('says nothing without bust, waist or hip, and words each answer', () => {
    expect(suggestSize({ shoulder: 380 })).toBeNull();
    expect(suggestionText({ kind: 'size', size: 'M' })).toBe('Your size: M');
    expect(suggestionText({ kind: 'between', from: 'M', to: 'L' })).toBe('Between M and L — we can stitch to your measurements');
  });
});
