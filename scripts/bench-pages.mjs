// npm run bench:pages — how the shop's pages load on a phone, measured beside a client-rendered
// React shop front (the anchor) in the same run. Prints, for home, listing, a product, search results
// and an information page:
//   0. this machine's BenchmarkIndex (three Lighthouse runs once the machine is idle) and the CPU
//      slowdown that simulates the same mid-tier phone on it (scripts/bench-pages/cpu-slowdown.mjs:
//      4x at index 1,533; BENCH_CPU_SLOWDOWN=n fixes it);
//   1. Lighthouse mobile (simulated slow 4G, CPU slowed as in 0), BENCH_RUNS runs (default 5), interleaved
//      with the anchor's: every run, then medians and spread of LCP, CPU-TBT (each task's CPU time,
//      not its wall time), all CPU after the first paint, script and style/layout CPU, CLS, script
//      size, wall TBT and perf (for reference), with each figure's ratio to the anchor; the CPU-based
//      targets (LCP, CPU-TBT against the anchor, CLS, shop script) pass or FAIL; the five longest main-thread tasks of one run per page, each split
//      into what ran inside it (from the Chrome trace); then per page the targets of
//      docs/decisions/0013-main-thread-against-the-anchor.md (against the anchor) and the absolute
//      targets of docs/decisions/0005-first-load-speed.md, each pass or FAIL;
//   2. one Playwright load per page on a throttled phone: request order (no script or web font before
//      the LCP picture has arrived), the LCP picture's file and weight, high-priority images, stylesheet size;
//   3. the first-load script of each page from the build's route manifest (without BENCH_URL);
//   4. touch response after hydration on the slowed CPU (Event Timing), BENCH_RUNS runs.
// BENCH_BEFORE_URL adds another running build of the shop (before a change), measured in the same
// runs; BENCH_TRACE_DIR keeps the Chrome trace of each page's profiled run there.
// BENCH_URL measures an already running shop. Otherwise the built shop (built once if build/ is
// missing) is started on BENCH_PORT (default 41190) with the demo data in a scratch folder.
// The anchor comes from ANCHOR_DIR (default ../shared/anchors/client-rendered-shop beside the
// repository), is built once per version of its sources (cached in node_modules/.cache/bench-anchor)
// and served on ANCHOR_PORT (default BENCH_PORT + 1); without it the ratios are skipped, said so.
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium). BENCH_DESKTOP=1 adds Lighthouse desktop runs;
// BENCH_PAGES=home,product measures only the pages named; BENCH_LIGHTHOUSE_ONLY=1 skips parts 2–4.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings, throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { buildAnchor, serveAnchor } from './bench-pages/anchor.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { chooseSlowdown, DEFAULT_SLOWDOWN } from './bench-pages/cpu-slowdown.mjs';
import { firstLoadScript } from './bench-pages/first-load-script.mjs';
import { cpuBlocking, longestTasks } from './bench-pages/long-tasks.mjs';
import { phoneChecks } from './bench-pages/phone-checks.mjs';
import { touchResponse } from './bench-pages/touch-response.mjs';
import { ABSOLUTE, absoluteChecks, checkLine, cpuChecks, median, pass, relativeChecks, spread } from './bench-pages/targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.CHROME_PATH ??= '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ALL_PAGES = [
  { name: 'home', path: '/', route: 'routes/home' },
  { name: 'listing', path: '/products', route: 'routes/products' },
  { name: 'product', path: '/product/SKU1730000000002', route: 'routes/product' },
  { name: 'search', path: '/search?q=silk', noindex: true, route: 'routes/search' },
  { name: 'information', path: '/shipping-returns', route: 'routes/shipping-returns' },
];
// BENCH_PAGES=home,product measures only those pages (while working on one of them).
const PAGES = process.env.BENCH_PAGES ? ALL_PAGES.filter((p) => process.env.BENCH_PAGES.split(',').includes(p.name)) : ALL_PAGES;
const TARGET = { ...ABSOLUTE, lcpKb: 60, cssKb: 25, touchMs: 200 };

let server;
let base = process.env.BENCH_URL?.replace(/\/$/, '');
if (!base) {
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const port = process.env.BENCH_PORT ?? '41190';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      SEED_IMAGE_CACHE: path.join(root, 'node_modules/.cache/seed-images'),
    },
  });
  process.on('exit', () => {
    server.kill('SIGTERM');
    // The server may still be writing a picture's AVIF copy as it stops: the folder is retried, not left.
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  });
  const deadline = Date.now() + 300_000;
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`the shop did not start on ${base}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** gzip -9 size of each script the page loaded (the budget's unit; the shop itself sends Brotli). */
const gzipCache = new Map();
async function gzipKb(url) {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    gzipCache.set(url, zlib.gzipSync(body, { level: 9 }).length / 1024);
  }
  return gzipCache.get(url);
}
/** React and React Router: the fixed cost every page pays; the rest is the shop's own code. */
const isFramework = (url) => /\/assets\/framework-[\w-]+\.js$/.test(new URL(url).pathname);

/** Search results are kept out of search engines on purpose: their SEO score leaves that audit out. */
function seoWithoutCrawlable(lhr) {
  const refs = lhr.categories.seo.auditRefs.filter((r) => r.weight > 0 && r.id !== 'is-crawlable' && lhr.audits[r.id].score !== null);
  const weight = refs.reduce((sum, r) => sum + r.weight, 0);
  return Math.round((refs.reduce((sum, r) => sum + r.weight * lhr.audits[r.id].score, 0) / weight) * 100);
}

/** Lighthouse's own recording failures, not the page's (see lighthouseRun). */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/** One Lighthouse run of a page: its figures, and (when `profile`) the five longest tasks of its trace. */
async function lighthouseRun(chrome, p, config, { run, profile }) {
  const url = `${p.base}${p.path}`;
  const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
  const slowdown = config?.settings?.throttling?.cpuSlowdownMultiplier ?? DEFAULT_SLOWDOWN;
  let result = await lighthouse(url, flags, config);
  // Lighthouse sometimes fails to record the trace itself ("Please run Lighthouse again"): such a run
  // says nothing about the page, so it is run again (twice at most) and reported. Any other failure counts.
  for (let retry = 1; retry <= 2 && TRACE_NOT_RECORDED.has(result.lhr.runtimeError?.code); retry++) {
    console.log(`${p.name}, run ${run}: ${result.lhr.runtimeError.code}, Lighthouse recorded no trace; run again (${retry} of 2)`);
    result = await lighthouse(url, flags, config);
  }
  const { lhr, artifacts } = result;
  const { categories, audits } = lhr;
  // A run Lighthouse could not score (perf 0, no LCP) says why here instead of only lowering the spread.
  const failed =
    lhr.runtimeError ?? ['largest-contentful-paint', 'first-contentful-paint'].map((id) => audits[id]).find((a) => a.errorMessage);
  if (failed) console.log(`${p.name}, run ${run}: ${failed.code ?? ''} ${failed.message ?? failed.errorMessage}`.slice(0, 300));
  const scriptUrls = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').map((item) => item.url);
  let shopJs = 0;
  let frameworkJs = 0;
  for (const scriptUrl of scriptUrls) {
    if (isFramework(scriptUrl)) frameworkJs += await gzipKb(scriptUrl);
    else shopJs += await gzipKb(scriptUrl);
  }
  return {
    perf: Math.round(categories.performance.score * 100),
    a11y: Math.round(categories.accessibility.score * 100),
    bp: Math.round(categories['best-practices'].score * 100),
    seo: p.noindex ? seoWithoutCrawlable(lhr) : Math.round(categories.seo.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's simulated (slowed CPU) durations of the page's long tasks (50 ms and more).
    longestTask: Math.max(0, ...(audits['long-tasks'].details?.items ?? []).map((item) => item.duration)),
    longTasks: audits['long-tasks'].details?.items?.length ?? 0,
    shopJs,
    frameworkJs,
    jsFiles: scriptUrls.length,
    tasks: profile && artifacts?.Trace ? longestTasks(artifacts.Trace, lhr.finalDisplayedUrl, 5, slowdown) : null,
    ...cpuFigures(artifacts?.Trace ? cpuBlocking(artifacts.Trace, lhr.finalDisplayedUrl, slowdown) : null),
    trace: profile && process.env.BENCH_TRACE_DIR ? keepTrace(artifacts.Trace, p.name) : undefined,
  };
}

/** The CPU-based figures of a run (NaN when Lighthouse kept no trace). */
const cpuFigures = (cpu) => ({
  cpuTbt: cpu?.tbt ?? NaN,
  cpuLongest: cpu?.longest ?? NaN,
  cpuTotal: cpu?.total ?? NaN,
  cpuScript: cpu?.script ?? NaN,
  cpuStyle: cpu?.style ?? NaN,
});

/** BENCH_TRACE_DIR: the trace of a page's profiled run is kept there (open it in Chrome's Performance panel). */
function keepTrace(trace, name) {
  fs.mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
  const file = path.join(process.env.BENCH_TRACE_DIR, `${name.replace(/\W+/g, '-')}.trace.json`);
  fs.writeFileSync(file, JSON.stringify(trace));
  return file;
}

/** CPU time (clock ticks) every process of the machine has used so far (Linux: /proc/stat's first line). */
function machineCpuTicks() {
  const [user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return user + nice + system + irq + softirq + steal;
}

/**
 * After the warm-up each server makes an AVIF copy of every new picture width in the background,
 * one at a time and seconds of CPU each (server/media.ts): on a 2-core machine that work would run
 * during the measured loads (longer main-thread tasks, later LCP) and the first runs would get the
 * WebP copies. The servers of BENCH_BEFORE_URL do the same, so this watches the whole machine, not
 * this bench's own server: it waits until all of it has used under 5 % of a core for 3 s in a row
 * (10 min at most).
 */
async function waitForIdleMachine() {
  const started = Date.now();
  let quietSeconds = 0;
  let last = machineCpuTicks();
  while (quietSeconds < 3 && Date.now() - started < 600_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = machineCpuTicks();
    quietSeconds = now - last < 5 ? quietSeconds + 1 : 0;
    last = now;
  }
  console.log(`machine idle after the warm-up (waited ${Math.round((Date.now() - started) / 1000)} s)`);
}

// The anchor: built once per version of its sources, served here with gzip, measured beside the shop.
const anchorDir = path.resolve(root, process.env.ANCHOR_DIR ?? '../shared/anchors/client-rendered-shop');
let anchor = null;
if (fs.existsSync(path.join(anchorDir, 'package.json'))) {
  const dist = buildAnchor(anchorDir, path.join(root, 'node_modules/.cache'));
  anchor = await serveAnchor(dist, process.env.ANCHOR_PORT ?? Number(process.env.BENCH_PORT ?? 41190) + 1);
  process.on('exit', () => anchor.close());
} else {
  console.log(`\nNo anchor at ${anchorDir} (set ANCHOR_DIR to the client-rendered shop front): the ratios to it are skipped.\n`);
}
// The anchor's grid of products (its home) is the reference for every shop page.
const ANCHOR_PAGES = anchor ? [{ name: 'anchor', path: '/', base: anchor.base }] : [];
const anchorPage = ANCHOR_PAGES[0];
// BENCH_BEFORE_URL: other builds of the shop (before a change), measured in the same runs as this one:
// one address, or several as name=address separated by commas (one variant per device weighed).
const otherBuilds = (process.env.BENCH_BEFORE_URL ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name, address] = entry.includes('=') ? entry.split(/=(.*)/s) : ['before', entry];
    return { name, base: address.replace(/\/$/, '') };
  });
// Each page right after its other builds, so that they are measured seconds apart.
const shopPages = PAGES.flatMap((p) => [...otherBuilds.map((b) => ({ ...p, name: `${b.name}: ${p.name}`, base: b.base })), { ...p, base }]);

const chrome = await chromeLauncher.launch({ chromeFlags: [...CHROMIUM_FLAGS] });
// Warm up: the first request of each picture width makes the resized file once (and queues its AVIF copy).
for (const p of [...ANCHOR_PAGES, ...shopPages])
  await lighthouse(`${p.base}${p.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await waitForIdleMachine();

// The phone's CPU: this machine's BenchmarkIndex, measured by Lighthouse in three runs of the first
// page now that the machine is idle, gives the slowdown of every run below.
// Only the index is read: nothing else of these runs is computed.
const indexPage = [...ANCHOR_PAGES, ...shopPages][0];
const indexRuns = [];
for (let i = 0; i < 3; i++) {
  const { lhr } = await lighthouse(`${indexPage.base}${indexPage.path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  indexRuns.push(lhr.environment.benchmarkIndex);
}
const cpu = chooseSlowdown(indexRuns);
const mobileConfig = {
  extends: 'lighthouse:default',
  settings: {
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu.slowdown },
    // A first visit: Lighthouse empties the HTTP cache before each run but keeps cookies, and the
    // shop's `shop-fonts` cookie says the fonts are in that cache (record 0036).
    clearStorageTypes: [...defaultSettings.clearStorageTypes, 'cookies'],
  },
};
const SLOW = `x${cpu.slowdown}`;
console.log(
  `CPU slowdown ${cpu.slowdown}x (${cpu.why}; this machine's BenchmarkIndex ${indexRuns.map(Math.round).join(', ')}, median ${Math.round(cpu.index)})`,
);

// The runs are interleaved (run 1 of every page, then run 2…), so that a busy spell of the machine
// weighs on the anchor and the shop alike.
const runsOf = new Map([...ANCHOR_PAGES, ...shopPages].map((p) => [p, []]));
for (let i = 1; i <= RUNS; i++) {
  for (const p of runsOf.keys()) runsOf.get(p).push(await lighthouseRun(chrome, p, mobileConfig, { run: i, profile: i === 1 }));
  console.log(`run ${i} of ${RUNS} measured`);
}
const desktopRows = [];
if (process.env.BENCH_DESKTOP)
  for (const p of shopPages) {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) runs.push(await lighthouseRun(chrome, p, desktopConfig, { run: i, profile: false }));
    const m = (key) => median(runs.map((r) => r[key]));
    desktopRows.push({
      page: p.name,
      perf: m('perf'),
      'LCP s': (m('lcp') / 1000).toFixed(2),
      'TBT ms': Math.round(m('tbt')),
      CLS: m('cls').toFixed(3),
    });
  }
await chrome.kill();

// Every run, so that a page that moves between runs shows it (the medians below hide that).
console.log(`\nEvery run (CPU figures from the trace's thread time, ${SLOW} as Lighthouse simulates, after first paint):`);
console.table(
  [...runsOf].flatMap(([p, runs]) =>
    runs.map((r, i) => ({
      page: p.name,
      run: i + 1,
      'LCP ms': Math.round(r.lcp),
      'CPU-TBT ms': Math.round(r.cpuTbt),
      'CPU after paint ms': Math.round(r.cpuTotal),
      'script CPU ms': Math.round(r.cpuScript),
      'style/layout CPU ms': Math.round(r.cpuStyle),
      'wall TBT ms': Math.round(r.tbt),
      CLS: r.cls.toFixed(3),
      'shop JS KB gz': r.shopJs.toFixed(1),
      'all JS KB gz': (r.shopJs + r.frameworkJs).toFixed(1),
    })),
  ),
);

const lighthouseRows = [...runsOf].map(([p, runs]) => {
  const m = (key) => median(runs.map((r) => r[key]));
  const runsText = (key) => spread(runs.map((r) => Math.round(r[key])));
  const reference = anchor && !ANCHOR_PAGES.includes(p) ? runsOf.get(anchorPage) : null;
  const vs = (key, shown) => {
    const anchorFigure = reference && median(reference.map((r) => r[key]));
    return anchorFigure > 0 ? `${shown} (${(m(key) / anchorFigure).toFixed(2)}×)` : shown;
  };
  return {
    page: p.name,
    'LCP ms': vs('lcp', String(Math.round(m('lcp')))),
    'LCP runs': runsText('lcp'),
    'CPU-TBT ms': vs('cpuTbt', String(Math.round(m('cpuTbt')))),
    'CPU-TBT runs': runsText('cpuTbt'),
    'CPU after paint ms': vs('cpuTotal', String(Math.round(m('cpuTotal')))),
    'CPU after paint runs': runsText('cpuTotal'),
    'script CPU ms': Math.round(m('cpuScript')),
    'style/layout CPU ms': Math.round(m('cpuStyle')),
    'longest CPU ms': Math.round(Math.max(...runs.map((r) => r.cpuLongest))),
    CLS: m('cls').toFixed(3),
    'shop JS KB gz': m('shopJs').toFixed(1),
    'all JS KB gz': (m('frameworkJs') + m('shopJs')).toFixed(1),
    'wall TBT ms (reference)': vs('tbt', String(Math.round(m('tbt')))),
    'wall TBT runs': runsText('tbt'),
    perf: `${m('perf')} (${spread(runs.map((r) => r.perf))})`,
    'a11y/bp/seo': `${m('a11y')}/${m('bp')}/${m('seo')}`,
  };
});
console.log(
  `\nLighthouse mobile (slow 4G, ${cpu.slowdown}x slower CPU, simulated), ${RUNS} interleaved runs per page: medians, runs = lowest–highest; (n×) = ratio to the anchor's page:`,
);
console.table(lighthouseRows);

// The decision figures: LCP and the CPU-based ones (a busy machine moves wall TBT, not these much).
if (anchor) {
  console.log('\nCPU-based targets per page (against the anchor in this run):');
  for (const p of shopPages) console.log(`${p.name}: ${checkLine(cpuChecks(runsOf.get(p), runsOf.get(anchorPage)))}`);
}

console.log(`\nThe five longest main-thread tasks of run 1 of each page (from its Chrome trace, ms ${SLOW} as Lighthouse simulates them):`);
for (const [p, runs] of runsOf) {
  console.log(`${p.name}:`);
  console.table(runs[0].tasks ?? []);
}

console.log('\nTargets per page (first line: against the anchor in this run, which decides; second line: absolute):');
for (const p of shopPages) {
  const runs = runsOf.get(p);
  console.log(`${p.name}`);
  if (anchor) console.log(`  vs anchor: ${checkLine(relativeChecks(runs, runsOf.get(anchorPage)))}`);
  else console.log('  vs anchor: skipped (no anchor)');
  console.log(`  absolute:  ${checkLine(absoluteChecks(runs))}`);
}
if (desktopRows.length) {
  console.log('\nLighthouse desktop, medians:');
  console.table(desktopRows);
}

// BENCH_LIGHTHOUSE_ONLY=1 stops here (while working on one page's main thread).
if (process.env.BENCH_LIGHTHOUSE_ONLY) process.exit(0);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, args: [...CHROMIUM_FLAGS] });
const phoneRows = (await phoneChecks(browser, base, PAGES, cpu.slowdown)).map((row) => ({
  ...row,
  // A page whose largest paint is text (the information pages) has no main picture to favour.
  target: pass(
    row['script before LCP'] === 'no' &&
      row['font before LCP'] === 'no' &&
      row['LCP KB'] <= TARGET.lcpKb &&
      (row['LCP picture'] === '(text)'
        ? row['high-priority images'] === 0
        : row['high-priority images'] === 1 && row['image preloads in head'] === 1) &&
      row['CSS KB'] <= TARGET.cssKb,
  ),
}));
console.log(`\nOne load per page on a phone (390 px at 2x, slow 4G, ${cpu.slowdown}x slower CPU):`);
console.table(phoneRows);
console.log(
  `Targets: no script or web font request before the LCP picture has arrived; LCP picture <= ${TARGET.lcpKb} KB, the only high-priority image, preloaded in the head; stylesheet <= ${TARGET.cssKb} KB uncompressed.`,
);
if (!process.env.BENCH_URL) {
  console.log('\nFirst-load script of each page from the build (entry, root and page route with their static imports):');
  console.table(
    firstLoadScript(path.join(root, 'build/client'), PAGES).map((row) => ({
      ...row,
      target: pass(row['shop JS KB gz'] <= TARGET.shopJsGzipKb),
    })),
  );
  console.log(`Target: shop JS <= ${TARGET.shopJsGzipKb} KB gzip on top of the framework chunk.`);
}
const touch = await touchResponse(browser, base, RUNS, cpu.slowdown);
await browser.close();

console.log(
  `\nTouch response after hydration, ${cpu.slowdown}x slower CPU, longest Event Timing entry, ${RUNS} runs (16 = at most 16 ms):`,
);
console.table(
  Object.entries(touch).map(([action, values]) => ({
    action,
    'median ms': Math.round(median(values)),
    'runs ms': spread(values.map(Math.round)),
    target: pass(median(values) <= TARGET.touchMs),
  })),
);
console.log(`Target: each <= ${TARGET.touchMs} ms.`);
process.exit(0);
