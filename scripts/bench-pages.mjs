// Lighthouse on home, listing and a product page, mobile and desktop, three runs each: npm run bench:pages
// Prints the median scores, LCP, TBT, CLS and the page's scripts: files, bytes sent (Brotli) and their gzip size. Needs a build (npm run build)
// and Chromium (CHROME_PATH, default /usr/bin/chromium). BENCH_URL measures an already running shop;
// otherwise the built shop is started on BENCH_PORT (default 4390) with the demo data in a scratch folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.CHROME_PATH ??= '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/products' },
  { name: 'product', path: '/product/SKU1730000000002' },
];
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

let server;
let base = process.env.BENCH_URL?.replace(/\/$/, '');
if (!base) {
  const port = process.env.BENCH_PORT ?? '4390';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, DEMO_DATA: '1', LOG_LEVEL: 'warn', SEED_IMAGE_CACHE: path.join(root, 'node_modules/.cache/seed-images') },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  process.on('exit', () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

// Warm up: the first request of each image width makes the resized file once.
const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
for (const p of PAGES) await lighthouse(`${base}${p.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });

/** The scripts a page loaded, as gzip -9 would send them (the budget's unit); the shop itself sends Brotli. */
const gzipCache = new Map();
async function gzipSizes(urls) {
  let total = 0;
  for (const url of urls) {
    if (!gzipCache.has(url)) {
      const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      gzipCache.set(url, zlib.gzipSync(body, { level: 9 }).length);
    }
    total += gzipCache.get(url);
  }
  return total;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const p of PAGES) {
  for (const formFactor of ['mobile', 'desktop']) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${p.path}`, { port: chrome.port, output: 'json', logLevel: 'error' }, formFactor === 'desktop' ? desktopConfig : undefined);
      const { categories, audits } = result.lhr;
      const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
      const scriptUrls = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').map((item) => item.url);
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        seo: categories.seo.score * 100,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        jsKb: (scripts?.transferSize ?? 0) / 1024,
        jsGzipKb: (await gzipSizes(scriptUrls)) / 1024,
        jsFiles: scriptUrls.length,
      });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    rows.push({
      page: p.name,
      device: formFactor,
      perf: m('performance'),
      a11y: m('accessibility'),
      bp: m('bestPractices'),
      seo: m('seo'),
      'FCP s': (m('fcp') / 1000).toFixed(2),
      'LCP s': (m('lcp') / 1000).toFixed(2),
      'TBT ms': Math.round(m('tbt')),
      CLS: m('cls').toFixed(3),
      'JS files': m('jsFiles'),
      'JS KB sent (br)': m('jsKb').toFixed(1),
      'JS KB gzip': m('jsGzipKb').toFixed(1),
    });
    console.log(`measured ${p.name} ${formFactor}`);
  }
}
await chrome.kill();
console.log(`\nLighthouse ${RUNS} runs each, medians (${base}):`);
console.table(rows);
console.log('Targets: mobile performance >= 95; accessibility, best practices, SEO 100; LCP <= 2.0 s; CLS <= 0.05; first-load JS <= 100 KB gzip.');
process.exit(0);
