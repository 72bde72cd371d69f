import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';

/** The headers the shop's security middleware sends for a page, with PUBLIC_URL as given. */
async function headersFor(publicUrl: string, path = '/') {
  vi.resetModules();
  process.env.PUBLIC_URL = publicUrl;
  const { securityHeaders } = await import('./security.ts');
  const app = express();
  app.use(securityHeaders());
  app.get(/.*/, (_req, res) => {
    res.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return response.headers;
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it('send Strict-Transport-Security only when the shop is served over https', async () => {
    expect((await headersFor('https://shop.example.in')).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await headersFor('http://localhost:3000')).get('strict-transport-security')).toBeNull();
  });

  it('keep the page a form was posted from same-origin, so Chromium sends its Origin (not null)', async () => {
    expect((await headersFor('http://localhost:3000')).get('referrer-policy')).toBe('same-origin');
  });

  it('switch off the browser features the shop never uses (camera, microphone, location, payment…)', async () => {
    const policy = (await headersFor('http://localhost:3000')).get('permissions-policy');
    expect(policy).not.toBeNull();
    const features = Object.fromEntries(policy!.split(',').map((part) => part.trim().split('=')));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
      expect(features[feature]).toBe('()');
    // The admin's upload tool copies a picture's link.
    expect(features['clipboard-write']).toBe('(self)');
  });

  it("keep other sites' windows away from the pages with a person's data, and let the public pages open in the tab they are asked in", async () => {
    const openerPolicy = async (path: string) => (await headersFor('http://localhost:3000', path)).get('cross-origin-opener-policy');
    for (const path of [
      '/account',
      '/account/measurements',
      '/wishlist',
      '/cart',
      '/inquiry',
      '/auth/signin',
      '/enquiries/t/a-quote-token',
      '/product/SKU1/review',
      '/admin',
      '/admin/products',
      '/api/wishlist',
      '/no-such-page',
    ])
      expect(await openerPolicy(path), path).toBe('same-origin');
    for (const path of ['/', '/_.data', '/products', '/products.data', '/product/SKU1', '/search', '/size-guide', '/shipping-returns'])
      expect(await openerPolicy(path), path).toBeNull();
  });
});
