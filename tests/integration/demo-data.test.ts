import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../spawn-shop.ts';
import { parseEnv } from '../../app/server/platform/env.server.ts';

describe('when demo data may load by itself', () => {
  it('only on a local trial: never with NODE_ENV=production or a public address', () => {
    const trial = (source: Record<string, string>) => {
      const parsed = parseEnv(source);
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
      return parsed.env.localTrial;
    };
    expect(trial({})).toBe(true);
    expect(trial({ PUBLIC_URL: 'http://127.0.0.1:4310' })).toBe(true);
    expect(trial({ NODE_ENV: 'production' })).toBe(false);
    // The value the shop's own commands set for React's production build is not the operator's word.
    expect(trial({ NODE_ENV: 'production', SHOP_NODE_ENV_DEFAULTED: '1' })).toBe(true);
    expect(trial({ NODE_ENV: 'production', SHOP_NODE_ENV_DEFAULTED: '1', PUBLIC_URL: 'https://shop.example.in' })).toBe(false);
    expect(trial({ PUBLIC_URL: 'https://shop.example.in' })).toBe(false);
    expect(trial({ NODE_ENV: 'development', PUBLIC_URL: 'https://localhost.example.in' })).toBe(false);
  });

  // Runs the built server; `npm test` builds before this step.
  // One process run (a first start of the embedded database is slow); parseEnv above covers the public address.
  for (const [what, env] of [['NODE_ENV=production', { NODE_ENV: 'production' }]] as const) {
    it(`a real shop started with ${what} loads no demo data and makes no demo account`, async () => {
      expect(fs.existsSync(path.resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')), 'run npm run build first').toBe(true);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-real-'));
      const port = await freePort();
      const base = { ...process.env };
      delete base.DEMO_DATA;
      delete base.NODE_ENV;
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        env: { ...base, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let printed = '';
      child.stdout.on('data', (chunk) => (printed += chunk));
      const deadline = Date.now() + 90_000;
      while (
        !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
      child.kill('SIGTERM');
      expect(await new Promise((resolve) => child.once('exit', resolve))).toBe(0);
      expect(printed).toContain('The shop is open');
      expect(printed).not.toMatch(/demo|password/i);

      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const stored = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
      const counts = await stored.query<{ products: number; users: number; settings: number }>(
        `select (select count(*)::int from products) as products, (select count(*)::int from "user") as users,
                (select count(*)::int from shop_settings where key like 'demo%') as settings`,
      );
      await stored.close();
      expect(counts.rows).toEqual([{ products: 0, users: 0, settings: 0 }]);
    }, 120_000);
  }
});
