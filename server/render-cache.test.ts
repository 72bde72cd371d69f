import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { webFontsCached } from '../app/lib/web-fonts-cookie.ts';

vi.mock('../app/server/render/csp.server.ts', () => ({ contentSecurityPolicy: () => "script-src 'self'" }));
const { publishChange } = await import('../app/server/platform/cache-bus.server.ts');
const { cacheKey, createRenderCache } = await import('./render-cache.ts');

// A stand-in for the shop: counts renders and answers like React Router would.
let renders: string[] = [];
let answer: { status?: number; headers?: Record<string, string>; slow?: boolean } = {};
const cache = createRenderCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
const server = http.createServer((req, res) =>
  cache.handle(req, res, () => {
    renders.push(req.url ?? '');
    res.statusCode = answer.status ?? 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const [k, v] of Object.entries(answer.headers ?? {})) res.setHeader(k, v);
    res.write('<!doctype html><p>');
    // As the shop does, the page names the web fonts' faces to a browser that has their files.
    const fonts = webFontsCached(req.headers.cookie) ? ' with the web fonts' : '';
    const finish = () => res.end(`page for ${req.url}${fonts} ${'x'.repeat(2000)}</p>`);
    if (answer.slow) setTimeout(finish, 100);
    else finish();
  }),
);
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  publishChange('all');
  renders = [];
  answer = {};
});

describe('render cache', () => {
  it('renders an anonymous page once, then answers from memory with an ETag and 304 on revisits', async () => {
    const first = await fetch(`${base}/products`);
    const text = await first.text();
    const second = await fetch(`${base}/products`);
    expect(await second.text()).toBe(text);
    expect(renders).toEqual(['/products']);
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    const revisit = await fetch(`${base}/products`, { headers: { 'If-None-Match': etag } });
    expect(revisit.status).toBe(304);
    expect(cache.stats()).toMatchObject({ entries: 1, misses: 1, hits: 2 });
  });

  it("answers a revisit 304 with the page's own policy, also when the page was rendered again after a change", async () => {
    const policy = "script-src 'self' 'sha256-the-page-script'";
    answer = { headers: { 'Content-Security-Policy': policy } };
    const etag = (await fetch(`${base}/products`)).headers.get('etag')!;
    const fromMemory = await fetch(`${base}/products`, { headers: { 'If-None-Match': etag } });
    expect(fromMemory.status).toBe(304);
    expect(fromMemory.headers.get('content-security-policy')).toBe(policy);
    // A 304's headers replace the browser's stored ones: the same page rendered again must not
    // go out with another policy.
    publishChange('catalogue');
    const renderedAgain = await fetch(`${base}/products`, { headers: { 'If-None-Match': etag } });
    expect(renders).toEqual(['/products', '/products']);
    expect(renderedAgain.status).toBe(304);
    expect(renderedAgain.headers.get('content-security-policy')).toBe(policy);
  });

  it('serves Brotli and gzip copies once they are made', async () => {
    await fetch(`${base}/size-guide`);
    await vi.waitFor(async () => {
      const res = await new Promise<http.IncomingMessage>((resolve) =>
        http.get(`${base}/size-guide`, { headers: { 'Accept-Encoding': 'br' } }, resolve),
      );
      const chunks: Buffer[] = [];
      for await (const c of res) chunks.push(c as Buffer);
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(Buffer.concat(chunks)).toString()).toContain('page for /size-guide');
    });
    expect(renders).toEqual(['/size-guide']);
  });

  it('answers a signed-in shopper a catalogue page kept for everyone, with the personal-parts hint, but never keeps hers', async () => {
    const session = { Cookie: 'theme=x; better-auth.session_token=abc.def' };
    // Nothing kept yet: her page is rendered for her, and not kept.
    const first = await fetch(`${base}/products`, { headers: session });
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('set-cookie')).toBeNull();
    const kept = await (await fetch(`${base}/products`)).text();
    const signedIn = await fetch(`${base}/products`, { headers: { Cookie: '__Secure-better-auth.session_token=abc.def' } });
    expect(await signedIn.text()).toBe(kept);
    expect(signedIn.headers.get('set-cookie')).toBe('shop-personal=1; Path=/; SameSite=Lax; Max-Age=2592000');
    expect(renders).toEqual(['/products', '/products']);
    // A visitor's answer never carries the hint.
    expect((await fetch(`${base}/products`)).headers.get('set-cookie')).toBeNull();
  });

  it('asks for her parts also when the page she kept from before signing in is still current (a 304)', async () => {
    const etag = (await fetch(`${base}/products`)).headers.get('etag')!;
    const revisit = await fetch(`${base}/products`, { headers: { 'If-None-Match': etag, Cookie: 'better-auth.session_token=abc.def' } });
    expect(revisit.status).toBe(304);
    expect(revisit.headers.get('set-cookie')).toBe('shop-personal=1; Path=/; SameSite=Lax; Max-Age=2592000');
  });

  it('keeps a page twice, with and without the web fonts, and answers each browser the one for it', async () => {
    const hasFonts = { Cookie: 'shop-fonts=1' };
    const plain = await (await fetch(`${base}/products`)).text();
    const withFonts = await (await fetch(`${base}/products`, { headers: hasFonts })).text();
    expect(plain).not.toContain('with the web fonts');
    expect(withFonts).toContain('page for /products with the web fonts');
    // Each is rendered once, then answered from memory to the browsers it suits.
    expect(await (await fetch(`${base}/products`, { headers: { Cookie: 'theme=x; shop-fonts=1' } })).text()).toBe(withFonts);
    expect(await (await fetch(`${base}/products`, { headers: { Cookie: 'shop-fonts=0' } })).text()).toBe(plain);
    expect(renders).toEqual(['/products', '/products']);
    // A data request carries no styles: one entry for every browser.
    await fetch(`${base}/products.data`);
    await fetch(`${base}/products.data`, { headers: hasFonts });
    expect(renders).toEqual(['/products', '/products', '/products.data']);
  });

  it("never answers a signed-in shopper's data request from the cache", async () => {
    await fetch(`${base}/products.data`);
    await fetch(`${base}/products.data`, { headers: { Cookie: 'better-auth.session_token=abc.def' } });
    expect(renders).toEqual(['/products.data', '/products.data']);
  });

  it('keeps nothing that sets a cookie, is private, failed, or is outside the public pages', async () => {
    answer = { headers: { 'Set-Cookie': 'a=b' } };
    await fetch(`${base}/products`);
    await fetch(`${base}/products`);
    answer = { headers: { 'Cache-Control': 'private, max-age=30' } };
    await fetch(`${base}/search?q=silk`);
    await fetch(`${base}/search?q=silk`);
    answer = { status: 500 };
    await fetch(`${base}/terms`);
    await fetch(`${base}/terms`);
    answer = {};
    await fetch(`${base}/account`);
    await fetch(`${base}/account`);
    await fetch(`${base}/admin/products`);
    await fetch(`${base}/admin/products`);
    expect(renders).toHaveLength(10);
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps a 404 page', async () => {
    answer = { status: 404 };
    expect((await fetch(`${base}/product/NOPE`)).status).toBe(404);
    expect((await fetch(`${base}/product/NOPE`)).status).toBe(404);
    expect(renders).toHaveLength(1);
  });

  it('renders for the address without unknown parameters, so they share one entry', async () => {
    await fetch(`${base}/products?utm_source=story&sort=price-asc&fabric=silk&fabric=cotton`);
    await fetch(`${base}/products?fabric=silk&fabric=cotton&sort=price-asc&fbclid=1`);
    expect(renders).toEqual(['/products?fabric=silk&fabric=cotton&sort=price-asc']);
  });

  it('renders a page once for visitors who arrive together', async () => {
    answer = { slow: true };
    const pages = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/care-craft`).then((r) => r.text())));
    expect(new Set(pages).size).toBe(1);
    expect(renders).toEqual(['/care-craft']);
  });

  it('is emptied by every published change', async () => {
    await fetch(`${base}/`);
    publishChange('catalogue');
    await fetch(`${base}/`);
    publishChange('content');
    await fetch(`${base}/`);
    expect(renders).toEqual(['/', '/', '/']);
  });
});

describe('cache keys', () => {
  it('covers the public pages and their data requests only', () => {
    expect(cacheKey('/')).toBe('/');
    expect(cacheKey('/_.data')).toBe('/_.data');
    expect(cacheKey('/_.data?_routes=routes%2Fhome')).toBe('/_.data?_routes=routes%2Fhome');
    expect(cacheKey('/product/SKU1.data?_routes=routes%2Fproduct')).toBe('/product/SKU1.data?_routes=routes%2Fproduct');
    for (const url of [
      '/account',
      '/cart',
      '/wishlist',
      '/auth',
      '/admin',
      '/admin/products.data',
      '/api/search?q=x',
      '/inquiry',
      '/product/a/b',
      '/_root.data',
    ])
      expect(cacheKey(url)).toBeNull();
  });
});
