// `npm run bench:storage`: upload and picture-serving latency through the app, local folder against
// S3-compatible storage (s3rver on this machine, so the figures show the app's own cost of going
// through the S3 protocol, not a network's). One app server on the embedded database per back end,
// run one after the other; the build must exist (npm run build). BENCH_PORT_BASE=N uses N, N+1….
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRun } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const { work, fail, freePort, startProcess, waitFor, startS3 } = createRun('bench:storage', {
  portBase: process.env.BENCH_PORT_BASE,
  timeoutMs: 600_000,
});
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const admin = { email: 'owner@bench.test', password: 'bench-owner-password-1' };
const picture = execFileSync(
  process.execPath,
  [
    '-e',
    "require('sharp')({create:{width:1600,height:1200,channels:3,noise:{type:'gaussian',mean:128,sigma:40}}}).jpeg({quality:85}).toBuffer().then(b=>process.stdout.write(b))",
  ],
  { maxBuffer: 1 << 25 },
);

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
};

async function measure(label, extraEnv) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  startProcess(`app ${label}`, process.execPath, ['scripts/start.mjs'], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(work, `data-${label.replace(/\W/g, '')}`),
    PUBLIC_URL: base,
    DEMO_DATA: '0',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  await waitFor(label, async () => (await fetch(`${base}/healthz`)).ok, 120_000);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) fail(`sign-in failed on ${label}: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const timed = async (fn) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  const get = (url) =>
    timed(async () => {
      const r = await fetch(`${base}${url}`);
      if (!r.ok) fail(`${url} answered ${r.status} on ${label}`);
      await r.arrayBuffer();
    });
  const urls = [];
  const upload = [];
  for (let i = 0; i < ROUNDS; i++) {
    upload.push(
      await timed(async () => {
        const form = new FormData();
        form.append('folder', 'products');
        form.append('file', new File([picture], 'look.jpg', { type: 'image/jpeg' }));
        const r = await fetch(`${base}/admin/upload`, { method: 'POST', headers: { origin: base, cookie }, body: form });
        if (!r.ok) fail(`upload answered ${r.status} on ${label}`);
        urls.push((await r.json()).url);
      }),
    );
  }
  const original = [];
  const firstResize = [];
  const storedResize = [];
  for (const url of urls) original.push(await get(url));
  for (const url of urls) firstResize.push(await get(`${url}?w=400`));
  for (const url of urls) storedResize.push(await get(`${url}?w=400`));
  return { label, upload: stats(upload), original: stats(original), firstResize: stats(firstResize), storedResize: stats(storedResize) };
}

const local = await measure('local folder', {});
const s3 = await startS3(root, 'bench-media');
const bucket = await measure('S3 (s3rver)', s3.env);

const row = (name, key) => {
  const f = (r) => `${r[key].median.toFixed(1).padStart(7)} ${r[key].p95.toFixed(1).padStart(7)}`;
  return `${name.padEnd(34)} ${f(local)}   ${f(bucket)}`;
};
console.log(`\n${ROUNDS} requests each, one at a time, ${(picture.length / 1024).toFixed(0)} KB JPEG of 1600x1200 (ms)`);
console.log(`${''.padEnd(34)} ${'local folder'.padStart(15)}   ${'S3 (s3rver)'.padStart(15)}`);
console.log(`${''.padEnd(34)} ${'median'.padStart(7)} ${'p95'.padStart(7)}   ${'median'.padStart(7)} ${'p95'.padStart(7)}`);
console.log(row('admin upload (WebP re-encode)', 'upload'));
console.log(row('picture, as stored', 'original'));
console.log(row('400 px copy, first request', 'firstResize'));
console.log(row('400 px copy, stored', 'storedResize'));
process.exit(0);
