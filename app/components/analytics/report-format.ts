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
