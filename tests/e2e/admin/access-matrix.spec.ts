import routes from '../../../app/routes';
import { expect, sql, test } from '../fixtures';
import { auditCount, clientFor, insertBanner, insertEnquiry, insertProduct, insertTestimonial, tinyPng, unique } from './admin-helpers';

type Entry = { id?: string; file: string; path?: string; children?: Entry[] };
const flatten = (list: Entry[]): Entry[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);
const routeId = (r: Entry) => r.id ?? r.file.replace(/\.(tsx?|jsx?)$/, '');

/**
 * Every admin URL, the noun its Access Denied message uses, and whether its own loader answers
 * `.data?_routes=<id>` (the analytics screen belongs to another branch; its loader row is added there).
 */
const PAGES: Record<string, { path: string; noun?: string; kind: 'page' | 'resource'; targeted?: boolean; admin?: number }> = {
  'routes/admin/dashboard': { path: '/admin', noun: 'the shop', kind: 'page', targeted: true },
  'routes/admin/products': { path: '/admin/products', noun: 'products', kind: 'page', targeted: true },
  'admin-product-new': { path: '/admin/products/new', noun: 'products', kind: 'page', targeted: true },
  'admin-product-edit': { path: '/admin/products/SKU1730000000001/edit', noun: 'products', kind: 'page', targeted: true },
  'admin-product-edit-alt': { path: '/admin/products/edit/SKU1730000000001', noun: 'products', kind: 'page', targeted: true },
  'routes/admin/pricing': { path: '/admin/pricing', noun: 'prices', kind: 'page', targeted: true },
  'routes/admin/banners': { path: '/admin/banners', noun: 'banners', kind: 'page', targeted: true },
  'routes/admin/testimonials': { path: '/admin/testimonials', noun: 'testimonials', kind: 'page', targeted: true },
  'routes/admin/reviews': { path: '/admin/reviews', noun: 'reviews', kind: 'page', targeted: true },
  'routes/admin/enquiries': { path: '/admin/enquiries', noun: 'enquiries', kind: 'page', targeted: true },
  // :id is replaced by a real enquiry's id when the test runs.
  'routes/admin/work-order': { path: '/admin/enquiries/cart/:id/work-order', noun: 'enquiries', kind: 'page', targeted: true },
  'routes/admin/dispatch': { path: '/admin/enquiries/cart/:id/dispatch', noun: 'enquiries', kind: 'page', targeted: true },
  'routes/admin/lead-times': { path: '/admin/lead-times', noun: 'lead times', kind: 'page', targeted: true },
  'routes/admin/settings-couriers': { path: '/admin/settings/couriers', noun: 'couriers', kind: 'page', targeted: true },
  'routes/admin/invoices': { path: '/admin/invoices', noun: 'invoices', kind: 'page', targeted: true },
  'routes/admin/invoice': {
    path: '/admin/invoices/00000000-0000-4000-8000-000000000000',
    noun: 'invoices',
    kind: 'page',
    targeted: true,
    admin: 404,
  },
  'routes/admin/invoices-export': { path: '/admin/invoices/export.csv?month=2026-11', kind: 'resource' },
  'routes/admin/invoice-pdf': { path: '/admin/invoices/00000000-0000-4000-8000-000000000000/pdf', kind: 'resource', admin: 404 },
  'routes/admin/currencies': { path: '/admin/currencies', noun: 'currencies and shipping', kind: 'page', targeted: true },
  'routes/admin/subscribers': { path: '/admin/subscribers', noun: 'subscribers', kind: 'page', targeted: true },
  'routes/admin/analytics': { path: '/admin/analytics', noun: 'analytics', kind: 'page', targeted: true },
  'routes/image-upload': { path: '/image-upload', noun: 'images', kind: 'page', targeted: true },
  'routes/admin/products-import': { path: '/admin/products/import', noun: 'products', kind: 'page', targeted: true },
  'routes/admin/upload': { path: '/admin/upload', kind: 'resource' },
  'routes/admin/products-export': { path: '/admin/products/export.csv', kind: 'resource' },
  'routes/api/subscribers-csv': { path: '/api/admin/subscribers.csv', kind: 'resource' },
};

test('every admin route of the route config is in the access table', () => {
  const admin = flatten(routes as Entry[]).filter(
    (r) => r.path && (r.file.startsWith('routes/admin/') || r.file === 'routes/image-upload.tsx' || r.path.includes('admin')),
  );
  expect(admin.map(routeId).sort()).toEqual(Object.keys(PAGES).sort());
});

test('admin pages and their data requests: visitor → /auth, shopper → 403 Access Denied, admin → 200', async ({ playwright, request }) => {
  const visitor = await clientFor(playwright, request, 'visitor');
  const shopper = await clientFor(playwright, request, 'shopper');
  const admin = await clientFor(playwright, request, 'admin');
  const [enquiry] = await sql<{ id: string }>(request, 'select id from user_enquiries limit 1');
  for (const [id, entry] of Object.entries(PAGES)) {
    const page = { ...entry, path: entry.path.replace(':id', enquiry.id) };
    const urls =
      page.kind === 'page'
        ? [
            page.path,
            `${page.path === '/admin' ? '/admin' : page.path}.data`,
            ...(page.targeted ? [`${page.path}.data?_routes=${id}`] : []),
          ]
        : [page.path];
    for (const url of urls) {
      const asVisitor = await visitor.get(url);
      if (url.includes('.data')) {
        expect(asVisitor.status(), `visitor ${url}`).toBe(202);
        expect(await asVisitor.text(), `visitor ${url}`).toContain('/auth?redirectTo=');
      } else {
        expect(asVisitor.status(), `visitor ${url}`).toBe(302);
        expect(asVisitor.headers().location, `visitor ${url}`).toMatch(/^\/auth\?redirectTo=/);
      }
      const asShopper = await shopper.get(url);
      expect(asShopper.status(), `shopper ${url}`).toBe(403);
      if (page.kind === 'page' && !url.includes('.data'))
        expect(await asShopper.text()).toContain(`Access Denied - You need admin privileges to manage ${page.noun}.`);
      const asAdmin = await admin.get(url);
      expect(asAdmin.status(), `admin ${url}`).toBe(page.admin ?? (page.path === '/admin/upload' ? 405 : 200));
    }
  }
  const csv = await admin.get('/api/admin/subscribers.csv');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).split('\r\n')[0]).toBe('email,source,consented_at');
});

type Action = {
  name: string;
  path: string;
  form?: Record<string, string>;
  multipart?: boolean;
  csv?: string;
  admin: number;
  check: () => Promise<void>;
};

test('every admin action: visitor 401, shopper 403 with nothing read or changed, admin 200', async ({ playwright, request }) => {
  test.setTimeout(120_000);
  const product = await insertProduct(request, { price: 3000 });
  const banner = await insertBanner(request);
  const testimonial = await insertTestimonial(request, { published: true });
  const enquiry = await insertEnquiry(request);
  const newProductName = unique('Matrix Product');
  const newBannerTitle = unique('Matrix Banner');
  const newTestimonialName = unique('Matrix Customer');
  const productForm = {
    intent: 'save',
    name: unique('Matrix Renamed'),
    category: 'kurtas',
    price: '1999',
    originalPrice: '',
    inventoryStatus: 'available',
    description: '',
    fabric: '',
    style: '',
    stockQuantity: '',
  };

  // A shopper's review waiting for the owner: only the admin may publish it.
  const [review] = await sql<{ id: string }>(
    request,
    `insert into product_reviews (product_id, user_id, author_name, rating, body, enquiry_kind, enquiry_id)
     select $1, id, 'Matrix R.', 4, 'A review waiting for the owner to read it.', 'cart', 'matrix' from "user" order by created_at limit 1 returning id::text`,
    [product.id],
  );
  const reviewRow = async () => (await sql(request, 'select status from product_reviews where id = $1', [review.id]))[0];
  const productRow = async () => (await sql(request, 'select name, price, original_price from products where id = $1', [product.id]))[0];
  const bannerRow = async () =>
    (await sql(request, 'select title, is_active, display_order from banner_images where id = $1', [banner.id]))[0];
  const testimonialRow = async () => (await sql(request, 'select name, is_published from testimonials where id = $1', [testimonial.id]))[0];
  const enquiryRow = async () => (await sql(request, 'select status, internal_notes from user_enquiries where id = $1', [enquiry.id]))[0];
  const countWhere = async (table: string, column: string, value: string) =>
    Number((await sql<{ n: number }>(request, `select count(*)::int as n from ${table} where ${column} = $1`, [value]))[0].n);

  const initial = {
    product: await productRow(),
    banner: await bannerRow(),
    testimonial: await testimonialRow(),
    enquiry: await enquiryRow(),
    review: await reviewRow(),
  };
  const unchanged = async () => {
    expect(await productRow()).toEqual(initial.product);
    expect(await bannerRow()).toEqual(initial.banner);
    expect(await testimonialRow()).toEqual(initial.testimonial);
    expect(await enquiryRow()).toEqual(initial.enquiry);
    expect(await reviewRow()).toEqual(initial.review);
    expect(await countWhere('products', 'name', newProductName)).toBe(0);
    expect(await countWhere('banner_images', 'title', newBannerTitle)).toBe(0);
    expect(await countWhere('testimonials', 'name', newTestimonialName)).toBe(0);
    for (const id of [product.id, banner.id, testimonial.id, enquiry.id, review.id]) expect(await auditCount(request, id)).toBe(0);
  };

  const actions: Action[] = [
    // Creating a product answers with a redirect to its edit screen (202 + redirect in a data request).
    {
      name: 'create product',
      path: '/admin/products/new',
      form: { ...productForm, name: newProductName },
      admin: 202,
      check: async () => expect(await countWhere('products', 'name', newProductName)).toBe(1),
    },
    {
      name: 'edit product',
      path: `/admin/products/${product.id}/edit`,
      form: productForm,
      admin: 200,
      check: async () => expect((await productRow()).price).toBe(1999),
    },
    {
      name: 'edit product (alt)',
      path: `/admin/products/edit/${product.id}`,
      form: { ...productForm, price: '1899' },
      admin: 200,
      check: async () => expect((await productRow()).price).toBe(1899),
    },
    // An import preview answers 200 and writes nothing, even for the admin.
    {
      name: 'preview import',
      path: '/admin/products/import',
      csv: `id,price\r\n${product.id},1799\r\n`,
      admin: 200,
      check: async () => expect((await productRow()).price).toBe(1899),
    },
    {
      name: 'save prices',
      path: '/admin/pricing',
      form: { intent: 'save', id: product.id, price: '1499', originalPrice: '2999' },
      admin: 200,
      check: async () => expect(await productRow()).toMatchObject({ price: 1499, original_price: 2999 }),
    },
    {
      name: 'create banner',
      path: '/admin/banners',
      form: { intent: 'create', sectionName: 'seasonal', title: newBannerTitle, isActive: 'on' },
      admin: 200,
      check: async () => expect(await countWhere('banner_images', 'title', newBannerTitle)).toBe(1),
    },
    {
      name: 'update banner',
      path: '/admin/banners',
      form: { intent: 'update', id: banner.id, title: `${banner.title} edited` },
      admin: 200,
      check: async () => expect((await bannerRow()).title).toBe(`${banner.title} edited`),
    },
    {
      name: 'toggle banner',
      path: '/admin/banners',
      form: { intent: 'toggle', id: banner.id, isActive: 'false' },
      admin: 200,
      check: async () => expect((await bannerRow()).is_active).toBe(false),
    },
    {
      name: 'move banner',
      path: '/admin/banners',
      form: { intent: 'move', id: banner.id, direction: 'down' },
      admin: 200,
      check: async () => expect(await auditCount(request, banner.id)).toBe(3),
    },
    {
      name: 'create testimonial',
      path: '/admin/testimonials',
      form: { intent: 'create', name: newTestimonialName, message: 'Lovely', isPublished: 'on' },
      admin: 200,
      check: async () => expect(await countWhere('testimonials', 'name', newTestimonialName)).toBe(1),
    },
    {
      name: 'update testimonial',
      path: '/admin/testimonials',
      form: { intent: 'update', id: testimonial.id, name: `${testimonial.name} edited`, message: 'Edited', isPublished: 'on' },
      admin: 200,
      check: async () => expect((await testimonialRow()).name).toBe(`${testimonial.name} edited`),
    },
    {
      name: 'publish testimonial',
      path: '/admin/testimonials',
      form: { intent: 'toggle', id: testimonial.id, isPublished: 'false' },
      admin: 200,
      check: async () => expect((await testimonialRow()).is_published).toBe(false),
    },
    // The lists are not empty, so test data is refused (409) even for the admin; what matters here is 401/403.
    { name: 'testimonial test data', path: '/admin/testimonials', form: { intent: 'test-data' }, admin: 409, check: async () => {} },
    {
      name: 'update enquiry',
      path: '/admin/enquiries',
      form: { intent: 'update', kind: 'cart', id: enquiry.id, status: 'confirmed', internalNotes: 'Matrix' },
      admin: 200,
      check: async () => expect(await enquiryRow()).toEqual({ status: 'confirmed', internal_notes: 'Matrix' }),
    },
    { name: 'enquiry test data', path: '/admin/enquiries', form: { intent: 'test-data' }, admin: 409, check: async () => {} },
    {
      // Not paid: refused even for the admin (409); what matters here is that nobody else reaches it.
      name: 'add a parcel (dispatch page)',
      path: `/admin/enquiries/cart/${enquiry.id}/dispatch`,
      form: {
        intent: 'dispatch',
        courierId: crypto.randomUUID(),
        trackingNumber: 'DL-1234',
        dispatchedOn: new Date().toISOString().slice(0, 10),
        pieces: '1',
      },
      admin: 409,
      check: async () => expect(await countWhere('parcels', 'enquiry_id', enquiry.id)).toBe(0),
    },
    {
      name: 'publish review',
      path: '/admin/reviews',
      form: { intent: 'publish', id: review.id },
      admin: 200,
      check: async () => expect(await reviewRow()).toEqual({ status: 'published' }),
    },
    { name: 'upload image', path: '/admin/upload', multipart: true, admin: 200, check: async () => {} },
    {
      name: 'delete testimonial',
      path: '/admin/testimonials',
      form: { intent: 'delete', id: testimonial.id },
      admin: 200,
      check: async () => expect(await testimonialRow()).toBeUndefined(),
    },
    {
      name: 'delete banner',
      path: '/admin/banners',
      form: { intent: 'delete', id: banner.id },
      admin: 200,
      check: async () => expect(await bannerRow()).toBeUndefined(),
    },
    {
      name: 'delete product',
      path: '/admin/products',
      form: { intent: 'delete', id: product.id },
      admin: 200,
      check: async () => expect(await productRow()).toBeUndefined(),
    },
  ];

  const png = await tinyPng();
  const send = async (client: Awaited<ReturnType<typeof clientFor>>, action: Action) => {
    if (action.multipart)
      return client.post(action.path, { multipart: { folder: 'uploads', file: { name: 'x.png', mimeType: 'image/png', buffer: png } } });
    if (action.csv)
      return client.post(`${action.path}.data`, {
        multipart: { intent: 'preview', file: { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(action.csv) } },
      });
    return client.post(`${action.path}.data`, { form: action.form });
  };

  const visitor = await clientFor(playwright, request, 'visitor');
  const shopper = await clientFor(playwright, request, 'shopper');
  const admin = await clientFor(playwright, request, 'admin');
  for (const action of actions) {
    expect((await send(visitor, action)).status(), `visitor: ${action.name}`).toBe(401);
    const denied = await send(shopper, action);
    expect(denied.status(), `shopper: ${action.name}`).toBe(403);
    expect(await denied.text()).not.toContain('/media/');
  }
  // A document POST (no scripts) from a visitor is sent to sign in instead.
  const documentPost = await visitor.post('/admin/banners', { form: { intent: 'delete', id: banner.id } });
  expect(documentPost.status()).toBe(302);
  expect(documentPost.headers().location).toMatch(/^\/auth\?redirectTo=/);
  await unchanged();

  for (const action of actions) {
    const response = await send(admin, action);
    expect(response.status(), `admin: ${action.name}: ${await response.text()}`).toBe(action.admin);
    await action.check();
  }
});
