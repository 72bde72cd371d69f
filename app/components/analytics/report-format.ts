/** '2026-03-05' → '5 Mar 2026'. */
export function formatDay(day: string, withYear = true) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  });
}

export const formatCount = (n: number) => n.toLocaleString('en-IN');

export function formatSeconds(seconds: number) {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? `${m} min ${s} s` : `${m} min`;
}

/** Share of `part` in `whole`, as '12%' ('–' when there is no whole). */
export function percent(part: number, whole: number) {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–';
}
