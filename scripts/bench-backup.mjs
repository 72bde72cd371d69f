// npm run bench:backup — backups of a grown shop while it serves: the demo shop grown to 10,000
// enquiries and 2,000 enquiry pictures on the embedded database; the backup's time and size, the
// cached home page's p99 while backups run back to back (target ≤ 2× its p99 without), and the
// restore's time into a fresh folder (target ≤ 60 s), and the time of a /metrics scrape (median and
// p90 of 40, target median ≤ 5 ms). Needs a build and wrk (Debian's wrk package).
// Settings: DURATION (s, 10), BENCH_PORT (4480), ENQUIRIES (10000), PICTURES (2000).
import { execFile, spawn } from 'node:child_process';
import http from 'node:http';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cpuSeconds, readWrk, settle, WRK } from './bench-load/measure.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4480);
const ENQUIRIES = Number(process.env.ENQUIRIES ?? 10_000);
const PICTURES = Number(process.env.PICTURES ?? 2_000);
const base = `http://127.0.0.1:${PORT}`;
const run = promisify(execFile);

if (!WRK) {
  console.error("bench:backup needs wrk (Debian's wrk package).");
  process.exit(1);
}
if (!fs.existsSync('build/server/index.js')) {
  console.error('No build: run npm run build first.');
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
const dataDir = path.join(work, 'shop');
const backups = path.join(work, 'backups');
const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, BACKUP_TO: backups };
Object.assign(env, { DEMO_DATA: '1', LOG_LEVEL: 'warn', FX_RATES_URL: 'off', BACKUP_EVERY: 'off', NODE_ENV: 'production' });
const METRICS_TOKEN = 'bench-backup-metrics-token-0001';
env.METRICS_TOKEN = METRICS_TOKEN;
let shop;
process.on('exit', () => {
  if (shop?.exitCode === null) shop.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

async function startShop() {
  shop = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore' });
  for (;;) {
    if (shop.exitCode !== null) throw new Error('the shop stopped during its start');
    if (
      await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await settle(shop.pid);
}

async function stopShop() {
  shop.kill('SIGTERM');
  await new Promise((resolve) => (shop.exitCode !== null ? resolve() : shop.once('exit', resolve)));
}

/** The demo shop grown, with the shop stopped: enquiries from the cart, and Create Your Look inquiries with a picture each. */
async function grow() {
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  const items = JSON.stringify([{ id: 'SKU1730000000001', name: 'Chikankari Cotton Straight Kurta', price: 1899, quantity: 1, size: 'M' }]);
  await db.query(
    `insert into user_enquiries (customer_name, customer_email, items, status, submitted_at)
     select 'Bench Shopper ' || n, 'bench' || n || '@example.in', $1::jsonb, 'pending', now() - n * interval '1 minute'
     from generate_series(1, $2::int) n`,
    [items, ENQUIRIES],
  );
  const folder = path.join(dataDir, 'uploads', 'inquiries');
  fs.mkdirSync(folder, { recursive: true });
  for (let i = 0; i < PICTURES; i++) {
    const key = `inquiries/${crypto.randomUUID()}.webp`;
    // A phone picture after the shop's re-encoding is some tens of KB; random bytes do not compress, as WebP does not.
    fs.writeFileSync(path.join(dataDir, 'uploads', key), crypto.randomBytes(30_000 + (i % 40) * 1000));
    await db.query(`insert into inquiries (inquiry_id, customer_name, phone, notes) values ($1, $2, '+919876543210', $3)`, [
      `INQ${String(i).padStart(10, '0')}`,
      `Bench Shopper ${i}`,
      JSON.stringify({ reference_image_urls: [`/media/${key}`] }),
    ]);
  }
  await db.close();
}

const wrk = async () => readWrk((await run(WRK, ['-t1', '-c10', `-d${DURATION}s`, '--latency', `${base}/`], { encoding: 'utf8' })).stdout);

function token() {
  const secret = fs.readFileSync(path.join(dataDir, '.auth-secret'), 'utf8').trim();
  return crypto.createHmac('sha256', secret).update('backup command').digest('base64url');
}

async function backUp() {
  const started = Date.now();
  const answer = await fetch(`${base}/internal/backup`, { method: 'POST', headers: { Authorization: `Bearer ${token()}` } });
  const body = await answer.json();
  if (!answer.ok) throw new Error(body.error);
  return { ms: Date.now() - started, bytes: body.bytes, location: body.location };
}

/**
 * /metrics scraped one after another on one kept-alive connection, as Prometheus does: each scrape's
 * time until its last byte, and the shop's CPU per scrape.
 */
async function scrapes(count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { authorization: `Bearer ${METRICS_TOKEN}`, 'accept-encoding': 'gzip' };
  const scrape = () =>
    new Promise((resolve, reject) => {
      http
        .get(`${base}/metrics`, { agent, headers }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`/metrics answered ${res.statusCode}`));
          res.resume().on('end', resolve);
        })
        .on('error', reject);
    });
  await scrape();
  const cpuBefore = cpuSeconds(shop.pid);
  const ms = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await scrape();
    ms.push(performance.now() - started);
  }
  const cpuMs = ((cpuSeconds(shop.pid) - cpuBefore) * 1000) / count;
  agent.destroy();
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(count / 2)], p90: ms[Math.floor(count * 0.9)], cpuMs };
}

console.log(`Growing the demo shop to ${ENQUIRIES} enquiries and ${PICTURES} pictures…`);
await startShop();
await stopShop();
await grow();
await startShop();

const quiet = await wrk();
// After the load: the request histograms hold what a day's traffic leaves in them.
await settle(shop.pid);
const scraped = await scrapes(40);
const taken = [];
let loading = true;
const load = wrk().finally(() => (loading = false));
// Back to back for the whole measurement: every request is answered while some backup runs.
while (loading) taken.push(await backUp());
const busy = await load;
await stopShop();

const archive = taken.at(-1).location;
const fresh = path.join(work, 'restored');
const restoreStarted = Date.now();
await run(process.execPath, ['scripts/cli.ts', 'restore', archive], { env: { ...env, DATA_DIR: fresh } });
const restoreMs = Date.now() - restoreStarted;
const restoredEnv = { ...env, DATA_DIR: fresh };
Object.assign(env, restoredEnv);
await startShop();
const restoredServes = await fetch(`${base}/`).then((r) => r.ok);
await stopShop();

const backupMs = taken.map((t) => t.ms).sort((a, b) => a - b)[Math.floor(taken.length / 2)];
const rows = [
  ['backup (median of the runs)', `${(backupMs / 1000).toFixed(1)} s, ${(taken.at(-1).bytes / 1e6).toFixed(0)} MB`, '', true],
  ['cached home p99, no backup', `${quiet.p99.toFixed(1)} ms (p50 ${quiet.p50.toFixed(1)})`, '', true],
  [
    `cached home p99, during ${taken.length} backups`,
    `${busy.p99.toFixed(1)} ms (p50 ${busy.p50.toFixed(1)})`,
    `≤ 2× (${(2 * quiet.p99).toFixed(1)} ms)`,
    busy.p99 <= 2 * quiet.p99,
  ],
  ['restore into a fresh folder', `${(restoreMs / 1000).toFixed(1)} s`, '≤ 60 s', restoreMs <= 60_000],
  ['the shop starts on it and serves home', restoredServes ? 'yes' : 'no', 'yes', restoredServes],
  [
    '/metrics scrape (median of 40)',
    `${scraped.median.toFixed(1)} ms (p90 ${scraped.p90.toFixed(1)}, CPU ${scraped.cpuMs.toFixed(1)})`,
    '≤ 5 ms',
    scraped.median <= 5,
  ],
];
console.log('');
for (const [what, value, target, pass] of rows)
  console.log(`  ${what.padEnd(40)} ${value.padEnd(26)} ${target.padEnd(22)} ${target ? (pass ? 'pass' : 'FAIL') : ''}`);
console.log(
  `\n  load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs`,
);
