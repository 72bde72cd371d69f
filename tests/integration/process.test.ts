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
