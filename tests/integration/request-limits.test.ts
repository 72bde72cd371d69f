import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

describe('shared request counters', () => {
  it('count hits that arrive together one by one, per key, as the database holds them', async () => {
    const { countHit } = await import('../../app/server/data/request-limits.server.ts');
    const [a, b] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => countHit('test:a', 60_000))),
      Promise.all(Array.from({ length: 2 }, () => countHit('test:b', 60_000))),
    ]);
    expect(a.map((w) => w.hits)).toEqual([1, 2, 3, 4, 5]);
    expect(b.map((w) => w.hits)).toEqual([1, 2]);
    expect((await countHit('test:a', 60_000)).hits).toBe(6);
    expect(a[0].resetAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('start a new window once the old one has ended', async () => {
    const { countHit } = await import('../../app/server/data/request-limits.server.ts');
    // A window that ended a second ago.
    await Promise.all([countHit('test:short', -1000), countHit('test:short', -1000)]);
    expect((await countHit('test:short', 60_000)).hits).toBe(1);
  });
});
