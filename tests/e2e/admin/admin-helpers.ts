import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, baseUrl, createShopper, sql } from '../fixtures';

let n = 0;
/** A unique suffix so parallel tests never touch each other's rows. */
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${process.pid.toString(36)}${(n++).toString(36)}`;

export async function insertProduct(
  request: APIRequestContext,
  fields: { name?: string; price?: number; originalPrice?: number | null } = {},
) {
  const id = `SKUE2E${Date.now()}${n++}`;
  const name = fields.name ?? unique('E2E Kurta');
  await sql(
    request,
    `insert into products (id, name, price, original_price, category, image, images, search_text)
     values ($1, $2, $3, $4, 'kurtas', '/media/products/sku1730000000001-1.webp', ARRAY['/media/products/sku1730000000001-1.webp']::text[], lower($2))`,
    [id, name, fields.price ?? 2499, fields.originalPrice ?? null],
  );
  return { id, name };
}

export async function insertBanner(
  request: APIRequestContext,
  fields: { section?: string; title?: string; order?: number; active?: boolean } = {},
) {
  const title = fields.title ?? unique('E2E Banner');
  const [row] = await sql<{ id: string }>(
    request,
    `insert into banner_images (section_name, title, display_order, is_active, alt_text) values ($1, $2, $3, $4, $2) returning id`,
    [fields.section ?? 'seasonal', title, fields.order ?? 0, fields.active ?? true],
  );
  return { id: row.id, title };
}

export async function insertTestimonial(request: APIRequestContext, fields: { name?: string; published?: boolean } = {}) {
  const name = fields.name ?? unique('E2E Customer');
  const [row] = await sql<{ id: string }>(
    request,
    `insert into testimonials (name, message, is_published) values ($1, 'Beautiful work', $2) returning id`,
    [name, fields.published ?? true],
  );
  return { id: row.id, name };
}

export async function insertEnquiry(request: APIRequestContext, fields: { userId?: string | null; name?: string } = {}) {
  const name = fields.name ?? unique('E2E Enquirer');
  const items = JSON.stringify([
    { sku: 'SKU1730000000001', name: 'Chikankari Cotton Straight Kurta', price: 1899, quantity: 1, selectedSize: 'M' },
  ]);
  const [row] = await sql<{ id: string }>(
    request,
    `insert into user_enquiries (user_id, customer_name, items) values ($1, $2, $3::jsonb) returning id`,
    [fields.userId ?? null, name, items],
  );
  return { id: row.id, name };
}

/** An API client for one role: no cookie (visitor), or signed in as a new shopper or as the admin. */
/** A review waiting for the owner, by a new shopper, of the first published product; its words are `body`. */
export async function insertPendingReview(request: APIRequestContext, body: string) {
  const shopper = await createShopper(request, 'Lakshmi Menon');
  const [product] = await sql<{ id: string }>(request, 'select id from products where is_published order by id limit 1');
  await sql(
    request,
    `insert into product_reviews (product_id, user_id, author_name, rating, body, enquiry_kind, enquiry_id) values ($1, $2, $3, 5, $4, 'cart', 'test')`,
    [product.id, shopper.id, shopper.name, body],
  );
  return { shopperId: shopper.id };
}

export async function clientFor(
  playwright: PlaywrightWorkerArgs['playwright'],
  request: APIRequestContext,
  role: 'visitor' | 'shopper' | 'admin',
) {
  const context = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: baseUrl() }, maxRedirects: 0 });
  if (role === 'visitor') return context;
  const user = role === 'admin' ? ADMIN : await createShopper(request);
  const response = await context.post('/api/auth/sign-in/email', { data: { email: user.email, password: user.password } });
  if (!response.ok()) throw new Error(`sign-in failed: ${await response.text()}`);
  return context;
}

export async function tinyPng(width = 48, height = 32) {
  return sharp({ create: { width, height, channels: 3, background: '#7a1f2b' } })
    .png()
    .toBuffer();
}

/** How many audit rows mention one record: a shopper's attempt must not add any. */
export async function auditCount(request: APIRequestContext, entityId: string) {
  const [row] = await sql<{ n: number }>(request, 'select count(*)::int as n from audit_log where entity_id = $1', [entityId]);
  return Number(row.n);
}
