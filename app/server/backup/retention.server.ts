/**
 * Which archives to keep: for each rule (24h, 7d, 4w, 12m…) the newest archive of each of that many
 * most recent hours, days, weeks or months that have one; the newest archive is always kept. Days,
 * weeks and months are India's (UTC+05:30), where the owner lives.
 */
const IST_OFFSET_MS = 330 * 60_000;

export type KeepRule = { count: number; unit: 'h' | 'd' | 'w' | 'm' };

export function parseKeep(text: string): KeepRule[] {
  return text.split(',').map((part) => {
    const match = /^(\d+)([hdwm])$/.exec(part.trim());
    if (!match) throw new Error(`bad retention rule ${part}`);
    return { count: Number(match[1]), unit: match[2] as KeepRule['unit'] };
  });
}

function period(at: Date, unit: KeepRule['unit']): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const day = local.toISOString().slice(0, 10);
  if (unit === 'h') return local.toISOString().slice(0, 13);
  if (unit === 'd') return day;
  if (unit === 'm') return day.slice(0, 7);
  // Weeks start on Monday.
  const monday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - ((local.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

/** The archives (name and time) that no rule keeps. */
export function archivesToRemove<T extends { at: Date }>(archives: T[], rules: KeepRule[]): T[] {
  const newestFirst = [...archives].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<T>(newestFirst.slice(0, 1));
  for (const rule of rules) {
    const seen = new Set<string>();
    for (const archive of newestFirst) {
      const key = period(archive.at, rule.unit);
      if (seen.has(key)) continue;
      if (seen.size >= rule.count) break;
      seen.add(key);
      keep.add(archive);
    }
  }
  return newestFirst.filter((archive) => !keep.has(archive));
}
