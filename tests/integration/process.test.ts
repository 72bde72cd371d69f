import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Runs the built server; `npm test` builds before this step.
describe('server process', () => {
  it('drains, closes the database and exits 0 within 10 s of SIGTERM, releasing the data folder', async () => {
    expect(fs.existsSync(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')), 'run npm run build first').toBe(true);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sigterm-'));
    const port = 4700 + Math.floor(Math.random() * 200);
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: '0', LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
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
});

describe('owner commands', () => {
  it('admin creates an admin; backup and restore carry the shop to a new data folder', async () => {
    const { execFileSync } = await import('node:child_process');
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-src-'));
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-dst-'));
    const backup = path.join(os.tmpdir(), `shop-backup-${Date.now()}`);
    const run = (args: string[], dataDir: string) =>
      execFileSync(process.execPath, ['scripts/cli.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' }, encoding: 'utf8' });

    expect(run(['admin', '--email', 'Owner@Example.in', '--password', 'a-long-password'], source)).toContain('Admin owner@example.in created.');
    expect(run(['admin', '--email', 'owner@example.in', '--password', 'another-password'], source)).toContain('owner@example.in is now an admin');
    expect(run(['backup', backup], source)).toContain(`Backup written to ${backup}`);
    expect(fs.existsSync(path.join(backup, 'database.tar.gz'))).toBe(true);
    expect(run(['restore', backup], target)).toContain(`Restored from ${backup}`);

    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const restored = new PGlite(path.join(target, 'db'), { extensions: { pg_trgm } });
    const { rows } = await restored.query<{ email: string; role: string }>('select email, role from "user"');
    await restored.close();
    expect(rows).toEqual([{ email: 'owner@example.in', role: 'admin' }]);
  }, 180_000);
});
