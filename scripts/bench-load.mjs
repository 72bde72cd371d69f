// npm run bench:load — server throughput and CPU per request under load, in one self-contained run:
// builds when needed, starts the shop (embedded database, then PostgreSQL when installed) and a plain
// node:http reference on its own ports, measures, stops everything and prints a table with the targets.
//
// For every page (home, listing, product, an information page):
//  - reference: node:http answering the shop's status, headers and a body of the page's size;
//  - uncached:  a signed-in shopper's view: the kept page plus her own parts (its data request), and the
//               page rendered for her when none is kept;
//  - cached:    the page for an anonymous visitor (from the render cache); its ratio to the reference from
//               both loaded at once on one core (scripts/bench-load/measure.mjs, measurePair).
// Plus the two tracking beacons. Pages by wrk when it is installed (a C client leaves the cores to the
// servers), else autocannon; beacons by autocannon (a body made per request). Identity bodies (autocannon is slow on compressed ones),
// CPU per request from the server process's own CPU time (/proc/PID/stat) over the run.
// Settings: DURATION (s, default 10), CONNECTIONS (50), BENCH_PORT (4395; +1 reference, +2 PostgreSQL),
// DATABASES (embedded,postgres), PARTS (pages,beacons: `PARTS=beacons` measures the beacons alone),
// PAGES (home,listing,product,information), ROUNDS (3: the uncached figures, and the reference and cached runs taken in turns, are medians of this many runs),
// VIEWS (reference,uncached,cached: `VIEWS=uncached PAGES=product` measures the signed-in product page alone).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DURATION, CONNECTIONS, ROUNDS, WRK, measure, measurePair, measureRounds, median, medianOf } from './bench-load/measure.mjs';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 4395);
const DATABASES = (process.env.DATABASES ?? 'embedded,postgres').split(',');
const PARTS = (process.env.PARTS ?? 'pages,beacons').split(',');
const VIEWS = (process.env.VIEWS ?? 'reference,uncached,cached').split(',');
const SHOP_PORT = BASE_PORT;
const REF_PORT = BASE_PORT + 1;
const PG_PORT = BASE_PORT + 2;
const node = process.execPath;
const startFlags = JSON.parse(fs.readFileSync('package.json', 'utf8'))
  .scripts.start.split(' ')
  .filter((a) => a.startsWith('--'));

const PAGES = [
  { name: 'home', path: '/', uncachedMs: 5 },
  { name: 'listing', path: '/products', uncachedMs: 5 },
  { name: 'product', path: '/product/SKU1730000000001', uncachedMs: 3 },
  { name: 'information', path: '/size-guide', uncachedMs: 1.5 },
];
const CHOSEN_PAGES = process.env.PAGES ? PAGES.filter((page) => process.env.PAGES.split(',').includes(page.name)) : PAGES;
// A cached page answers at least as fast as a bare node:http server sending the same bytes, p99 within 20 ms.
const TARGETS = { cachedRatio: 1, p99Ms: 20, beaconMs: 1 };
const SHOPPER_EMAIL = 'priya@demo.shop';

async function waitFor(url, child, expectedStatus) {
  for (;;) {
    try {
      const res = await fetch(url);
      if (expectedStatus ? res.status === expectedStatus : res.ok) return;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`${url}: the process exited during start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Waits until the server has finished what an earlier run left queued (its CPU time stops growing). */

function startShop(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const child = spawn(node, [...startFlags, 'scripts/start.mjs'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(SHOP_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${SHOP_PORT}`,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      AUTH_RATE_LIMIT: '100000',
      FORM_RATE_LIMIT: '100000',
      BEACON_RATE_LIMIT: '100000000',
      ANALYTICS_SESSIONS_PER_CLIENT_HOUR: '100000000',
      // Each beacon is a new visit: a run stores more than the shop's daily budget of rows (50,000).
      ANALYTICS_ROWS_PER_DAY: '100000000',
      SEED_IMAGE_CACHE: path.resolve('node_modules/.cache/seed-images'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The demo shopper's password is made at random and shown once, at the start.
  const password = new Promise((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = out.match(/Demo shopper: \S+\s+password: (\S+)/);
      if (found) resolve(found[1]);
    });
  });
  return { child, dataDir, password };
}

async function signIn(password) {
  const res = await fetch(`http://127.0.0.1:${SHOP_PORT}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${SHOP_PORT}` },
    body: JSON.stringify({ email: SHOPPER_EMAIL, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const rows = [];
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
function row(database, target, m, goal) {
  rows.push({ database, target, ...m, goal });
  const rounds = m.rounds ? ` (rounds ${m.rounds.map((cpu) => fmt(cpu, 2)).join(', ')})` : '';
  console.error(
    `  ${database} ${target}: ${fmt(m.rps)} req/s, ${fmt(m.cpuMs, 2)} ms CPU/req${rounds}, p99 ${fmt(m.p99)} ms, ${m.errors} errors`,
  );
}

/** The address of a page's data request, as React Router asks for it when the page revalidates (`/` → `/_.data`). */
function dataUrl(pageUrl) {
  const url = new URL(pageUrl);
  url.pathname = url.pathname === '/' ? '/_.data' : `${url.pathname}.data`;
  return url.href;
}

/** Per-connection headers node:http writes itself; the rest of the shop's answer is given to the reference as it is. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Gives the reference the shop's answer (status, headers, a body of the same size); returns its address. */
async function givenToReference(name, answer, size) {
  const headers = Object.fromEntries([...answer.headers].filter(([header]) => !OWN_HEADERS.has(header)));
  const address = `http://127.0.0.1:${REF_PORT}/${name}`;
  const given = await fetch(address, { method: 'PUT', body: JSON.stringify({ status: answer.status, headers, size }) });
  if (given.status !== 204) throw new Error(`the reference refused ${name}: ${given.status}`);
  return address;
}

async function benchDatabase(database, env, reference) {
  const { child, password } = startShop(env);
  try {
    await waitFor(`http://127.0.0.1:${SHOP_PORT}/healthz`, child);
    const cookie = await signIn(await password);
    for (const page of PARTS.includes('pages') ? CHOSEN_PAGES : []) {
      const url = `http://127.0.0.1:${SHOP_PORT}${page.path}`;
      // Identity, as wrk and autocannon ask for it.
      const page0 = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await page0.arrayBuffer());
      const refUrl = VIEWS.includes('reference') || VIEWS.includes('cached') ? await givenToReference(page.name, page0, body.length) : null;
      if (VIEWS.includes('uncached')) {
        // A signed-in view of a page a visitor's request has kept (page0 above): the kept page, then
        // her own parts in one data request once it is alive (app/lib/personal-parts.ts).
        const signedIn = { headers: { cookie } };
        const kept = await measureRounds(child.pid, url, signedIn);
        const parts = await measureRounds(child.pid, dataUrl(url), signedIn);
        row(database, `${page.name}: signed in, the kept page (median of ${ROUNDS})`, kept);
        const view = kept.cpuMs + parts.cpuMs;
        row(database, `${page.name}: signed in, her parts (.data)`, parts, {
          text: `page + parts ${fmt(view, 2)} ms CPU ≤ ${page.uncachedMs} ms`,
          pass: view <= page.uncachedMs && kept.errors + parts.errors === 0,
        });
        // No page kept (the first view after a change): rendered for her. An address no visitor asked
        // for is never kept (`view` is read by the listing alone).
        const rendered = await measureRounds(child.pid, `${url}${url.includes('?') ? '&' : '?'}view=grid`, signedIn);
        row(database, `${page.name}: signed in, rendered for her (no page kept)`, rendered);
      }
      if (!refUrl) continue;
      if (!VIEWS.includes('cached')) {
        row(database, `${page.name}: node:http reference (${(body.length / 1024).toFixed(0)} KB)`, await measure(reference.pid, refUrl));
        continue;
      }
      // Each alone, in turns, ROUNDS times: their own req/s, CPU and p99.
      const refRuns = [];
      const cachedRuns = [];
      for (let i = 0; i < ROUNDS; i++) {
        refRuns.push(await measure(reference.pid, refUrl));
        cachedRuns.push(await measure(child.pid, url));
      }
      // The ratio from both at once on one core (measurePair), ROUNDS times; in turns when wrk or a
      // second core is missing.
      const pairs = [];
      for (let i = 0; i < ROUNDS; i++) {
        const pair = await measurePair({ pid: child.pid, url }, { pid: reference.pid, url: refUrl });
        if (!pair) break;
        pairs.push(pair);
      }
      const pairRatios = pairs.map((pair) => pair.a.rps / pair.b.rps);
      const ratio = median(pairs.length ? pairRatios : cachedRuns.map((run, i) => run.rps / refRuns[i].rps));
      const how = pairs.length ? `at once on one core (${pairRatios.map((r) => fmt(r, 2)).join(', ')})` : 'in turns';
      const cached = medianOf(cachedRuns);
      row(database, `${page.name}: node:http reference, same headers (${(body.length / 1024).toFixed(0)} KB)`, medianOf(refRuns));
      row(database, `${page.name}: cached (anonymous)`, cached, {
        text: `${fmt(ratio, 2)}× ref ${how} ≥ ${TARGETS.cachedRatio}×, p99 ≤ ${TARGETS.p99Ms} ms`,
        pass:
          ratio >= TARGETS.cachedRatio &&
          cached.p99 <= TARGETS.p99Ms &&
          cached.errors + pairs.reduce((sum, pair) => sum + pair.a.errors, 0) === 0,
      });
    }
    if (!PARTS.includes('beacons')) return;
    // Tracking beacons: each request a new visit's session, as real traffic does.
    let n = 0;
    const sessionBody = () => `bench${process.pid}x${n++}`;
    const track = await measure(child.pid, `http://127.0.0.1:${SHOP_PORT}/api/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: `http://127.0.0.1:${SHOP_PORT}` },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ sessionId: sessionBody(), events: [{ type: 'page_view', pageUrl: '/products' }] }),
      }),
    });
    row(database, 'beacon: /api/track', track, {
      text: `CPU ≤ ${TARGETS.beaconMs} ms`,
      pass: track.cpuMs <= TARGETS.beaconMs && track.errors === 0,
    });
    const duration = await measure(child.pid, `http://127.0.0.1:${SHOP_PORT}/api/track-page-duration`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: `http://127.0.0.1:${SHOP_PORT}` },
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ session_id: sessionBody(), page_url: '/products', duration_seconds: 12 }) }),
    });
    row(database, 'beacon: page duration', duration, {
      text: `CPU ≤ ${TARGETS.beaconMs} ms`,
      pass: duration.cpuMs <= TARGETS.beaconMs && duration.errors === 0,
    });
  } finally {
    await stop(child);
  }
}

function startPostgres() {
  const pgBin = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
        .sort()
        .pop()
    : null;
  if (!pgBin) return null;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-pg-'));
  const asPostgres = (cmd) => execFileSync('su', ['postgres', '-c', cmd], { stdio: 'ignore' });
  execFileSync('chown', ['postgres', pgDir]);
  asPostgres(`${pgBin}/initdb -D ${pgDir}/data -A trust -U postgres`);
  asPostgres(`${pgBin}/pg_ctl -D ${pgDir}/data -o "-p ${PG_PORT} -k ${pgDir} -c listen_addresses=127.0.0.1" -l ${pgDir}/log -w start`);
  return {
    url: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    stop: () => asPostgres(`${pgBin}/pg_ctl -D ${pgDir}/data -m fast stop`),
  };
}

// The shop runs on the Node that `npm start` runs (package.json's `node` dependency, in node_modules/.bin).
// Run directly by an older Node, the shop is slower and autocannon itself caps the cached pages.
if (Number(process.versions.node.split('.')[0]) < 24)
  console.warn(`bench:load: Node ${process.versions.node} is not the shop's Node; run it as \`npm run bench:load\`.`);

if (!fs.existsSync('build/server/index.js')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

// The reference: node:http answering the shop's status and headers with a body of the same size.
const reference = spawn(node, [path.join(import.meta.dirname, 'bench-load', 'reference-server.mjs'), String(REF_PORT)], {
  stdio: 'inherit',
});
try {
  await waitFor(`http://127.0.0.1:${REF_PORT}/`, reference, 404);
  if (DATABASES.includes('embedded')) await benchDatabase('embedded', {}, reference);
  if (DATABASES.includes('postgres')) {
    const pg = startPostgres();
    if (!pg) console.log('postgres: skipped, PostgreSQL is not installed (apt-get install postgresql)');
    else {
      try {
        await benchDatabase('postgres', { DATABASE_URL: pg.url }, reference);
      } finally {
        pg.stop();
      }
    }
  }
} finally {
  await stop(reference);
}

console.log(
  `\nbench:load — ${CONNECTIONS} connections, ${DURATION} s per run, identity bodies, pages by ${WRK ? 'wrk' : 'autocannon'}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}\n`,
);
const header = ['database', 'target', 'req/s', 'CPU/req ms', 'p50 ms', 'p99 ms', 'errors', 'goal', ''];
const table = rows.map((r) => [
  r.database,
  r.target,
  fmt(r.rps),
  fmt(r.cpuMs, 2),
  fmt(r.p50),
  fmt(r.p99),
  String(r.errors),
  r.goal?.text ?? '',
  r.goal ? (r.goal.pass ? 'PASS' : 'FAIL') : '',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t[i].length)));
for (const line of [header, ...table])
  console.log(line.map((c, i) => (i >= 2 && i <= 6 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
const failed = rows.filter((r) => r.goal && !r.goal.pass).length;
console.log(`\n${failed === 0 ? 'All targets met.' : `${failed} target(s) missed.`}`);
