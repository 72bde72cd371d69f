import { and, eq, inArray } from 'drizzle-orm';
import { INQUIRY_ID_PREFIX } from '../../lib/enquiry-constants.ts';
import { PRODUCT_ID } from '../../lib/schemas/common.ts';
import type { CustomOrderInput } from '../../lib/schemas/custom-order.ts';
import type { InquiryInput } from '../../lib/schemas/inquiry.ts';
import type { WithStoredPhone } from '../platform/phone-numbers.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { countEnquiry } from '../platform/metrics.server.ts';
import type { MadeToMeasure } from '../actions/enquiry-extras.server.ts';

export type EnquiryLine = { sku: string; name: string; price: number; image: string; selectedSize?: string; quantity: number };
export type CartEnquiry = { id: string; customerName: string; customerEmail: string; items: EnquiryLine[]; submittedAt: Date };

/**
 * Prices and names every requested line from the catalogue: the browser's name and price are never
 * trusted. Lines whose product is unknown or unpublished, or whose size the product does not come
 * in, are returned as `rejected`.
 */
export async function priceCartLines(lines: { sku: string; selectedSize?: string | null; quantity?: number }[]): Promise<{ items: EnquiryLine[]; rejected: string[] }> {
  const skus = [...new Set(lines.map((l) => l.sku))];
  const rows = skus.length
    ? await db()
        .select({ id: schema.products.id, name: schema.products.name, price: schema.products.price, image: schema.products.image, sizes: schema.products.sizes })
        .from(schema.products)
        .where(and(inArray(schema.products.id, skus), eq(schema.products.isPublished, true)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items: EnquiryLine[] = [];
  const rejected: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const product = byId.get(line.sku);
    const size = line.selectedSize || undefined;
    if (!product || (size && !product.sizes.includes(size))) {
      rejected.push(line.sku);
      continue;
    }
    const key = `${line.sku}::${size ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ sku: product.id, name: product.name, price: product.price, image: product.image, ...(size ? { selectedSize: size } : {}), quantity: line.quantity ?? 1 });
  }
  return { items, rejected };
}

/** Stores a cart enquiry for the signed-in shopper; status starts `pending`. */
export async function createCartEnquiry(user: { id: string; name: string; email: string }, items: EnquiryLine[], made?: MadeToMeasure): Promise<CartEnquiry> {
  const [row] = await db()
    .insert(schema.userEnquiries)
    .values({ userId: user.id, customerName: user.name, customerEmail: user.email, items, status: 'pending', ...made })
    .returning({ id: schema.userEnquiries.id, submittedAt: schema.userEnquiries.submittedAt });
  countEnquiry('cart');
  return { id: row.id, customerName: user.name, customerEmail: user.email, items, submittedAt: row.submittedAt };
}

export type StoredInquiry = {
  inquiryId: string;
  customerName: string;
  customerEmail: string | null;
  phone: string;
  city: string | null;
  notes: InquiryNotes;
};

/** What the inquiry form stores as JSON in inquiries.notes (snake_case keys: the stored format). */
export type InquiryNotes = {
  occasion: string;
  preferred_style: string[];
  budget_range: string;
  size: string;
  fabric_or_embroidery_prefs: string;
  notes: string;
  source: string;
  product_slug: string;
  reference_image_urls: string[];
};

/** Stores a Create Your Look inquiry with id INQ + timestamp and status `received`. */
export async function createInquiry(input: WithStoredPhone<InquiryInput>, referenceUrls: string[], userId: string | null, made?: MadeToMeasure): Promise<StoredInquiry> {
  const notes: InquiryNotes = {
    occasion: input.occasion,
    preferred_style: input.preferred_style,
    budget_range: input.budget_range,
    size: input.size,
    fabric_or_embroidery_prefs: input.fabric_or_embroidery_prefs,
    notes: input.notes,
    source: input.source,
    product_slug: input.product_slug,
    reference_image_urls: referenceUrls,
  };
  // Two inquiries in the same millisecond would share an id: the later one takes the next free one.
  let stamp = Date.now();
  for (let attempt = 0; ; attempt++) {
    const inquiryId = `${INQUIRY_ID_PREFIX}${stamp}`;
    const inserted = await db()
      .insert(schema.inquiries)
      .values({
        inquiryId,
        userId,
        customerName: input.full_name,
        customerEmail: input.email,
        phone: input.phone,
        shippingAddress: input.city || null,
        country: input.country,
        status: 'received',
        notes: JSON.stringify(notes),
        ...made,
      })
      .onConflictDoNothing({ target: schema.inquiries.inquiryId })
      .returning({ inquiryId: schema.inquiries.inquiryId });
    if (inserted.length) {
      countEnquiry('inquiry');
      return { inquiryId, customerName: input.full_name, customerEmail: input.email, phone: input.phone, city: input.city || null, notes };
    }
    if (attempt >= 20) throw new Error('could not allocate an inquiry id');
    stamp += 1;
  }
}

export type StoredCustomOrder = WithStoredPhone<CustomOrderInput> & { id: string; imageLink: string | null };

/** Stores a custom order request; status starts `pending`. */
export async function createCustomOrder(input: WithStoredPhone<CustomOrderInput>, imageLink: string | null, userId: string | null, made?: MadeToMeasure): Promise<StoredCustomOrder> {
  const [row] = await db()
    .insert(schema.customOrders)
    .values({
      userId,
      name: input.name,
      phone: input.phone,
      email: input.email,
      designInterest: input.design_interest,
      customizationNotes: input.customization_notes,
      imagesCount: imageLink ? 1 : 0,
      imageLink,
      productId: input.product_id,
      status: 'pending',
      ...made,
    })
    .returning({ id: schema.customOrders.id });
  countEnquiry('custom');
  return { ...input, id: row.id, imageLink };
}

/** Name and picture of a published product, for the inquiry form's "about this piece" line. */
export async function productSummary(id: string): Promise<{ id: string; name: string; image: string; category: string } | null> {
  if (!PRODUCT_ID.test(id)) return null;
  const [row] = await db()
    .select({ id: schema.products.id, name: schema.products.name, image: schema.products.image, category: schema.products.category })
    .from(schema.products)
    .where(and(eq(schema.products.id, id), eq(schema.products.isPublished, true)));
  return row ?? null;
}
