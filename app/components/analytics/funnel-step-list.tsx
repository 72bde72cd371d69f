import { formatCount } from './report-format';

export type FunnelStep = { label: string; value: number; note: string };

/** A funnel's steps as numbered cards: what reached the step and a note on it (both funnels of the reports). */
export function FunnelStepList({ steps }: { steps: readonly FunnelStep[] }) {
  return (
    <ol className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {steps.map((s, i) => (
        <li key={s.label} className="rounded-lg border border-linen p-3">
          <p className="text-xs uppercase tracking-wide text-muted">Step {i + 1}</p>
          <p className="font-medium text-ink">{s.label}</p>
          <p className="font-display text-3xl text-maroon">{formatCount(s.value)}</p>
          <p className="text-xs text-muted">{s.note}</p>
        </li>
      ))}
    </ol>
  );
}
