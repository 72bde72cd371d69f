import { describe, expect, it } from 'vitest';
import { archivesToRemove, parseKeep } from './retention.server.ts';

describe('backup retention', () => {
  // One backup a day at 03:00 India time (21:30 UTC the day before) for 400 days.
  const daily = Array.from({ length: 400 }, (_, i) => ({ at: new Date(Date.UTC(2026, 10, 27, 21, 30) - i * 86_400_000) }));

  it('keeps 7 daily, 4 weekly and 12 monthly backups by default and removes the rest', () => {
    const removed = new Set(archivesToRemove(daily, parseKeep('7d,4w,12m')));
    const kept = daily.filter((a) => !removed.has(a)).map((a) => a.at.toISOString().slice(0, 10));
    // The last 7 days, the newest of each of the last 4 weeks, the newest of each of the last 12 months.
    expect(kept.slice(0, 7)).toEqual(['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21']);
    expect(kept.length).toBeGreaterThanOrEqual(12);
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
    expect(kept.at(-1)! < '2025-12-31').toBe(true);
  });

  it('always keeps the newest, and hourly rules count hours', () => {
    const hourly = Array.from({ length: 30 }, (_, i) => ({ at: new Date(Date.UTC(2026, 10, 28, 12) - i * 3_600_000) }));
    expect(archivesToRemove(hourly, parseKeep('24h'))).toHaveLength(6);
    expect(archivesToRemove(hourly, parseKeep('0d'))).toHaveLength(29);
  });
});
