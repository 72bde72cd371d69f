import { sql } from 'drizzle-orm';
import { db } from '../platform/db.server.ts';
import { rememberedPerPerson } from '../platform/remembered.server.ts';
import type { EnquiryRef } from './enquiry-records.server.ts';

/**
 * Who may review a product: a shopper whose own enquiry including that product the shop has moved
 * to `shipped` or `received`. The status must have been set by the shop (a timeline event), since a
 * Create Your Look inquiry starts out as `received`. A custom order qualifies when it was requested
 * from that product's page (it then names the product).
 */
export type Qualifying = EnquiryRef & { madeToMeasure: boolean };

const DELIVERED = sql`('shipped', 'received')`;

const movedByShop = (kind: string, id: ReturnType<typeof sql>) => sql`exists (
  select 1 from enquiry_events e
  where e.enquiry_kind = ${kind} and e.enquiry_id = ${id} and e.type = 'status' and e.status in ${DELIVERED})`;

/** The shopper's delivered enquiries that include this product, newest first. */
export async function qualifyingEnquiries(userId: string, productId: string): Promise<Qualifying[]> {
  const result = await db().execute<{ kind: Qualifying['kind']; id: string; mtm: boolean }>(sql`
    select * from (
      select 'cart' as kind, u.id::text as id, (u.measurements is not null) as mtm, u.updated_at as at
      from user_enquiries u
      where u.user_id = ${userId} and u.status in ${DELIVERED}
        and jsonb_typeof(u.items) = 'array' and u.items @> ${JSON.stringify([{ sku: productId }])}::jsonb
        and ${movedByShop('cart', sql`u.id::text`)}
      union all
      select 'inquiry', i.inquiry_id, (i.measurements is not null), i.updated_at
      from inquiries i
      where i.user_id = ${userId} and i.status in ${DELIVERED}
        and i.notes like '{%' and (i.notes::jsonb ->> 'product_slug') = ${productId}
        and ${movedByShop('inquiry', sql`i.inquiry_id`)}
      union all
      select 'custom', c.id::text, (c.measurements is not null), c.updated_at
      from custom_orders c
      where c.user_id = ${userId} and c.status in ${DELIVERED} and c.product_id = ${productId}
        and ${movedByShop('custom', sql`c.id::text`)}
    ) q order by at desc`);
  return result.rows.map((r) => ({ kind: r.kind, id: r.id, madeToMeasure: Boolean(r.mtm) }));
}

export type ReviewChoices = { reviewable: ReadonlySet<string>; reviewed: ReadonlySet<string> };

/**
 * For all products at once: those the shopper may review (the products `qualifyingEnquiries` would
 * find an enquiry for) and those she has reviewed already, in any status. One query, whatever the product.
 */
async function readReviewChoices(userId: string): Promise<ReviewChoices> {
  const result = await db().execute<{ fact: 'reviewable' | 'reviewed'; product_id: string }>(sql`
    select 'reviewed' as fact, r.product_id from product_reviews r where r.user_id = ${userId}
    union
    select 'reviewable', q.product_id from (
      select item ->> 'sku' as product_id
      from user_enquiries u,
        jsonb_array_elements(case when jsonb_typeof(u.items) = 'array' then u.items else '[]'::jsonb end) item
      where u.user_id = ${userId} and u.status in ${DELIVERED} and jsonb_typeof(item -> 'sku') = 'string'
        and ${movedByShop('cart', sql`u.id::text`)}
      union all
      select i.notes::jsonb ->> 'product_slug'
      from inquiries i
      where i.user_id = ${userId} and i.status in ${DELIVERED} and i.notes like '{%'
        and ${movedByShop('inquiry', sql`i.inquiry_id`)}
      union all
      select c.product_id
      from custom_orders c
      where c.user_id = ${userId} and c.status in ${DELIVERED}
        and ${movedByShop('custom', sql`c.id::text`)}
    ) q where q.product_id is not null`);
  const of = (fact: string) => new Set(result.rows.filter((row) => row.fact === fact).map((row) => row.product_id));
  return { reviewable: of('reviewable'), reviewed: of('reviewed') };
}

/**
 * The product page's review offer for a signed-in shopper, kept per shopper: pages rendered for her
 * then read no database for it (its planning alone cost more than the rest of the page's reads).
 * Forgotten with every change on the cache bus: saving or moderating a review publishes one, and so
 * does every change of an enquiry's status (`accounts`).
 */
export const reviewChoices = rememberedPerPerson(readReviewChoices, { max: 20_000 });

const PRODUCT_IDS_OF: Record<EnquiryRef['kind'], (id: string) => ReturnType<typeof sql>> = {
  cart: (id) =>
    sql`(select jsonb_array_elements(items) ->> 'sku' from user_enquiries where id::text = ${id} and jsonb_typeof(items) = 'array')`,
  inquiry: (id) => sql`(select notes::jsonb ->> 'product_slug' from inquiries where inquiry_id = ${id} and notes like '{%')`,
  custom: (id) => sql`(select product_id from custom_orders where id::text = ${id})`,
};

/** The published products an enquiry includes (a cart's lines, an inquiry's or a custom order's piece), for the invitation. */
export async function productsOfEnquiry(ref: EnquiryRef): Promise<{ id: string; name: string }[]> {
  const ids = PRODUCT_IDS_OF[ref.kind](ref.id);
  const result = await db().execute<{ id: string; name: string }>(
    sql`select id, name from products where is_published and id in ${ids} order by name`,
  );
  return result.rows;
}
