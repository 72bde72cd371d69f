// npm run check:disk-full — root only: runs the shop on a 200 MB tmpfs, fills the disk, and prints
// what a write, a read and the health check answer, then frees the disk and writes again.
// Expected: writes 503 while full, reads and /healthz 200, the process stays up, writes 200 after.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';

const dir = fs.mkdtempSync('/tmp/disk-full-');
execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=200m', 'tmpfs', dir]);
const port = 4391;
const base = `http://localhost:${port}`;
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, DATA_DIR: `${dir}/shop`, PORT: String(port), DEMO_DATA: '0', LOG_LEVEL: 'silent' },
  stdio: 'ignore',
});
const status = async (path, init) => (await fetch(base + path, init).catch(() => ({ status: 'down' }))).status;
const subscribe = (email) =>
  status('/api/newsletter', {
    method: 'POST',
    headers: { Origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: `email=${email}&source=footer`,
  });
try {
  while ((await status('/healthz')) !== 200) await new Promise((r) => setTimeout(r, 250));
  try {
    execFileSync('dd', ['if=/dev/zero', `of=${dir}/filler`, 'bs=1M', 'count=400'], { stdio: 'ignore' });
  } catch {
    /* dd stops when the disk is full */
  }
  console.log(
    `disk full:  write ${await subscribe('a@example.in')}  read ${await status('/products')}  healthz ${await status('/healthz')}  process ${server.exitCode === null ? 'up' : 'exited'}`,
  );
  fs.rmSync(`${dir}/filler`);
  console.log(`disk freed: write ${await subscribe('b@example.in')}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  execFileSync('umount', ['-l', dir]);
}
