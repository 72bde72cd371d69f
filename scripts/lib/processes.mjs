// Shared by test:scale and bench:storage: a scratch folder, free ports, child processes with their
// logs, and a clean-up that stops every process started here however the run ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function createRun(name, { portBase, timeoutMs }) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
  fs.chmodSync(work, 0o777);
  const children = [];
  const stoppers = [];

  function cleanUp() {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const stop of stoppers.splice(0)) {
      try {
        stop();
      } catch {}
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

  function fail(message) {
    console.error(`\n✖ ${name}: ${message}`);
    for (const child of children)
      if (fs.existsSync(child.logFile))
        console.error(`--- ${child.label} (last lines)\n${fs.readFileSync(child.logFile, 'utf8').split('\n').slice(-15).join('\n')}`);
    process.exit(1);
  }
  setTimeout(() => fail(`took longer than ${timeoutMs / 1000} s`), timeoutMs).unref();

  let next = portBase ? Number(portBase) : 0;
  /** The next port of the given base, or one the system says is free. */
  function freePort() {
    if (next) return Promise.resolve(next++);
    return new Promise((resolve, reject) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
      server.on('error', reject);
    });
  }

  function startProcess(label, command, args, env = {}) {
    const logFile = path.join(work, `${label.replace(/\W+/g, '-')}.log`);
    const out = fs.openSync(logFile, 'a');
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
    Object.assign(child, { label, logFile });
    children.push(child);
    return child;
  }

  async function waitFor(what, probe, waitMs = 60_000) {
    const until = Date.now() + waitMs;
    for (;;) {
      try {
        if (await probe()) return;
      } catch {}
      if (Date.now() > until) fail(`${what} did not come up`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** s3rver with one bucket, as any S3-compatible service; the shop gets only standard settings. */
  async function startS3(root, bucket) {
    const port = await freePort();
    startProcess('s3rver', path.join(root, 'node_modules/.bin/s3rver'), [
      '-d',
      path.join(work, 's3'),
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--silent',
      '--configure-bucket',
      bucket,
    ]);
    await waitFor('s3rver', async () => (await fetch(`http://127.0.0.1:${port}/`)).status < 500);
    return {
      port,
      env: {
        S3_BUCKET: bucket,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: '1',
      },
    };
  }

  return { work, fail, freePort, startProcess, waitFor, startS3, onCleanUp: (stop) => stoppers.push(stop) };
}
