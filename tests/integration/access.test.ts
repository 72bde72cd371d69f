import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { makeUser, routeRequest, settle, signIn } from './auth-helpers.ts';

setupTestDatabase();

const ctx = { params: {}, context: {} };
let a: { id: string; cookie: string };
let b: { id: string; cookie: string };

const mod = {
  account: () => import('../../app/routes/account.tsx'),
  wishlist: () => import('../../app/routes/wishlist.tsx'),
  wishlistApi: () => import('../../app/routes/api/wishlist.ts'),
};
const dbs = async () => import('../../app/server/platform/db.server.ts');

beforeAll(async () => {
  const { db, schema } = await dbs();
  a = {
    id: (await makeUser('shopper-a@example.in', 'password-a-1', 'user', 'Anita A')).id,
    cookie: await signIn('shopper-a@example.in', 'password-a-1'),
  };
  b = {
    id: (await makeUser('shopper-b@example.in', 'password-b-1', 'user', 'Bina B')).id,
    cookie: await signIn('shopper-b@example.in', 'password-b-1'),
  };
  await db()
    .insert(schema.products)
    .values([
      { id: 'SKU-ACCESS-1', name: 'Test Kurta', price: 1999, category: 'kurtas', image: '/media/x.webp' },
      { id: 'SKU-ACCESS-2', name: 'Test Saree', price: 5999, category: 'sarees', image: '/media/y.webp' },
      { id: 'SKU-HIDDEN', name: 'Hidden Piece', price: 999, category: 'kurtas', isPublished: false },
    ]);
  await db().insert(schema.wishlistedItems).values({ userId: b.id, productId: 'SKU-ACCESS-2' });
  await db()
    .insert(schema.userEnquiries)
    .values([
      {
        userId: a.id,
        items: [{ sku: 'SKU-ACCESS-1', name: 'Test Kurta', price: 1999 }],
        status: 'pending',
        submittedAt: new Date('2026-10-01T10:00:00Z'),
      },
      {
        userId: a.id,
        items: [{ sku: 'SKU-ACCESS-2', name: 'Test Saree', price: 5999 }],
        status: 'qc_done',
        submittedAt: new Date('2026-10-05T10:00:00Z'),
      },
      { userId: b.id, items: [{ sku: 'SKU-ACCESS-2', name: 'B secret order', price: 5999 }], status: 'shipped' },
    ]);
});

describe('a visitor', () => {
  it('is sent to sign-in from /account and /wishlist, and gets 401 from their actions', async () => {
    for (const [route, p] of [
      [mod.account, '/account'],
      [mod.wishlist, '/wishlist'],
    ] as const) {
      const { loader } = await route();
      const result = await settle(async () => loader({ request: await routeRequest(p), ...ctx } as never));
      expect(result.status).toBe(302);
      expect(result.headers.get('location')).toBe(`/auth?redirectTo=${encodeURIComponent(p)}`);
    }
    const { action } = await mod.account();
    expect(
      (
        await settle(async () =>
          action({ request: await routeRequest('/account', { form: { intent: 'profile', fullName: 'X' } }), ...ctx } as never),
        )
      ).status,
    ).toBe(401);
    const api = await mod.wishlistApi();
    const added = await settle(async () =>
      api.action({ request: await routeRequest('/api/wishlist', { form: { intent: 'add', productId: 'SKU-ACCESS-1' } }), ...ctx } as never),
    );
    expect(added).toMatchObject({
      status: 401,
      data: { ok: false, needsLogin: true, error: 'You need to log in first to add items to your wishlist.' },
    });
  });
});

describe('shopper A', () => {
  it('reads only her own profile and enquiries, newest first', async () => {
    const { loader } = await mod.account();
    const { data } = await settle(async () => loader({ request: await routeRequest('/account', { cookie: a.cookie }), ...ctx } as never));
    expect(data).toMatchObject({ email: 'shopper-a@example.in', profile: { fullName: 'Anita A' } });
    const enquiries = (data as { enquiries: { status: string; items: { name: string }[] }[] }).enquiries;
    expect(enquiries.map((e) => e.status)).toEqual(['qc_done', 'pending']);
    expect(JSON.stringify(data)).not.toContain('B secret order');
  });

  it("cannot change shopper B's profile, even by naming B's id or e-mail in the form", async () => {
    const { action } = await mod.account();
    const result = await settle(async () =>
      action({
        request: await routeRequest('/account', {
          cookie: a.cookie,
          form: {
            intent: 'profile',
            id: b.id,
            userId: b.id,
            email: 'shopper-b@example.in',
            fullName: 'Hacked',
            phone: '98765 43210',
            address: 'A street',
            avatarUrl: '',
            role: 'admin',
          },
        }),
        ...ctx,
      } as never),
    );
    expect(result.data).toMatchObject({ ok: true, title: 'Profile updated successfully' });
    const { db, schema } = await dbs();
    const [profileB] = await db().select().from(schema.profiles).where(eq(schema.profiles.id, b.id));
    const [profileA] = await db().select().from(schema.profiles).where(eq(schema.profiles.id, a.id));
    expect(profileB.fullName).toBe('Bina B');
    expect(profileA).toMatchObject({ fullName: 'Hacked', phone: '+919876543210', address: 'A street', country: 'IN' });
    const [userA] = await db().select().from(schema.user).where(eq(schema.user.id, a.id));
    expect(userA).toMatchObject({ email: 'shopper-a@example.in', role: 'user' });
  });

  it('gets field errors for a bad phone or a javascript: avatar link, and nothing is saved', async () => {
    const { action } = await mod.account();
    const result = await settle(async () =>
      action({
        request: await routeRequest('/account', {
          cookie: a.cookie,
          form: { intent: 'profile', fullName: 'Anita', phone: '12345', address: '', avatarUrl: 'javascript:alert(1)' },
        }),
        ...ctx,
      } as never),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      title: 'Failed to update profile',
      fieldErrors: { phone: 'Please enter a valid Indian phone number', avatarUrl: 'Please enter an image link starting with https://' },
    });
  });

  it("changes only her own wishlist: B's saved piece stays when A removes the same product", async () => {
    const api = await mod.wishlistApi();
    const post = async (intent: string, productId: string) =>
      settle(async () =>
        api.action({
          request: await routeRequest('/api/wishlist', { cookie: a.cookie, form: { intent, productId, userId: b.id } }),
          ...ctx,
        } as never),
      );
    expect((await post('add', 'SKU-ACCESS-1')).data).toMatchObject({ ok: true, intent: 'add' });
    expect((await post('remove', 'SKU-ACCESS-2')).data).toMatchObject({ ok: true, intent: 'remove' });
    const { db, schema } = await dbs();
    const rowsB = await db().select().from(schema.wishlistedItems).where(eq(schema.wishlistedItems.userId, b.id));
    expect(rowsB.map((r) => r.productId)).toEqual(['SKU-ACCESS-2']);
    const rowsA = await db()
      .select()
      .from(schema.wishlistedItems)
      .where(and(eq(schema.wishlistedItems.userId, a.id)));
    expect(rowsA.map((r) => r.productId)).toEqual(['SKU-ACCESS-1']);

    // Her wishlist page and the wishlist ids show her piece only.
    const page = await mod.wishlist();
    const { data } = await settle(async () =>
      page.loader({ request: await routeRequest('/wishlist', { cookie: a.cookie }), ...ctx } as never),
    );
    expect((data as { items: { id: string }[] }).items.map((i) => i.id)).toEqual(['SKU-ACCESS-1']);
    const ids = await settle(async () =>
      api.loader({ request: await routeRequest('/api/wishlist', { cookie: a.cookie }), ...ctx } as never),
    );
    expect(ids.data).toEqual({ ids: ['SKU-ACCESS-1'] });
  });

  it("gets 404 with the shop's message for a product that does not exist or is not published", async () => {
    const api = await mod.wishlistApi();
    for (const productId of ['SKU-NOPE', 'SKU-HIDDEN']) {
      const result = await settle(async () =>
        api.action({
          request: await routeRequest('/api/wishlist', { cookie: a.cookie, form: { intent: 'add', productId } }),
          ...ctx,
        } as never),
      );
      expect(result).toMatchObject({ status: 404, data: { ok: false, error: 'Failed to add item to wishlist.' } });
    }
  });

  it('is refused admin pages with 403 before anything is read', async () => {
    const { requireAdmin } = await import('../../app/server/auth/permissions.server.ts');
    const result = await settle(async () => requireAdmin(await routeRequest('/admin', { cookie: a.cookie })));
    expect(result).toMatchObject({ status: 403, data: { accessDenied: true } });
  });
});
