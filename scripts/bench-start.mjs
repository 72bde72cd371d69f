// npm run bench:start — cold start (spawn to first 200 on /) and RSS after start, for the embedded
// database on a fresh data folder (what a first `npm start` does after the build: create the
// database, load the demo data and pictures), on an existing data folder, and for PostgreSQL (a
// throwaway cluster on 127.0.0.1).
// Then the restart after a kill -9 on an embedded data folder holding 10,000 enquiries: what a
// supervisor waits for after a crash (once after a writer died with all of them still in the
// write-ahead log, then after shops killed while answering pages).
// Each start is timed to its first 200 on / that is the home page itself (its main landmark and the
// catalogue's links), never a placeholder. After the kill -9 runs the data folder is opened again
// and its enquiries counted: a restart that lost a written enquiry fails however fast it was.
// Targets: fresh ≤ 20 s; embedded ≤ 3 s and ≤ 400 MiB; PostgreSQL ≤ 2 s and ≤ 160 MiB; restart after kill -9 ≤ 3 s.
// BENCH_PORT and BENCH_PG_PORT move the shop and the PostgreSQL cluster to other ports; PARTS=kill
// runs the kill -9 restart alone.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.RUNS ?? 3);
const node = process.execPath;
// Same V8 flags as `npm start` (a small young generation keeps the footprint low).
const startFlags = JSON.parse(fs.readFileSync('package.json', 'utf8'))
  .scripts.start.split(' ')
  .filter((a) => a.startsWith('--'));
const port = Number(process.env.BENCH_PORT ?? 4390);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 55433);

/** CPU time the process has used so far (user + system), in ms: a figure a busy machine inflates far less than wall time. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, in the kernel's hundredths of a second.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function startOnce(env, { stop = 'SIGTERM', loadWhileStopping = false } = {}) {
  const started = performance.now();
  const child = spawn(node, [...startFlags, 'scripts/start.mjs'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let ms, cpu;
  for (;;) {
    const page = await fetch(`http://127.0.0.1:${port}/`).then(
      async (res) => (res.status === 200 ? res.text() : null),
      () => null, // not listening yet
    );
    if (page !== null) {
      ms = performance.now() - started;
      cpu = cpuMs(child.pid);
      if (!isHomePage(page)) {
        child.kill('SIGKILL');
        throw new Error(`the first 200 on / is not the home page: ${page.slice(0, 300)}`);
      }
      break;
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 25));
  }
  await new Promise((r) => setTimeout(r, 500));
  const rss = rssMiB(child.pid);
  // A crash under load: requests in flight when the process dies.
  if (loadWhileStopping) for (let i = 0; i < 8; i++) fetch(`http://127.0.0.1:${port}/products?page=${i + 1}`).catch(() => {});
  child.kill(stop);
  await new Promise((r) => child.once('exit', r));
  return { ms, cpu, rss };
}

/** The home page with its content: a main landmark and links to pieces of the catalogue. */
const isHomePage = (html) => /<main[\s>]/.test(html) && /href="\/product\/[^"]+"/.test(html);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A first start: each run on a new, empty data folder and without the test runs' picture cache. */
async function benchFresh() {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fresh-'));
    runs.push(await startOnce({ DATA_DIR: dataDir, SEED_IMAGE_CACHE: '', DEMO_DATA: '1' }));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `${'fresh'.padEnd(12)} first start ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s   RSS ${median(runs.map((r) => r.rss)).toFixed(0)} MiB   (median of ${RUNS}, a new data folder each)`,
  );
}

async function bench(label, env) {
  await startOnce(env); // first start creates and seeds; not counted
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce(env));
  console.log(
    `${label.padEnd(12)} cold start ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s   RSS ${median(runs.map((r) => r.rss)).toFixed(0)} MiB   (median of ${RUNS})`,
  );
}

/** Opens a stopped shop's embedded database. */
async function openStopped(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
}

/** Writes cart enquiries into a stopped shop's database and kills the writer before any checkpoint; returns the count it saw. */
async function writeEnquiriesThenCrash(dataDir, count) {
  const writer = spawn(node, ['scripts/lib/bench-enquiry-writer.mjs', dataDir, String(count)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  for await (const chunk of writer.stdout) {
    out += chunk;
    if (out.includes('\n')) break;
  }
  writer.kill('SIGKILL');
  await new Promise((r) => (writer.exitCode !== null || writer.signalCode !== null ? r() : writer.once('exit', r)));
  const total = Number(out.trim());
  if (!Number.isInteger(total)) throw new Error(`the enquiry writer failed: ${out}`);
  return total;
}

/**
 * Restart after kill -9: the first restart follows the crash of a writer that left 10,000 enquiries
 * in the write-ahead log, each later one a shop killed while answering pages. Then the data folder
 * is opened again: every enquiry written must still be there.
 */
async function benchAfterKill(env) {
  await startOnce(env);
  const total = await writeEnquiriesThenCrash(env.DATA_DIR, 10_000);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    if (i > 0) await startOnce(env, { stop: 'SIGKILL', loadWhileStopping: true });
    runs.push(await startOnce(env));
  }
  const ms = median(runs.map((r) => r.ms));
  const cpu = median(runs.map((r) => r.cpu));
  const afterwards = await openStopped(env.DATA_DIR);
  const kept = (await afterwards.query('select count(*)::int as total from user_enquiries')).rows[0].total;
  await afterwards.close();
  const intact = kept === total;
  console.log(
    `${'after kill'.padEnd(12)} restart ${(ms / 1000).toFixed(2)} s (CPU ${(cpu / 1000).toFixed(2)} s, load ${os.loadavg()[0].toFixed(1)})   ${ms <= 3000 && intact ? 'pass' : 'FAIL'} (target ≤ 3 s, no enquiry lost)   RSS ${median(runs.map((r) => r.rss)).toFixed(0)} MiB   (median of ${RUNS}; the first, replaying 10,000 enquiries from the log: ${(runs[0].ms / 1000).toFixed(2)} s; enquiries ${total} written, ${kept} there after the restarts)`,
  );
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
}

if (!fs.existsSync('build/server/index.js')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const seedCache = path.resolve('node_modules/.cache/seed-images');
const onlyKill = process.env.PARTS === 'kill';

if (!onlyKill) {
  await benchFresh();
  await bench('embedded', { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-')), SEED_IMAGE_CACHE: seedCache });
}
await benchAfterKill({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-kill-')), SEED_IMAGE_CACHE: seedCache });
if (onlyKill) process.exit(0);

const pgBin = fs.existsSync('/usr/lib/postgresql')
  ? fs
      .readdirSync('/usr/lib/postgresql')
      .map((v) => `/usr/lib/postgresql/${v}/bin`)
      .sort()
      .pop()
  : null;
if (!pgBin) {
  console.log('postgres     skipped: PostgreSQL is not installed (apt-get install postgresql)');
} else {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const asPostgres = (cmd) => execFileSync('su', ['postgres', '-c', cmd], { stdio: 'ignore' });
  execFileSync('chown', ['postgres', pgDir]);
  asPostgres(`${pgBin}/initdb -D ${pgDir}/data -A trust -U postgres`);
  asPostgres(`${pgBin}/pg_ctl -D ${pgDir}/data -o "-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1" -l ${pgDir}/log -w start`);
  try {
    await bench('postgres', {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pgdata-')),
      SEED_IMAGE_CACHE: seedCache,
    });
  } finally {
    asPostgres(`${pgBin}/pg_ctl -D ${pgDir}/data -m fast stop`);
  }
}
