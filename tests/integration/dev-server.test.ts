import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// npm run dev: React Router's Vite dev server inside the shop's Express app.
describe('development server', () => {
  it('serves a page with the hot-reload runtime, and the next request shows an edited component', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dev-'));
    const port = 4900 + Math.floor(Math.random() * 100);
    const child = spawn(process.execPath, ['scripts/dev.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: '0',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const footer = 'app/components/layout/site-footer-markup.tsx';
    const original = fs.readFileSync(footer, 'utf8');
    const page = async () => {
      const deadline = Date.now() + 150_000;
      for (;;) {
        const res = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
        if (res?.status === 200) return res.text();
        if (Date.now() > deadline || child.exitCode !== null) throw new Error('the development server did not answer');
        await new Promise((r) => setTimeout(r, 300));
      }
    };
    try {
      const first = await page();
      expect(first).toContain('Handcrafted in India.');
      expect(first).toContain('virtual:react-router/inject-hmr-runtime');

      fs.writeFileSync(footer, original.replace('Handcrafted in India.', 'Handcrafted in India, edited.'));
      const deadline = Date.now() + 30_000;
      let edited = '';
      while (!edited.includes('Handcrafted in India, edited.') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 300));
        edited = await page();
      }
      expect(edited).toContain('Handcrafted in India, edited.');
    } finally {
      fs.writeFileSync(footer, original);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
