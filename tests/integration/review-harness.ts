import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

// What the review tests share: the modules they call, and shoppers, products and enquiries made
// as the shop makes them. Each test file calls setupTestDatabase() itself.

export const actor = { id: 'admin-33', email: 'owner@test.shop' };
export const PNG = fs.readFileSync(path.resolve('tests/fixtures/files/reference-look.png'));

export async function load() {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const eligibility = await import('../../app/server/data/review-eligibility.server.ts');
  const reviews = await import('../../app/server/data/reviews.server.ts');
  const publicReviews = await import('../../app/server/data/product-reviews.server.ts');
  const admin = await import('../../app/server/data/admin-reviews.server.ts');
  const adminEnquiries = await import('../../app/server/actions/inbox-actions.server.ts');
  const invitations = await import('../../app/server/mail/review-invitation-mail.server.ts');
  const links = await import('../../app/server/auth/review-links.server.ts');
  const form = await import('../../app/server/actions/review-form.server.ts');
  const feed = await import('../../app/server/data/review-feed.server.ts');
  return {
    db,
    schema,
    ...eligibility,
    ...reviews,
    ...publicReviews,
    ...admin,
    ...adminEnquiries,
    ...invitations,
    ...links,
    ...form,
    ...feed,
  };
}

let n = 0;
export async function shopper(name = 'Meera Kapoor') {
  const { db, schema } = await load();
  const id = `reviewer-${++n}`;
  await db()
    .insert(schema.user)
    .values({ id, name, email: `${id}@example.com`, emailVerified: true });
  return { id, name, email: `${id}@example.com` };
}

export async function product(id: string, isPublished = true) {
  const { db, schema } = await load();
  await db()
    .insert(schema.products)
    .values({ id, name: `Piece ${id}`, price: 4999, category: 'sarees', isPublished })
    .onConflictDoNothing();
  return id;
}

export async function cartEnquiry(userId: string, sku: string, measured = false) {
  const { db, schema } = await load();
  const [row] = await db()
    .insert(schema.userEnquiries)
    .values({
      userId,
      customerName: 'Meera',
      items: [{ sku, name: `Piece ${sku}`, price: 4999, quantity: 1 }],
      ...(measured ? { measurements: { unit: 'cm', values: {} } as never } : {}),
    })
    .returning();
  return { kind: 'cart' as const, id: row.id };
}

/** The Request Custom Order dialog's post from a product page, as the signed-in shopper. */
export async function customOrder(userId: string, productId: string) {
  const { db, schema } = await load();
  const { handleCustomOrder } = await import('../../app/server/actions/enquiry-forms.server.ts');
  const body = new FormData();
  const fields = { name: `Custom ${userId}`, phone: '9123456780', design_interest: 'lehengas', product_id: productId };
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const result = await handleCustomOrder(new Request('http://localhost:3999/api/custom-order', { method: 'POST', body }), userId);
  expect(result).toMatchObject({ ok: true });
  const [row] = await db().select().from(schema.customOrders).where(eq(schema.customOrders.name, fields.name));
  return { kind: 'custom' as const, id: row.id, productId: row.productId };
}

export async function moveTo(ref: { kind: 'cart' | 'inquiry' | 'custom'; id: string }, status: 'shipped' | 'received' | 'in_progress') {
  const { updateEnquiry } = await load();
  expect(await updateEnquiry(actor, { kind: ref.kind, id: ref.id, status, internalNotes: '' })).toEqual({ shorts: [] });
}

/** A review form post, from a shopper's signed link (no session needed). */
export async function post(productId: string, userId: string, fields: Record<string, string>, photos: Buffer[] = []) {
  const { issueReviewToken, reviewFormAction } = await load();
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  for (const p of photos) body.append('photos', new File([new Uint8Array(p)], 'photo.png', { type: 'image/png' }));
  const request = new Request(`http://localhost:3999/product/${productId}/review?t=${issueReviewToken(userId)}`, { method: 'POST', body });
  const result = await reviewFormAction(request, productId);
  // React Router's data() answers carry their status in `init`; a plain object is a 200.
  return 'init' in (result as object)
    ? (result as unknown as { data: unknown; init: { status: number } })
    : { data: result, init: { status: 200 } };
}

export const GOOD = { rating: '5', title: 'Wore it to Diwali', body: 'The zari glows in lamplight and the drape is soft.', fit: 'true' };

/** A Create Your Look inquiry started from a product page: it arrives as `received`, before the shop moved it. */
export async function lookInquiry(userId: string, productSlug: string, inquiryId = `INQ${Date.now()}${++n}`) {
  const { db, schema } = await load();
  await db()
    .insert(schema.inquiries)
    .values({
      inquiryId,
      userId,
      customerName: 'Meera',
      phone: '9876543210',
      status: 'received',
      notes: JSON.stringify({ product_slug: productSlug }),
    });
  return { kind: 'inquiry' as const, id: inquiryId };
}
