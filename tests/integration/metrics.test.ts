import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

// GET /metrics with a token set: what Prometheus reads, and who may read it.
const TOKEN = 'metrics-token-for-the-test-0001';
process.env.METRICS_TOKEN = TOKEN;
setupTestDatabase();

let server: http.Server;
let base = '';
beforeAll(async () => {
  const { serveMetrics, timeRequests } = await import('../../server/metrics-route.ts');
  const app = express();
  app.get('/metrics', serveMetrics);
  app.get('/product/:id', (_req, res) => void res.send('a product page'));
  server = http.createServer(timeRequests(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const scrape = (headers: Record<string, string> = {}) => fetch(`${base}/metrics`, { headers });
const withToken = { authorization: `Bearer ${TOKEN}` };
const relayed = { 'x-forwarded-for': '203.0.113.9' };

describe('/metrics', () => {
  it('answers a relayed request only with the token', async () => {
    expect((await scrape(relayed)).status).toBe(401);
    expect((await scrape({ ...relayed, authorization: 'Bearer not-the-token-at-all' })).status).toBe(401);
    const ok = await scrape({ ...relayed, ...withToken });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/plain');
    expect(ok.headers.get('cache-control')).toBe('no-store');
    // Straight from this machine (a local Prometheus), no token is asked.
    expect((await scrape()).status).toBe(200);
  });

  it('counts requests by route pattern, never by address, with the heap and the event loop', async () => {
    await fetch(`${base}/product/SKU1730000000001`);
    await fetch(`${base}/product/SKU1730000000002`);
    const text = await (await scrape(withToken)).text();
    expect(text).toMatch(/^shop_http_request_duration_seconds_count\{route="\/product\/:id",method="GET",status="2xx"\} 2$/m);
    expect(text).not.toContain('SKU1730000000001');
    expect(text).toMatch(/^shop_nodejs_heap_size_used_bytes \d+/m);
    expect(text).toMatch(/^shop_nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^shop_nodejs_eventloop_lag_p99_seconds /m);
    // Its standard deviation cost two thirds of a scrape (event-loop-metrics.server.ts).
    expect(text).not.toContain('eventloop_lag_stddev');
  });

  it('counts stored files, mails and enquiries, and times the database', async () => {
    const { store } = await import('../../app/server/storage/storage.server.ts');
    await store().put('products/metrics-test.webp', Buffer.alloc(1234), 'image/webp');
    const { sendMail } = await import('../../app/server/mail/mail.server.ts');
    await sendMail({ to: 'meera@example.in', subject: 'A test', text: 'Hello' });
    const { createCartEnquiry } = await import('../../app/server/data/enquiries.server.ts');
    const { makeUser } = await import('./auth-helpers.ts');
    const user = await makeUser('metrics-shopper@example.in');
    await createCartEnquiry({ id: user.id, name: 'Meera', email: user.email }, []);
    const text = await (await scrape(withToken)).text();
    expect(text).toMatch(/^shop_uploads_stored_total\{kind="upload"\} 1$/m);
    expect(text).toMatch(/^shop_upload_bytes_total 1234$/m);
    expect(text).toMatch(/^shop_mails_total\{outcome="sent"\} 1$/m);
    expect(text).toMatch(/^shop_enquiries_received_total\{kind="cart"\} 1$/m);
    // Timed where a query is sent: to the embedded database's thread, or by PostgreSQL's pooled clients.
    expect(Number(/^shop_db_query_duration_seconds_count (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
  });

  it("shows the last backup's age from memory: a scrape sends no query to the database", async () => {
    const { recordBackupDone } = await import('../../app/server/data/backup-status.server.ts');
    await recordBackupDone({ at: new Date(Date.now() - 3_600_000).toISOString(), where: '/backups', bytes: 1, seconds: 1 });
    const queries = (text: string) => Number(/^shop_db_query_duration_seconds_count (\d+)$/m.exec(text)?.[1]);
    await scrape(withToken);
    const before = await (await scrape(withToken)).text();
    const after = await (await scrape(withToken)).text();
    expect(queries(after)).toBe(queries(before));
    const age = Number(/^shop_last_backup_age_seconds ([\d.]+)$/m.exec(after)?.[1]);
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3660);
  });
});
