import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp.server';
import { scriptsAfterPaint, scriptsAfterPaintParts } from './script-priority.server';

const page =
  '<!DOCTYPE html><html><head><title>Shop</title><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>' +
  '<body><main>Sarees ₹2,499</main><script nonce="n">window.ctx = 1;</script>' +
  '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\nimport("/assets/entry.js");</script>' +
  '<script nonce="n">window.data = "<b>";</script></body></html>';

describe('scripts after paint', () => {
  it('takes the module preloads out of the head and makes the boot script wait for the gate', () => {
    const html = scriptsAfterPaint(page);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<main>Sarees ₹2,499</main><script nonce="n">window.ctx = 1;</script>');
    expect(html).toContain(
      '<script nonce="n" type="module" async="">const [route0, route1] = await window.shopPage.load(["/assets/entry.js","/assets/root.js"]).then(() => window.shopPage.evaluate(["/assets/root.js"])).then(() => Promise.all([import("/assets/root.js"), import("/assets/home.js")]));',
    );
    expect(html).not.toContain('import * as');
    expect(html).toContain('import("/assets/entry.js");</script><script nonce="n">window.data = "<b>";</script></body></html>');
  });

  it('leaves a document without a boot script as it is, but for the preloads', () => {
    const html = page.replace(/<script nonce="n" type="module"[\s\S]*?<\/script>/, '');
    expect(scriptsAfterPaint(html)).toBe(html.replace(/<link rel="modulepreload"[^>]*>/g, ''));
  });

  it('cuts the rewritten page only between tags, so each script and class attribute stays in one piece', () => {
    const parts = scriptsAfterPaintParts(page);
    expect(parts).toHaveLength(4);
    expect(parts.join('')).toBe(scriptsAfterPaint(page));
    for (const part of parts.slice(1)) expect(part.startsWith('<')).toBe(true);
    expect(inlineScriptHashes(parts)).toEqual(inlineScriptHashes(parts.join('')));
    expect(inlineScriptHashes(parts)).toHaveLength(3);
  });
});
