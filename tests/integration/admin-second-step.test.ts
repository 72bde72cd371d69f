import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { makeUser, routeRequest, signIn } from './auth-helpers.ts';
import { enrol } from './two-factor-helpers.ts';

// A shop that requires the second factor of its admins: an admin who has not passed it is a shopper
// on every way in, not only on the /admin screens.
process.env.ADMIN_TWO_FACTOR = '1';
setupTestDatabase();

// The Express host's client address, better-auth's handler and the media route, over a real socket.
let server: http.Server;
let base = '';
beforeAll(async () => {
  const { toNodeHandler } = await import('better-auth/node');
  const { clientAddress } = await import('../../server/security.ts');
  const { getAuth } = await import('../../app/server/auth/auth.server.ts');
  const { serveMedia } = await import('../../server/media.ts');
  const app = express();
  app.use(clientAddress);
  app.all('/api/auth/*splat', toNodeHandler(getAuth()));
  app.get('/media/*key', serveMedia);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (p: string, cookie: string, body?: unknown) =>
  fetch(`${base}${p}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, origin: 'http://localhost:3999', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const whoIs = async (cookie: string) => {
  const { getUser } = await import('../../app/server/auth/permissions.server.ts');
  return getUser(await routeRequest('/', { cookie }));
};

const roleOf = async (email: string) => {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const { eq } = await import('drizzle-orm');
  const [row] = await db().select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.email, email));
  return row.role;
};

describe('admin power before the second step', () => {
  it('is a shopper’s: better-auth’s admin endpoints and shoppers’ private files refuse the password-only session', async () => {
    const shopper = await makeUser('asha-private@example.in', 'asha-pass-2026');
    await makeUser('pending-admin@example.in', 'pending-pass-2026', 'admin');
    const pending = await signIn('pending-admin@example.in', 'pending-pass-2026');
    expect(await whoIs(pending)).toMatchObject({ role: 'user', adminAwaitsSecondStep: true });

    const { storeUpload } = await import('../../app/server/storage/storage.server.ts');
    const picture = await storeUpload(new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures/files/measurements.pdf'))), {
      folder: 'inquiries',
      accept: ['pdf'],
    });
    expect((await send(picture.url, pending)).status).toBe(404);

    const listed = await send('/api/auth/admin/list-users', pending);
    expect(listed.status).toBe(404);
    expect(await listed.text()).not.toContain('asha-private@example.in');
    expect((await send('/api/auth/admin/set-role', pending, { userId: shopper.id, role: 'admin' })).status).toBe(404);
    expect((await send('/api/auth/admin/set-user-password', pending, { userId: shopper.id, newPassword: 'taken-over-2026' })).status).toBe(
      404,
    );
    expect(await roleOf('asha-private@example.in')).toBe('user');
    expect((await signIn('asha-private@example.in', 'asha-pass-2026')).length).toBeGreaterThan(0);

    // After the second step the same admin reads the file; the admin plugin's endpoints stay off for everybody.
    const { cookie: admin } = await enrol('pending-admin@example.in', 'pending-pass-2026');
    expect(await whoIs(admin)).toMatchObject({ role: 'admin', adminAwaitsSecondStep: false });
    expect((await send(picture.url, admin)).status).toBe(200);
    for (const endpoint of ['/api/auth/admin/list-users', '/api/auth/admin/list-user-sessions', '/api/auth/admin/has-permission'])
      expect((await send(endpoint, admin, endpoint.endsWith('list-users') ? undefined : { userId: shopper.id })).status).toBe(404);
    expect((await send('/api/auth/admin/set-role', admin, { userId: shopper.id, role: 'admin' })).status).toBe(404);
    expect(await roleOf('asha-private@example.in')).toBe('user');
  });

  it('signs out the devices that signed in with the password alone when two-step sign-in is turned on', async () => {
    await makeUser('two-devices-admin@example.in', 'two-devices-2026', 'admin');
    const laptop = await signIn('two-devices-admin@example.in', 'two-devices-2026');
    expect(await whoIs(laptop)).toMatchObject({ role: 'user' });
    const { cookie: phone } = await enrol('two-devices-admin@example.in', 'two-devices-2026');
    expect(await whoIs(phone)).toMatchObject({ role: 'admin' });
    expect(await whoIs(laptop)).toBeNull();
  });
});
