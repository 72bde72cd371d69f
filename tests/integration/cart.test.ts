import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { makeUser, routeRequest, settle, signIn } from './auth-helpers.ts';

// The cart kept on the server: its data functions through the route action, as the shop's forms
// send them, and every bad input the forms can be forged with.

setupTestDatabase();

let meera: { id: string; cookie: string };
let asha: { id: string; cookie: string };

beforeAll(async () => {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  await db()
    .insert(schema.products)
    .values([
      { id: 'CART1', name: 'Leheriya Kurta', price: 2400, category: 'kurtas', sizes: ['S', 'M'], stockQuantity: 3 },
      { id: 'CART2', name: 'Mulmul Saree', price: 5200, category: 'sarees', sizes: [] },
      { id: 'CART3', name: 'Sold Out Lehenga', price: 42000, category: 'lehengas', sizes: ['M'], stockQuantity: 0 },
      { id: 'CART4', name: 'Draft Dupatta', price: 900, category: 'dupattas', sizes: [], isPublished: false },
    ]);
  for (const [email, slot] of [
    ['cart-meera@example.in', 'meera'],
    ['cart-asha@example.in', 'asha'],
  ] as const) {
    const user = await makeUser(email, 'cart-password-1');
    const who = { id: user.id, cookie: await signIn(email, 'cart-password-1') };
    if (slot === 'meera') meera = who;
    else asha = who;
  }
});

async function send(who: { cookie: string } | null, form: Record<string, string>) {
  const { cartAction } = await import('../../app/server/actions/cart-actions.server.ts');
  return settle(async () => cartAction(await routeRequest('/cart', { cookie: who?.cookie, form })));
}

async function cartOf(userId: string) {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const { eq } = await import('drizzle-orm');
  const rows = await db()
    .select({ productId: schema.cartLines.productId, size: schema.cartLines.size, quantity: schema.cartLines.quantity })
    .from(schema.cartLines)
    .where(eq(schema.cartLines.userId, userId));
  return rows.sort((a, b) => `${a.productId}${a.size}`.localeCompare(`${b.productId}${b.size}`));
}

describe('the cart on the server', () => {
  it('adds a piece in a size and quantity; adding it again changes nothing; quantity and remove follow her forms', async () => {
    // The header's badge is remembered between her pages: every change must show in it at once.
    const { countCart, readCart } = await import('../../app/server/data/cart.server.ts');
    expect(await countCart(meera.id)).toBe(0);
    expect(await send(meera, { intent: 'add', productId: 'CART1', size: 'M', quantity: '2' })).toMatchObject({
      status: 200,
      data: { ok: true, message: 'Added to your cart: Leheriya Kurta × 2.' },
    });
    expect(await countCart(meera.id)).toBe(2);
    expect(await send(meera, { intent: 'add', productId: 'CART1', size: 'M', quantity: '1' })).toMatchObject({
      data: { ok: true, message: 'Leheriya Kurta is already in your cart. Change its quantity there.' },
    });
    await send(meera, { intent: 'add', productId: 'CART1', size: 'S', quantity: '1' });
    await send(meera, { intent: 'add', productId: 'CART2' });
    expect(await cartOf(meera.id)).toEqual([
      { productId: 'CART1', size: 'M', quantity: 2 },
      { productId: 'CART1', size: 'S', quantity: 1 },
      { productId: 'CART2', size: '', quantity: 1 },
    ]);
    expect(await countCart(meera.id)).toBe(4);
    expect(await send(meera, { intent: 'quantity', productId: 'CART1', size: 'S', quantity: '3' })).toMatchObject({ status: 200 });
    expect(await countCart(meera.id)).toBe(6);
    // Removing goes by the piece: both sizes leave.
    await send(meera, { intent: 'remove', productId: 'CART1' });
    expect(await cartOf(meera.id)).toEqual([{ productId: 'CART2', size: '', quantity: 1 }]);
    expect(await countCart(meera.id)).toBe(1);
    expect((await readCart(meera.id))[0]).toMatchObject({ name: 'Mulmul Saree', price: 5200, problem: null });
    await send(meera, { intent: 'clear' });
    expect(await cartOf(meera.id)).toEqual([]);
    expect(await countCart(meera.id)).toBe(0);
  });

  it('refuses every bad input with a clear message and leaves the cart as it was', async () => {
    await send(asha, { intent: 'add', productId: 'CART1', size: 'S', quantity: '1' });
    const before = await cartOf(asha.id);
    const cases: [Record<string, string>, string][] = [
      [{ intent: 'add', productId: 'CART1', size: 'S', quantity: '0' }, 'Please enter a quantity of 1 or more, in whole pieces.'],
      [{ intent: 'add', productId: 'CART1', size: 'M', quantity: '-1' }, 'Please enter a quantity of 1 or more, in whole pieces.'],
      [{ intent: 'add', productId: 'CART1', size: 'M', quantity: '1e9' }, 'Please enter a quantity of 1 or more, in whole pieces.'],
      [{ intent: 'add', productId: 'CART1', size: 'M', quantity: 'two' }, 'Please enter a quantity of 1 or more, in whole pieces.'],
      [{ intent: 'add', productId: 'CART1', size: 'M', quantity: '4' }, 'Only 3 left: please choose 3 or fewer.'],
      [{ intent: 'quantity', productId: 'CART1', size: 'S', quantity: '9' }, 'Only 3 left: please choose 3 or fewer.'],
      [{ intent: 'add', productId: 'CART1', size: 'XXL', quantity: '1' }, 'Please choose one of the sizes shown.'],
      [{ intent: 'add', productId: 'NOPE', quantity: '1' }, 'This piece is no longer in our collection.'],
      [{ intent: 'add', productId: '../etc', quantity: '1' }, 'This piece is no longer in our collection.'],
      [{ intent: 'add', productId: 'CART4', quantity: '1' }, 'This piece is no longer in our collection.'],
      [
        { intent: 'add', productId: 'CART3', size: 'M', quantity: '1' },
        'This piece is now made to order: ask for it with Create Custom Look.',
      ],
      [{ intent: 'quantity', productId: 'CART2', quantity: '2' }, 'That piece is no longer in your cart.'],
      [{ intent: 'steal', productId: 'CART1' }, 'An unexpected error occurred. Please try again.'],
    ];
    for (const [form, message] of cases) {
      const answer = await send(asha, form);
      expect(answer, JSON.stringify(form)).toMatchObject({ status: 400, data: { ok: false, message } });
    }
    expect(await cartOf(asha.id)).toEqual(before);
  });

  it('a forged form cannot reach another shopper’s cart, and a visitor is told to sign in', async () => {
    await send(meera, { intent: 'add', productId: 'CART2' });
    // Asha names Meera's id: the session decides whose cart it is.
    await send(asha, { intent: 'clear', userId: meera.id });
    await send(asha, { intent: 'remove', productId: 'CART2', userId: meera.id });
    expect(await cartOf(meera.id)).toEqual([{ productId: 'CART2', size: '', quantity: 1 }]);
    expect(await send(null, { intent: 'add', productId: 'CART2' })).toMatchObject({
      status: 401,
      data: { ok: false, needsSignIn: true, message: 'Sign in to add products to cart.' },
    });
  });

  it('the cart drawer’s data is hers alone, never kept by a cache, and a visitor’s is empty', async () => {
    const { loader } = await import('../../app/routes/api/cart.ts');
    const drawer = async (who: { cookie: string } | null) =>
      settle(async () => loader({ request: await routeRequest('/api/cart', { cookie: who?.cookie }), params: {}, context: {} } as never));
    await send(asha, { intent: 'clear' });
    await send(asha, { intent: 'add', productId: 'CART1', size: 'S', quantity: '2' });
    const hers = await drawer(asha);
    expect(hers.headers.get('cache-control')).toBe('no-store');
    expect(hers.data).toMatchObject({ signedIn: true, lines: [{ productId: 'CART1', size: 'S', quantity: 2, name: 'Leheriya Kurta' }] });
    expect((hers.data!.lines as unknown[]).length).toBe(1);
    // Meera's drawer shows her own lines, as stored for her, and nothing of Asha's.
    const meeras = (await drawer(meera)).data!.lines as { productId: string; size: string | null; quantity: number }[];
    const stored = await cartOf(meera.id);
    expect(meeras.map((l) => `${l.productId} ${l.size ?? ''} ${l.quantity}`).sort()).toEqual(
      stored.map((l) => `${l.productId} ${l.size} ${l.quantity}`).sort(),
    );
    expect(await drawer(null)).toMatchObject({ status: 200, data: { signedIn: false, lines: [] } });
  });

  it('a piece that went out of stock after it was added is marked, and the enquiry is refused, nothing stored', async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const { eq } = await import('drizzle-orm');
    await send(meera, { intent: 'clear' });
    await send(meera, { intent: 'add', productId: 'CART1', size: 'M', quantity: '1' });
    await db().update(schema.products).set({ stockQuantity: 0 }).where(eq(schema.products.id, 'CART1'));
    try {
      const { readCart } = await import('../../app/server/data/cart.server.ts');
      expect((await readCart(meera.id))[0].problem).toBe('This piece is now made to order: ask for it with Create Custom Look.');
      expect(await send(meera, { intent: 'enquire', scope: 'all' })).toMatchObject({
        status: 400,
        data: {
          ok: false,
          message: 'Failed to send enquiry: Some items in your cart are no longer available. Please remove them and try again.',
        },
      });
      expect(await db().select().from(schema.userEnquiries).where(eq(schema.userEnquiries.userId, meera.id))).toEqual([]);
    } finally {
      await db().update(schema.products).set({ stockQuantity: 3 }).where(eq(schema.products.id, 'CART1'));
    }
  });

  it('sends the ticked lines with their quantities and keeps the others', async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const { eq } = await import('drizzle-orm');
    await send(meera, { intent: 'clear' });
    await send(meera, { intent: 'add', productId: 'CART1', size: 'M', quantity: '3' });
    await send(meera, { intent: 'add', productId: 'CART2' });
    expect(await send(meera, { intent: 'enquire', line: 'CART1::M' })).toMatchObject({ status: 200, data: { ok: true } });
    const [row] = await db().select().from(schema.userEnquiries).where(eq(schema.userEnquiries.userId, meera.id));
    expect(row.items).toEqual([{ sku: 'CART1', name: 'Leheriya Kurta', price: 2400, image: '', selectedSize: 'M', quantity: 3 }]);
    expect(await cartOf(meera.id)).toEqual([{ productId: 'CART2', size: '', quantity: 1 }]);
  });

  it('moves a cart kept in the browser once: valid lines join, gone pieces and sizes are left out, nothing she has changes', async () => {
    await send(asha, { intent: 'clear' });
    await send(asha, { intent: 'add', productId: 'CART1', size: 'S', quantity: '2' });
    const lines = JSON.stringify([
      { sku: 'CART1', selectedSize: 'S', name: 'x', price: 1 },
      { sku: 'CART1', selectedSize: 'M' },
      { sku: 'CART1', selectedSize: 'XXL' },
      { sku: 'CART2' },
      { sku: 'CART4' },
      { sku: 'GONE' },
    ]);
    expect(await send(asha, { intent: 'take-browser-cart', lines })).toMatchObject({ status: 200, data: { ok: true } });
    await send(asha, { intent: 'take-browser-cart', lines });
    expect(await cartOf(asha.id)).toEqual([
      { productId: 'CART1', size: 'M', quantity: 1 },
      { productId: 'CART1', size: 'S', quantity: 2 },
      { productId: 'CART2', size: '', quantity: 1 },
    ]);
    expect(await send(asha, { intent: 'take-browser-cart', lines: '{not json' })).toMatchObject({ status: 400 });
  });
});
