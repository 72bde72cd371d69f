// npm run bench:busy — how long a visitor waits for a page the render cache holds while the server is
// busy rendering other visitors' searches (each a new address: a render and its database queries).
// Starts the built shop on the embedded database, sends searches from two visitors in a loop, and
// loads the cached home page with wrk (10 connections) at the same time; prints the median of ROUNDS.
// Settings: ROUNDS (3), DURATION (s, 8), BENCH_PORT (4470), BUILD_DIR (the build to measure).
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { median, readWrk, settle, WRK } from './bench-load/measure.mjs';

const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const DURATION = Number(process.env.DURATION ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 4470);
const base = `http://127.0.0.1:${PORT}`;
const WORDS = ['silk', 'cotton', 'red', 'saree', 'lehenga', 'kurta', 'gold', 'festive', 'bridal', 'linen', 'blue', 'green'];

if (!WRK) {
  console.error("bench:busy needs wrk (Debian's wrk package).");
  process.exit(1);
}
if (!fs.existsSync(path.join(process.env.BUILD_DIR ?? 'build', 'server/index.js'))) {
  console.error('No build: run npm run build first.');
  process.exit(1);
}

async function round() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-busy-'));
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base };
  Object.assign(env, { DEMO_DATA: '1', LOG_LEVEL: 'warn', FX_RATES_URL: 'off' });
  const shop = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: 'ignore' });
  try {
    for (;;) {
      if (shop.exitCode !== null) throw new Error('the shop stopped during its start');
      const up = await fetch(`${base}/`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // What the start leaves running (the demo pictures' copies, the first page's caches) finishes first.
    await settle(shop.pid);
    let searches = 0;
    let busy = true;
    const searcher = async () => {
      while (busy) {
        const q = `${WORDS[Math.floor(Math.random() * WORDS.length)]} ${Math.random().toString(36).slice(2, 6)}`;
        await (await fetch(`${base}/search?q=${encodeURIComponent(q)}`)).arrayBuffer();
        searches += 1;
      }
    };
    const searchers = [searcher(), searcher()];
    const { stdout } = await promisify(execFile)(WRK, ['-t1', '-c10', `-d${DURATION}s`, '--latency', `${base}/`], { encoding: 'utf8' });
    busy = false;
    await Promise.all(searchers);
    const { p50, p99, requests } = readWrk(stdout);
    return { p50, p99, rate: requests / DURATION, searches: searches / DURATION };
  } finally {
    shop.kill('SIGTERM');
    await new Promise((resolve) => (shop.exitCode !== null ? resolve() : shop.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rounds = [];
for (let i = 0; i < ROUNDS; i++) rounds.push(await round());
const of = (name) => median(rounds.map((r) => r[name]));
console.log(`\nThe cached home page while two visitors' searches are rendered (median of ${ROUNDS}):`);
console.log(`  p50 ${of('p50').toFixed(1)} ms, p99 ${of('p99').toFixed(1)} ms, ${Math.round(of('rate'))} pages/s`);
console.log(`  searches rendered meanwhile: ${of('searches').toFixed(0)}/s`);
console.log(`  rounds p99: ${rounds.map((r) => r.p99.toFixed(1)).join(', ')} ms`);
