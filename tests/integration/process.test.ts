import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnShop } from '../spawn-shop.ts';

// Runs the built server; `npm test` builds before this step.
describe('server process', () => {
  it('drains, closes the database and exits 0 within 10 s of SIGTERM, releasing the data folder', async () => {
    expect(fs.existsSync(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')), 'run npm run build first').toBe(true);
    const { child, dataDir, port } = await spawnShop('scripts/start.mjs', 'shop-sigterm-');
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(true);
    const sent = Date.now();
    child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    expect(Date.now() - sent).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
  }, 120_000);

  it('answers every page request while it starts: a 503 with Retry-After that says so, then the page itself', async () => {
    const { child, dataDir, port } = await spawnShop('scripts/start.mjs', 'shop-starting-');
    const answers: { status: number; retryAfter: string | null; body: string }[] = [];
    try {
      const deadline = Date.now() + 90_000;
      while (!answers.some((a) => a.status === 200)) {
        const answer = await fetch(`http://127.0.0.1:${port}/`).then(
          async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() }),
          () => null, // not listening yet
        );
        if (answer) answers.push(answer);
        if (Date.now() > deadline) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const waiting = answers.slice(0, -1);
    // The database takes a moment to open, so the port answers before the pages do.
    expect(waiting.length).toBeGreaterThan(0);
    for (const answer of waiting)
      expect(answer).toEqual({ status: 503, retryAfter: '2', body: 'The shop is starting. Try again in a moment.' });
    const page = answers.at(-1)!.body;
    expect(page).toMatch(/<main[\s>]/);
    expect(page).toContain('Aangan Boutique');
  }, 120_000);
});

describe('owner commands', () => {
  // Backup and restore: backup-drill.test.ts.
  it('admin creates an admin, and makes an existing account an admin with a new password', async () => {
    const { execFileSync } = await import('node:child_process');
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-'));
    const run = (args: string[], dataDir: string) =>
      execFileSync(process.execPath, ['scripts/cli.ts', ...args], {
        env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
        encoding: 'utf8',
      });

    expect(run(['admin', '--email', 'Owner@Example.in', '--password', 'a-long-password'], source)).toContain(
      'Admin owner@example.in created.',
    );
    expect(run(['admin', '--email', 'owner@example.in', '--password', 'another-password'], source)).toContain(
      'owner@example.in is now an admin',
    );

    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const database = new PGlite(path.join(source, 'db'), { extensions: { pg_trgm } });
    const { rows } = await database.query<{ email: string; role: string }>('select email, role from "user"');
    await database.close();
    expect(rows).toEqual([{ email: 'owner@example.in', role: 'admin' }]);
  }, 180_000);
});

describe('start-up problems the operator can fix', () => {
  /** Runs the built server until it exits; what it wrote to stderr and its exit code. */
  async function startExpectingExit(env: Record<string, string>, args: string[] = []) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    const child = spawn(process.execPath, [...args, 'scripts/start.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, HOST: '127.0.0.1', DEMO_DATA: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const touched = fs.readdirSync(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { code, lines: stderr.trim().split('\n'), touched };
  }

  it('a bad setting stops the server with one line naming it', async () => {
    const { code, lines } = await startExpectingExit({ PORT: '99999' });
    expect(code).toBe(1);
    expect(lines).toEqual(['Configuration error: PORT: must be 1-65535 (got "99999")']);
  }, 60_000);

  it('a busy port stops the server with one line, before the data folder is touched', async () => {
    const net = await import('node:net');
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as import('node:net').AddressInfo).port;
    try {
      const { code, lines, touched } = await startExpectingExit({ PORT: String(port) });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Port ${port} on 127.0.0.1 is already in use: stop the program using it, or start the shop on another port with PORT=.`,
      ]);
      expect(touched).toEqual([]);
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('an unsupported Node.js is told which version is needed', async () => {
    const { execFileSync } = await import('node:child_process');
    let error: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, ['scripts/check-node.mjs', '99.0.0'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      error = e as { status: number; stderr: string };
    }
    expect(error?.status).toBe(1);
    expect(error?.stderr.trim()).toBe(
      `The shop needs Node.js 99.0.0 or later; this is Node.js ${process.versions.node}. Start it with npm start (npm scripts run on the Node.js 24 that npm ci installs into node_modules) or install Node.js 24.`,
    );
  });
});
