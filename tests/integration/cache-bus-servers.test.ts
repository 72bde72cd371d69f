import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../spawn-shop.ts';
import { totp } from '../totp.ts';
import { stepWithRoom } from './two-factor-helpers.ts';

// Two app servers on one PostgreSQL (the CI run with TEST_DATABASE_URL; the embedded database is
// one process only): a change made through one server empties the other's caches at once, and what
// must hold across servers (a code from the authenticator app counts once) holds.
// Runs the built server; `npm test` builds before this step.
const serverUrl = process.env.TEST_DATABASE_URL;
const PRODUCT = '/product/SKU1730000000001';
const children: ChildProcess[] = [];
let drop: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await drop?.();
});

async function startServer(databaseUrl: string, port: number) {
  // The test entry: the built shop plus the test hooks (the SQL door), which the shop's own build never has.
  const child = spawn(process.execPath, ['tests/e2e/server/start-test-server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bus-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: 'two-servers-two-servers-two-servers-01',
      DEMO_DATA: '1',
      LOG_LEVEL: 'silent',
      // Every sign-in of this file comes from one address: the tests, not the limit, are under test here.
      AUTH_RATE_LIMIT: '50',
      SEED_IMAGE_CACHE: path.resolve('node_modules/.cache/seed-images'),
    },
    stdio: 'ignore',
  });
  children.push(child);
  const deadline = Date.now() + 150_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return `http://127.0.0.1:${port}`;
}

const cacheStats = async (base: string) =>
  ((await (await fetch(`${base}/healthz`)).json()) as { renderCache: { hits: number; invalidations: number } }).renderCache;

describe.runIf(serverUrl)('several servers on one PostgreSQL', () => {
  let a = '';
  let b = '';
  beforeAll(async () => {
    expect(fs.existsSync(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')), 'run npm run build first').toBe(true);
    const { createScratchDatabase } = await import('../../db/scratch-database.ts');
    const scratch = await createScratchDatabase(serverUrl!, 'shop_bus');
    drop = scratch.drop;
    // One after the other: the first start migrates and loads the demo shop.
    a = await startServer(scratch.url, await freePort());
    b = await startServer(scratch.url, await freePort());
  }, 300_000);

  it('a price changed through one server shows at once on the other', async () => {
    const before = await (await fetch(`${b}${PRODUCT}`)).text();
    expect(before).not.toContain('12,345');
    const hits = (await cacheStats(b)).hits;
    await fetch(`${b}${PRODUCT}`);
    expect((await cacheStats(b)).hits).toBe(hits + 1); // B answers from its cache

    const changed = await fetch(`${a}/__e2e/sql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'update products set price = 12345 where id = $1', params: [PRODUCT.split('/').pop()] }),
    });
    expect(changed.status).toBe(200);

    // NOTIFY travels in milliseconds; allow a loaded machine two seconds.
    const deadline = Date.now() + 2000;
    let page = '';
    while (Date.now() < deadline && !page.includes('12,345')) page = await (await fetch(`${b}${PRODUCT}`)).text();
    expect(page).toContain('12,345');
    expect((await cacheStats(b)).invalidations).toBeGreaterThan(0);
  }, 60_000);

  it('signing out through one server ends the session on the other at once', async () => {
    const email = `two-servers-${Date.now()}@example.in`;
    const made = await fetch(`${a}/__e2e/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'two-servers-pass-1', name: 'Lata Shah', role: 'user' }),
    });
    expect(made.status).toBe(200);
    const signIn = await fetch(`${b}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: b },
      body: JSON.stringify({ email, password: 'two-servers-pass-1' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const account = () => fetch(`${b}/account`, { headers: { cookie }, redirect: 'manual' });
    // B now remembers the session (app/server/auth/remembered-sessions.server.ts).
    expect((await account()).status).toBe(200);
    expect((await account()).status).toBe(200);

    const out = await fetch(`${a}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, Origin: a, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    const deadline = Date.now() + 2000;
    let status = 200;
    while (Date.now() < deadline && status === 200) status = (await account()).status;
    expect(status).toBe(302);
  }, 60_000);
  it('a code from the authenticator app signs in once, even sent to both servers at the same moment', async () => {
    const email = `two-servers-code-${Date.now()}@example.in`;
    const password = 'two-servers-code-1';
    const made = await fetch(`${a}/__e2e/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, name: 'Mira Iyer', role: 'user' }),
    });
    expect(made.status).toBe(200);
    const auth = (base: string, p: string, body: unknown, cookie = '') =>
      fetch(`${base}/api/auth${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, cookie },
        body: JSON.stringify(body),
      });
    const cookiesOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    const session = cookiesOf(await auth(a, '/sign-in/email', { email, password }));
    const enabled = await auth(a, '/two-factor/enable', { password }, session);
    const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
    // Turned on with the previous step's code (an app's clock may be off by one step), not in the last
    // seconds of a step: a slow machine would deliver it two steps old.
    await stepWithRoom();
    expect((await auth(a, '/two-factor/verify-totp', { code: totp(secret, Date.now() - 30_000) }, session)).status).toBe(200);

    const challengeA = cookiesOf(await auth(a, '/sign-in/email', { email, password }));
    const challengeB = cookiesOf(await auth(b, '/sign-in/email', { email, password }));
    const code = totp(secret);
    const answers = await Promise.all([
      auth(a, '/two-factor/verify-totp', { code }, challengeA),
      auth(b, '/two-factor/verify-totp', { code }, challengeB),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = answers.find((r) => r.status === 200)!;
    expect(winner.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))).toBe(true);
  }, 60_000);

  it('two servers marking two quotes paid at the same moment sell the last piece once', async () => {
    const sql = async (base: string, text: string, params: unknown[] = []) => {
      const response = await fetch(`${base}/__e2e/sql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text, params }),
      });
      expect(response.status, text).toBe(200);
      return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
    };
    const owner = { email: `two-servers-owner-${Date.now()}@example.in`, password: 'two-servers-owner-1', name: 'Owner', role: 'admin' };
    await fetch(`${a}/__e2e/user`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(owner) });
    const signIn = async (base: string) => {
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      });
      expect(response.status).toBe(200);
      return response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const sku = `SKULAST${Date.now()}`;
    await sql(a, `insert into products (id, name, price, category, stock_quantity) values ($1, 'The Last Lehenga', 9000, 'lehengas', 1)`, [
      sku,
    ]);
    const lines = JSON.stringify([
      { kind: 'item', label: 'The Last Lehenga', amount: 9000, sku, size: 'M', quantity: 1 },
      { kind: 'shipping', label: 'Standard shipping', amount: 0 },
    ]);
    const enquiries: string[] = [];
    for (const name of ['Asha', 'Bina']) {
      const [row] = await sql(
        a,
        `insert into user_enquiries (customer_name, items, status) values ($1, '[]'::jsonb, 'quoted') returning id::text`,
        [name],
      );
      const id = String(row.id);
      await sql(
        a,
        `insert into quotes (enquiry_kind, enquiry_id, lines, shipping, total, valid_until, accepted_at) values ('cart', $1, $2::jsonb, 'standard', 9000, now() + interval '7 days', now())`,
        [id, lines],
      );
      enquiries.push(id);
    }
    const [cookieA, cookieB] = [await signIn(a), await signIn(b)];
    const markPaid = (base: string, cookie: string, id: string) =>
      fetch(`${base}/admin/enquiries`, {
        method: 'POST',
        headers: { cookie, Origin: base },
        body: new URLSearchParams({ intent: 'mark-paid', kind: 'cart', id }),
      });
    const answers = await Promise.all([markPaid(a, cookieA, enquiries[0]), markPaid(b, cookieB, enquiries[1])]);
    expect(
      answers.map((r) => r.status),
      await answers[0].text(),
    ).toEqual([200, 200]);
    const [stock] = await sql(a, 'select stock_quantity from products where id = $1', [sku]);
    expect(stock.stock_quantity).toBe(0);
    const [moved] = await sql(
      a,
      'select sum(quantity)::int as taken, sum(short)::int as short, count(*)::int as moves from stock_movements where product_id = $1',
      [sku],
    );
    expect(moved).toEqual({ taken: 1, short: 1, moves: 2 });
    const paid = await sql(a, `select count(*)::int as n from quotes where enquiry_id in ($1, $2) and paid_at is not null`, enquiries);
    expect(paid[0].n).toBe(2);
  }, 60_000);
  it('200 GST invoices issued at once through both servers get 200 distinct numbers with no gap', async () => {
    const sqlDoor = (text: string, params: unknown[] = []) =>
      fetch(`${a}/__e2e/sql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text, params }) });
    const email = `two-servers-owner-${Date.now()}@example.in`;
    await fetch(`${a}/__e2e/user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'two-servers-owner-1', name: 'Owner', role: 'admin' }),
    });
    const settings = { legalName: 'Aangan Boutique LLP', gstin: '', address: 'Bengaluru 560038', state: '29', prefix: 'AB', lut: '' };
    expect((await sqlDoor(`insert into shop_settings (key, value) values ('gst_invoice', $1)`, [JSON.stringify(settings)])).status).toBe(
      200,
    );
    const ids = Array.from({ length: 200 }, (_, i) => `INQ${1_900_000_000_000 + i}`);
    const series = `select 'INQ' || (1900000000000 + g) as id from generate_series(0, 199) g`;
    await sqlDoor(
      `insert into inquiries (inquiry_id, customer_name, phone, notes) select id, 'Meher Kaur', '9876543210', '{}' from (${series}) s`,
    );
    await sqlDoor(
      `insert into quotes (enquiry_kind, enquiry_id, lines, shipping, total, valid_until, accepted_at, paid_at)
       select 'inquiry', id, '[{"kind":"item","label":"Kurta","amount":1500}]'::jsonb, 'standard', 1500, now(), now(), now() from (${series}) s`,
    );
    const cookieFor = async (base: string) => {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({ email, password: 'two-servers-owner-1' }),
      });
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const servers = [
      { base: a, cookie: await cookieFor(a) },
      { base: b, cookie: await cookieFor(b) },
    ];
    // Ten requests in flight per server, every one of them issuing while the others do.
    const queue = ids.map((id, i) => ({ id, server: servers[i % 2] }));
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const res = await fetch(`${job.server.base}/admin/invoices.data`, {
            method: 'POST',
            headers: { cookie: job.server.cookie, Origin: job.server.base, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ intent: 'issue', kind: 'inquiry', id: job.id }),
          });
          statuses.push(res.status);
          await res.arrayBuffer();
        }
      }),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const { rows } = (await (
      await sqlDoor(`select sequence from invoices where enquiry_id like 'INQ19000000%' order by sequence`)
    ).json()) as { rows: { sequence: number }[] };
    const sequences = rows.map((r) => r.sequence);
    expect(sequences).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  }, 120_000);
});
