import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

/** A batch as the shop answers it, without HTTP: the status. */
async function callTrack(body: unknown, clientIp: string): Promise<number> {
  const { answerTrack } = await import('../../app/server/actions/analytics-beacons.server.ts');
  return (await answerTrack(JSON.stringify(body), { clientIp, userAgent: 'Mozilla/5.0', user: async () => null })).status;
}

async function count(table: string, sessionPrefix: string) {
  const { db } = await import('../../app/server/platform/db.server.ts');
  const { sql } = await import('drizzle-orm');
  const result = (await db().execute(
    sql`select count(*)::int as n from ${sql.raw(table)} where session_id like ${`${sessionPrefix}%`}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

/** Sends `total` calls, `parallel` at a time; returns how many of each status came back. */
async function flood(total: number, parallel: number, send: (i: number) => Promise<number>) {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        const status = await send(next++);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

const event = (i: number) => ({ type: 'section_clicked', sectionName: `s${i % 7}` });

describe('a flood of beacons from one client', () => {
  it('is mostly refused by the Express limiter (120 a minute per client)', async () => {
    const { beaconLimit, BEACON_PATHS } = await import('../../server/rate-limits.ts');
    const { CLIENT_IP_HEADER } = await import('../../app/server/auth/auth.server.ts');
    const app = express();
    app.use((req, _res, next) => {
      req.headers[CLIENT_IP_HEADER] = req.socket.remoteAddress ?? 'unknown';
      next();
    });
    app.use(BEACON_PATHS, beaconLimit);
    app.use((await import('../../server/beacons.ts')).beaconRoutes);
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    // 3,000 posts in well under a minute: all but the window's 120 are refused.
    const statuses = await flood(3_000, 20, (i) =>
      fetch(`http://127.0.0.1:${port}/api/track`, {
        method: 'POST',
        body: JSON.stringify({ sessionId: `express-flood-${i}`, events: [event(i)] }),
      }).then((r) => r.status),
    );
    server.close();
    expect(statuses[429]).toBeGreaterThanOrEqual(2_880);
    expect((statuses[204] ?? 0) + (statuses[429] ?? 0)).toBe(3_000);
    expect(await count('funnel_events', 'express-flood-')).toBeLessThanOrEqual(120);
  });

  it('from one session: at most 500 rows a day are stored, the rest refused', async () => {
    // Four times the cap: enough to prove the refusal, and quick on a shared PostgreSQL server too.
    const statuses = await flood(2_000, 8, (i) => callTrack({ sessionId: 'flood-one-session', events: [event(i)] }, '198.51.100.1'));
    expect(statuses[204]).toBe(500);
    expect(statuses[429]).toBe(1_500);
    expect(await count('funnel_events', 'flood-one-session')).toBe(500);
  });

  it('with a new session id every time: at most 60 new sessions an hour per client', async () => {
    const statuses = await flood(2_000, 8, (i) => callTrack({ sessionId: `flood-rotating-${i}`, events: [event(i)] }, '198.51.100.2'));
    expect(statuses[204]).toBe(60);
    expect(statuses[429]).toBe(1_940);
    expect(await count('user_sessions', 'flood-rotating-')).toBe(60);
    expect(await count('funnel_events', 'flood-rotating-')).toBe(60);
  });

  it('from many clients: the shop-wide daily cap holds', async () => {
    const { ANALYTICS_CAPS } = await import('../../app/server/data/analytics-record.server.ts');
    const saved = ANALYTICS_CAPS.perDay;
    const before = await Promise.all(['page_views', 'funnel_events', 'page_durations', 'user_sessions'].map((t) => count(t, '')));
    ANALYTICS_CAPS.perDay = before.reduce((a, b) => a + b, 0) + 300;
    try {
      const batch = (i: number) => ({ sessionId: `flood-many-${i}`, events: Array.from({ length: 30 }, (_, j) => event(j)) });
      const statuses = await flood(2_000, 8, (i) => callTrack(batch(i), `192.0.2.${i % 250}`));
      expect(statuses[429]).toBeGreaterThan(1_980);
      const after = await Promise.all(['page_views', 'funnel_events', 'page_durations', 'user_sessions'].map((t) => count(t, '')));
      expect(after.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(ANALYTICS_CAPS.perDay);
    } finally {
      ANALYTICS_CAPS.perDay = saved;
    }
  });
});
