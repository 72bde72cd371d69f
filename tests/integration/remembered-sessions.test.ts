import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { authCall, makeUser, routeRequest, sessionCookie, signIn } from './auth-helpers.ts';

// Signed-in pages remember who is signed in for a few seconds (app/server/auth/remembered-sessions.server.ts).
// Whatever changes a session or an account must show on the very next request.
setupTestDatabase();

const whoIs = async (cookie: string) => {
  const { getUser } = await import('../../app/server/auth/permissions.server.ts');
  // A new Request each time, as each page request is.
  return getUser(await routeRequest('/account', { cookie }));
};

describe('remembered sign-ins', () => {
  it('a signed-out session is refused at once, even with a copy of its cookie', async () => {
    await makeUser('out@example.in');
    const cookie = await signIn('out@example.in');
    expect((await whoIs(cookie))?.email).toBe('out@example.in');
    expect((await whoIs(cookie))?.email).toBe('out@example.in');
    expect((await authCall('/sign-out', { cookie, body: {} })).status).toBe(200);
    expect(await whoIs(cookie)).toBeNull();
  });

  it('a password change signs the other devices out at once', async () => {
    await makeUser('devices@example.in', 'devices-pass-1');
    const phone = await signIn('devices@example.in', 'devices-pass-1');
    const laptop = await signIn('devices@example.in', 'devices-pass-1');
    expect((await whoIs(phone))?.email).toBe('devices@example.in');
    const changed = await authCall('/change-password', {
      cookie: laptop,
      body: { currentPassword: 'devices-pass-1', newPassword: 'devices-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect(await whoIs(phone)).toBeNull();
    expect((await whoIs(sessionCookie(changed)))?.email).toBe('devices@example.in');
  });

  it('a new name and a new role show on the next page', async () => {
    const { id } = await makeUser('renamed@example.in', 'renamed-pass-1', 'user', 'Asha Rao');
    const cookie = await signIn('renamed@example.in', 'renamed-pass-1');
    expect(await whoIs(cookie)).toMatchObject({ name: 'Asha Rao', role: 'user' });

    const { updateProfile } = await import('../../app/server/data/profile.server.ts');
    await updateProfile(id, { fullName: 'Asha Menon', phone: null, address: '', country: 'IN', avatarUrl: '' });
    expect(await whoIs(cookie)).toMatchObject({ name: 'Asha Menon', role: 'user' });

    // The admin command promotes the account (and sets a password): the open session is an admin's now.
    await makeUser('renamed@example.in', 'renamed-pass-2', 'admin', 'Asha Menon');
    expect(await whoIs(cookie)).toMatchObject({ role: 'admin' });
  });

  it('another cookie, forged or someone else’s, never gets a remembered person', async () => {
    await makeUser('first@example.in', 'first-pass-1');
    await makeUser('second@example.in', 'second-pass-1');
    const first = await signIn('first@example.in', 'first-pass-1');
    const second = await signIn('second@example.in', 'second-pass-1');
    expect((await whoIs(first))?.email).toBe('first@example.in');
    expect((await whoIs(second))?.email).toBe('second@example.in');
    const [name, value] = first.split('=');
    expect(await whoIs(`${name}=${value.slice(0, -2)}xx`)).toBeNull();
  });

  it('a saved or removed piece shows in the wishlist ids at once', async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    await db().insert(schema.products).values({ id: 'SKU-REMEMBER-1', name: 'Chanderi Kurta', price: 2499, category: 'kurtas' });
    const { id } = await makeUser('hearts@example.in');
    const { addToWishlist, listWishlistIds, removeFromWishlist } = await import('../../app/server/data/wishlist.server.ts');
    expect(await listWishlistIds(id)).toEqual([]);
    expect(await addToWishlist(id, 'SKU-REMEMBER-1')).toBe(true);
    expect(await listWishlistIds(id)).toEqual(['SKU-REMEMBER-1']);
    await removeFromWishlist(id, 'SKU-REMEMBER-1');
    expect(await listWishlistIds(id)).toEqual([]);
  });
});
