import { InfoSection } from '~/components/info/info-page';
import { MEASUREMENTS } from '~/lib/measurements';
import { SIZE_CHART } from '~/lib/size-chart';

// Bust, waist and hips pick a size from the chart; the rest are what a tailor asks for made-to-measure pieces.
const CHART_KEYS = ['bust', 'waist', 'hip'] as const;
const inChart = (key: string) => (CHART_KEYS as readonly string[]).includes(key);
const STEPS = [...MEASUREMENTS.filter((m) => inChart(m.key)), ...MEASUREMENTS.filter((m) => !inChart(m.key))];
const COLUMNS = ['Size', 'Bust', 'Waist', 'Hips'];
const range = (r: readonly [number, number]) => `${r[0]}-${r[1]}`;

/**
 * The size guide's chart and how to measure: constants only, so the server writes the same markup on
 * every request (a constant part, see ServerMarkup).
 */
export function SizeGuideChart() {
  return (
    <div className="grid grid-cols-1 gap-14 lg:grid-cols-[1.3fr_1fr] [&>*]:min-w-0">
      <InfoSection title="Size chart (inches)">
        <div className="overflow-x-auto rounded-[var(--radius-card)] border border-linen bg-white">
          <table className="w-full min-w-[20rem] text-left text-sm">
            <caption className="sr-only">Body measurements in inches for each size</caption>
            <thead className="bg-sand/70 text-xs uppercase tracking-[0.18em] text-ink">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-5 py-3.5">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SIZE_CHART.map((row) => (
                <tr key={row.size} className="border-t border-linen/70">
                  <th scope="row" className="px-5 py-3.5 font-display text-lg font-semibold text-maroon">
                    {row.size}
                  </th>
                  {CHART_KEYS.map((key) => (
                    <td key={key} className="px-5 py-3.5 [font-variant-numeric:tabular-nums]">
                      {range(row[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </InfoSection>
      <InfoSection title="How to measure">
        <p>Use a soft tape over light clothing, keep it snug but not tight, and ask a friend to help if you can.</p>
        <ol className="space-y-4">
          {STEPS.map((s, i) => (
            <li key={s.key} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-maroon font-display text-lg text-ivory"
              >
                {i + 1}
              </span>
              <span>
                <strong className="font-medium text-ink">{s.label}:</strong> {s.hint}
              </span>
            </li>
          ))}
        </ol>
      </InfoSection>
    </div>
  );
}
