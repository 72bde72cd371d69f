import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { makeUser } from './auth-helpers.ts';

setupTestDatabase();

// The Express host's own middleware in front of better-auth's handler, over a real socket.
let server: http.Server;
let base = '';
beforeAll(async () => {
  const { toNodeHandler } = await import('better-auth/node');
  const { bodyLimits, clientAddress } = await import('../../server/security.ts');
  const { getAuth } = await import('../../app/server/auth/auth.server.ts');
  const app = express();
  app.use(clientAddress);
  app.use(bodyLimits);
  app.all('/api/auth/*splat', toNodeHandler(getAuth()));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3999', ...headers },
  });

describe('sign-in limits over HTTP', () => {
  it('keeps counting when every attempt forges a new X-Forwarded-For (and client-address header)', async () => {
    await makeUser('victim@example.in', 'victim-pass-1');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const forged = `10.0.${i}.${i + 1}`;
      const response = await post('/api/auth/sign-in/email', JSON.stringify({ email: 'victim@example.in', password: `wrong-${i}-pass` }), {
        'x-forwarded-for': forged,
        'x-real-ip': forged,
        'x-shop-client-ip': forged,
      });
      statuses.push(response.status);
    }
    // AUTH_RATE_LIMIT defaults to 5 a minute per client address.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('refuses an auth body over 16 KB before better-auth reads it, and a body without a declared length', async () => {
    const big = JSON.stringify({ email: 'a@example.in', password: 'x'.repeat(17 * 1024) });
    const response = await post('/api/auth/sign-up/email', big);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Request is too large.');

    const chunked = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${base}/api/auth/sign-up/email`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"email":');
      req.end('"b@example.in"}');
    });
    expect(chunked).toBe(413);
  });
});
