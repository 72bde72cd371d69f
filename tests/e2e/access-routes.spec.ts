import routes from '../../app/routes';
import { ADMIN, baseUrl, createShopper, expect, sql, test } from './fixtures';

type Entry = { id?: string; file: string; path?: string; children?: Entry[] };
const flatten = (list: Entry[]): Entry[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);
const routeId = (r: Entry) => r.id ?? r.file.replace(/\.(tsx?|jsx?)$/, '');
type Who = 'visitor' | 'shopperA' | 'shopperB' | 'admin';
const ALL = (status: number) => ({ visitor: status, shopperA: status, shopperB: status, admin: status });
const SIGNED_IN = (status: number) => ({ shopperA: status, shopperB: status, admin: status });

/**
 * Every shop route (admin routes are in admin/access-matrix.spec.ts) with the status each kind of
 * person gets. 'auth' means a redirect to /auth?redirectTo=…; '/' a redirect home.
 */
const TABLE: Record<string, { path: string; expect: Record<Who, number | 'auth' | '/'>; document?: true }> = {
  'routes/home': { path: '/', expect: ALL(200) },
  auth: { path: '/auth', expect: { visitor: 200, shopperA: '/', shopperB: '/', admin: '/' } },
  'auth-signin': { path: '/auth/signin', expect: { visitor: 200, shopperA: '/', shopperB: '/', admin: '/' } },
  'auth-signup': { path: '/auth/signup', expect: { visitor: 200, shopperA: '/', shopperB: '/', admin: '/' } },
  'routes/auth.reset-password': { path: '/auth/reset-password', expect: ALL(200) },
  'routes/cart': { path: '/cart', expect: ALL(200) },
  'routes/wishlist': { path: '/wishlist', expect: { visitor: 'auth', ...SIGNED_IN(200) } },
  'routes/account': { path: '/account', expect: { visitor: 'auth', ...SIGNED_IN(200) } },
  'routes/account.enquiry': {
    path: '/account/enquiries/00000000-0000-4000-8000-000000000000',
    expect: { visitor: 'auth', ...SIGNED_IN(404) },
  },
  'routes/account.enquiry-invoice-page': {
    path: '/account/enquiries/00000000-0000-4000-8000-000000000000/invoice',
    expect: { visitor: 'auth', ...SIGNED_IN(404) },
  },
  'routes/account.enquiry-invoice': {
    path: '/account/enquiries/00000000-0000-4000-8000-000000000000/invoice.pdf',
    expect: { visitor: 'auth', ...SIGNED_IN(404) },
    document: true,
  },
  'routes/enquiry-token': { path: '/enquiries/t/AAAAAAAAAAAAAAAAAAAAAA', expect: ALL(404) },
  'routes/enquiry-token-invoice-page': { path: '/enquiries/t/AAAAAAAAAAAAAAAAAAAAAA/invoice', expect: ALL(404) },
  'routes/enquiry-token-invoice': { path: '/enquiries/t/AAAAAAAAAAAAAAAAAAAAAA/invoice.pdf', expect: ALL(404), document: true },
  'routes/account.measurements': { path: '/account/measurements', expect: { visitor: 'auth', ...SIGNED_IN(200) } },
  'routes/inquiry': { path: '/inquiry', expect: ALL(200) },
  'custom-order': { path: '/custom-order', expect: ALL(200) },
  'routes/size-guide': { path: '/size-guide', expect: ALL(200) },
  'routes/care-craft': { path: '/care-craft', expect: ALL(200) },
  'routes/shipping-returns': { path: '/shipping-returns', expect: ALL(200) },
  'routes/privacy': { path: '/privacy', expect: ALL(200) },
  'routes/terms': { path: '/terms', expect: ALL(200) },
  'routes/products': { path: '/products', expect: ALL(200) },
  'routes/search': { path: '/search?q=silk', expect: ALL(200) },
  'routes/product': { path: '/product/SKU1730000000001', expect: ALL(200) },
  // Only a shopper who received the piece gets the form; these have no such enquiry.
  'routes/product-review': { path: '/product/SKU1730000000001/review', expect: { visitor: 'auth', ...SIGNED_IN(403) } },
  'routes/product-reviews': { path: '/product/SKU1730000000001/reviews', expect: ALL(200) },
  'product-custom-order': { path: '/product/SKU1730000000001/custom-order', expect: ALL(200) },
  'routes/not-found': { path: '/no-such-page', expect: ALL(404) },
  'routes/robots': { path: '/robots.txt', expect: ALL(200), document: true },
  sitemap: { path: '/sitemap.xml', expect: ALL(200), document: true },
  'sitemap-part': { path: '/sitemap/1.xml', expect: ALL(404), document: true },
  'feed-google': { path: '/feeds/google.xml', expect: ALL(200), document: true },
  'feed-meta': { path: '/feeds/meta.csv', expect: ALL(200), document: true },
  'routes/feeds-reviews': { path: '/feeds/reviews.xml', expect: ALL(200), document: true },
  'routes/api/auth': { path: '/api/auth/get-session', expect: ALL(200) },
  'routes/api/search': { path: '/api/search?q=silk', expect: ALL(200) },
  'routes/api/lead-times': { path: '/api/lead-times', expect: ALL(200) },
  'routes/api/exchange-rates': { path: '/api/exchange-rates', expect: ALL(200) },
  'routes/api/wishlist': { path: '/api/wishlist', expect: { visitor: 'auth', ...SIGNED_IN(200) } },
  // The cart drawer's data: each one's own cart (a visitor's is empty), read through her session.
  'routes/api/cart': { path: '/api/cart', expect: ALL(200) },
  'routes/api/custom-order': { path: '/api/custom-order', expect: ALL(405) },
  'routes/api/newsletter': { path: '/api/newsletter', expect: ALL(405) },
  'routes/api/currency': { path: '/api/currency', expect: ALL(405) },
  'routes/api/upload': { path: '/api/upload', expect: ALL(405) },
  'routes/api/track': { path: '/api/track', expect: ALL(405) },
  'routes/api/track-page-duration': { path: '/api/track-page-duration', expect: ALL(405) },
};

const isAdminRoute = (r: Entry) =>
  r.file.startsWith('routes/admin/') || r.file === 'routes/image-upload.tsx' || (r.path ?? '').includes('admin');

test('every shop route of the route config is in the access table', () => {
  const shopRoutes = flatten(routes as Entry[])
    .filter((r) => r.path !== undefined || r.id === undefined)
    .filter((r) => (r.path || r.file === 'routes/home.tsx') && !isAdminRoute(r));
  expect(shopRoutes.map(routeId).sort()).toEqual(Object.keys(TABLE).sort());
});

test('each route answers visitor, shopper A, shopper B and admin as the table says, pages and data requests alike', async ({
  playwright,
  request,
}) => {
  test.setTimeout(120_000);
  const contextFor = async (who: Who) => {
    const context = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: baseUrl() }, maxRedirects: 0 });
    if (who === 'visitor') return context;
    const user = who === 'admin' ? ADMIN : await createShopper(request, who);
    const res = await context.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
    expect(res.ok()).toBe(true);
    return context;
  };
  const people = Object.fromEntries(
    await Promise.all((['visitor', 'shopperA', 'shopperB', 'admin'] as Who[]).map(async (w) => [w, await contextFor(w)])),
  );
  for (const [id, row] of Object.entries(TABLE)) {
    const page = !id.startsWith('routes/api/') && !row.document;
    const [pathname, query] = row.path.split('?');
    const urls = page ? [row.path, `${pathname === '/' ? '/' : pathname}.data${query ? `?${query}` : ''}`] : [row.path];
    for (const url of urls) {
      for (const who of Object.keys(row.expect) as Who[]) {
        const want = row.expect[who];
        const res = await people[who].get(url);
        const label = `${who} GET ${url}`;
        if (want === 'auth' || want === '/') {
          if (url.includes('.data')) {
            expect(res.status(), label).toBe(202);
            expect(await res.text(), label).toContain(want === 'auth' ? '/auth?redirectTo=' : '"/"');
          } else {
            expect(res.status(), label).toBe(302);
            expect(res.headers().location, label).toMatch(want === 'auth' ? /^\/auth\?redirectTo=/ : /^(https?:\/\/[^/]+)?\/$/);
          }
        } else {
          expect(res.status(), label).toBe(want);
        }
      }
    }
  }
});

test('a shopper sees only her own profile, wishlist and enquiries', async ({ playwright, request }) => {
  const a = await createShopper(request, 'Asha Access');
  const b = await createShopper(request, 'Bina Access');
  const [product] = await sql<{ id: string; name: string }>(
    request,
    'select id, name from products where is_published order by id limit 1',
  );
  await sql(request, 'insert into wishlisted_items (user_id, product_id) values ($1, $2)', [b.id, product.id]);
  await sql(
    request,
    `insert into user_enquiries (user_id, customer_name, items, status) values ($1, 'Bina Access', $2::jsonb, 'shipped')`,
    [b.id, JSON.stringify([{ sku: product.id, name: `Bina's secret ${product.name}`, price: 1 }])],
  );
  const asA = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: baseUrl() } });
  await asA.post('/api/auth/sign-in/email', { data: { email: a.email, password: a.password } });
  const account = await (await asA.get('/account')).text();
  expect(account).toContain(a.email);
  expect(account).not.toContain(b.email);
  expect(account).not.toContain("Bina's secret");
  expect((await (await asA.get('/api/wishlist')).json()).ids).not.toContain(product.id);
  // Naming B's id in a request changes nothing of B's.
  await asA.post('/api/wishlist', { form: { productId: product.id, intent: 'remove', userId: b.id } });
  const still = await sql(request, 'select 1 from wishlisted_items where user_id = $1 and product_id = $2', [b.id, product.id]);
  expect(still).toHaveLength(1);
});
