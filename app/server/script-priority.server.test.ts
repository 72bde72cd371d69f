import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './script-priority.server';

const page =
  '<!DOCTYPE html><html><head><title>Shop</title><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>' +
  '<body><main>Sarees ₹2,499</main><script nonce="n">window.ctx = 1;</script>' +
  '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\nimport("/assets/entry.js");</script>' +
  '<script nonce="n">window.data = "<b>";</script></body></html>';

/** Streams the page through the rewrite in chunks of `size` bytes, as React's renderer would. */
async function rewrite(size: number) {
  const bytes = Buffer.from(page);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterPaint())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('scripts after paint', () => {
  it.each([1, 7, 64, 4096])(
    'takes the module preloads out of the head and makes the boot script wait for the gate (chunks of %i bytes)',
    async (size) => {
      const html = await rewrite(size);
      expect(html).not.toContain('modulepreload');
      expect(html).toContain('<main>Sarees ₹2,499</main><script nonce="n">window.ctx = 1;</script>');
      expect(html).toContain(
        '<script nonce="n" type="module" async="">const [route0, route1] = await window.__shopScripts.load(["/assets/entry.js","/assets/root.js"]).then(() => Promise.all([import("/assets/root.js"), import("/assets/home.js")]));',
      );
      expect(html).not.toContain('import * as');
      expect(html).toContain('import("/assets/entry.js");</script><script nonce="n">window.data = "<b>";</script></body></html>');
    },
  );
});
