import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it, vi } from 'vitest';

/** The headers the shop's security middleware sends for a page, with PUBLIC_URL as given. */
async function headersFor(publicUrl: string) {
  vi.resetModules();
  process.env.PUBLIC_URL = publicUrl;
  const { securityHeaders } = await import('./security.ts');
  const app = express();
  app.use(securityHeaders());
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
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
});
