import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spawnShop } from '../spawn-shop.ts';

// npm run dev: React Router's Vite dev server inside the shop's Express app.
describe('development server', () => {
  it('serves a page with the hot-reload runtime, and the next request shows an edited component', async () => {
    const { child, dataDir, port } = await spawnShop('scripts/dev.mjs', 'shop-dev-');
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
