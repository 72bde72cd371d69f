import { type MeasurementValues, toMillimetres } from './measurements.ts';

/** The size guide's chart: body measurements in inches. The size guide page shows this. */
export const SIZE_CHART = [
  { size: 'XS', bust: [32, 34], waist: [26, 28], hip: [34, 36] },
  { size: 'S', bust: [34, 36], waist: [28, 30], hip: [36, 38] },
  { size: 'M', bust: [36, 38], waist: [30, 32], hip: [38, 40] },
  { size: 'L', bust: [38, 40], waist: [32, 34], hip: [40, 42] },
  { size: 'XL', bust: [40, 42], waist: [34, 36], hip: [42, 44] },
  { size: 'XXL', bust: [42, 44], waist: [36, 38], hip: [44, 46] },
] as const satisfies readonly {
  size: string;
  bust: readonly [number, number];
  waist: readonly [number, number];
  hip: readonly [number, number];
}[];

export type ChartSize = (typeof SIZE_CHART)[number]['size'];
const CHART_KEYS = ['bust', 'waist', 'hip'] as const;

export type SizeSuggestion = { kind: 'size'; size: ChartSize } | { kind: 'between'; from: ChartSize; to: ChartSize } | { kind: 'outside' };

/**
 * The size for bust, waist and hip (whichever the profile has) against the chart. A measurement
 * fits every size whose range holds it, ends included (36 in bust fits S and M). When one size fits
 * all of them it is the answer; when several do (every value on a shared edge) the larger, as the
 * size guide advises. When none fits all, the answer spans from the smallest size some measurement
 * still needs to the largest: 'Between M and L'. A value beyond the chart is made to measure.
 * Comparisons are in whole millimetres, the way values are stored, so a typed 36 in equals 36 in.
 */
export function suggestSize(values: MeasurementValues): SizeSuggestion | null {
  const ranges: [number, number][] = [];
  for (const key of CHART_KEYS) {
    const mm = values[key];
    if (mm === undefined) continue;
    const fits = SIZE_CHART.flatMap((row, i) =>
      toMillimetres(row[key][0], 'in') <= mm && mm <= toMillimetres(row[key][1], 'in') ? [i] : [],
    );
    if (fits.length === 0) return { kind: 'outside' };
    ranges.push([fits[0], fits[fits.length - 1]]);
  }
  if (ranges.length === 0) return null;
  const low = Math.max(...ranges.map((r) => r[0]));
  const high = Math.min(...ranges.map((r) => r[1]));
  if (low <= high) return { kind: 'size', size: SIZE_CHART[high].size };
  return { kind: 'between', from: SIZE_CHART[high].size, to: SIZE_CHART[low].size };
}

export function suggestionText(s: SizeSuggestion): string {
  if (s.kind === 'size') return `Your size: ${s.size}`;
  if (s.kind === 'between') return `Between ${s.from} and ${s.to} — we can stitch to your measurements`;
  return 'Outside our size chart — we can stitch to your measurements';
}
