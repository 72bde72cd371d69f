import { desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { formatINR } from '../../lib/money.ts';
import type { ProductInput } from '../../lib/schemas/admin-product.ts';
import type { AdminProductRow } from '../../lib/views.ts';
import { publishChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';
import { likePattern, searchTextOf } from './search-text.server.ts';

/** Every server's cached pages, tab counts, typo vocabulary, sitemap and feeds follow every catalogue change at once. */
export const catalogueChanged = () => publishChange('catalogue');

const p = schema.products;

/** The SKU list, newest first; the search matches name, SKU id or category, in any case. */
export async function listAdminProducts(options: { q?: string } = {}): Promise<AdminProductRow[]> {
  const q = options.q?.trim();
  const where = q ? or(ilike(p.name, likePattern(q)), ilike(p.id, likePattern(q)), ilike(p.category, likePattern(q))) : undefined;
  return db()
    .select({
      id: p.id,
      name: p.name,
      price: p.price,
      originalPrice: p.originalPrice,
      image: p.image,
      category: p.category,
      inventoryStatus: p.inventoryStatus,
      stockQuantity: p.stockQuantity,
      isPublished: p.isPublished,
      createdAt: p.createdAt,
    })
    .from(p)
    .where(where)
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(500);
}

export async function getAdminProduct(id: string) {
  const [row] = await db().select().from(p).where(eq(p.id, id));
  return row ?? null;
}


/** Columns written from the editor (and the spreadsheet import); image is always the first of images (the main image). */
export function columnsOf(input: ProductInput) {
  return {
    name: input.name,
    price: input.price,
    originalPrice: input.originalPrice,
    image: input.images[0] ?? '',
    images: input.images,
    category: input.category,
    description: input.description,
    fabric: input.fabric,
    style: input.style,
    colors: input.colors,
    sizes: input.sizes,
    features: input.features,
    tags: input.tags,
    inventoryStatus: input.inventoryStatus,
    stockQuantity: input.stockQuantity,
    isPublished: input.isPublished,
    isNew: input.isNew,
    isBestSeller: input.isBestSeller,
    isFestive: input.isFestive,
    searchText: searchTextOf(input),
  };
}

/** New product id: 'SKU' plus the time in milliseconds; a clash (two saves in one ms) takes the next number. */
async function newProductId(): Promise<string> {
  let stamp = Date.now();
  for (;;) {
    const id = `SKU${stamp}`;
    const [taken] = await db().select({ id: p.id }).from(p).where(eq(p.id, id));
    if (!taken) return id;
    stamp += 1;
  }
}

export async function createProduct(actor: Actor, input: ProductInput): Promise<string> {
  const id = await newProductId();
  await db().transaction(async (tx) => {
    await tx.insert(p).values({ id, ...columnsOf(input) });
    await recordAudit(tx, actor, { action: 'create', entity: 'product', entityId: id, summary: `Created product ${input.name}` });
  });
  catalogueChanged();
  return id;
}

/** Returns false when the product does not exist. */
export async function updateProduct(actor: Actor, id: string, input: ProductInput): Promise<boolean> {
  const updated = await db().transaction(async (tx) => {
    const rows = await tx.update(p).set({ ...columnsOf(input), updatedAt: new Date() }).where(eq(p.id, id)).returning({ id: p.id });
    if (rows.length === 0) return false;
    await recordAudit(tx, actor, { action: 'update', entity: 'product', entityId: id, summary: `Updated product ${input.name}` });
    return true;
  });
  catalogueChanged();
  return updated;
}

export async function deleteProduct(actor: Actor, id: string): Promise<boolean> {
  const deleted = await db().transaction(async (tx) => {
    const rows = await tx.delete(p).where(eq(p.id, id)).returning({ name: p.name });
    if (rows.length === 0) return false;
    await recordAudit(tx, actor, { action: 'delete', entity: 'product', entityId: id, summary: `Deleted product ${rows[0].name}` });
    return true;
  });
  catalogueChanged();
  return deleted;
}

export type PricingRow = { id: string; name: string; category: string; image: string; price: number; originalPrice: number | null; isPublished: boolean };

export async function listPricing(): Promise<PricingRow[]> {
  return db()
    .select({ id: p.id, name: p.name, category: p.category, image: p.image, price: p.price, originalPrice: p.originalPrice, isPublished: p.isPublished })
    .from(p)
    .orderBy(p.name, p.id);
}

const money = (n: number | null) => (n === null ? 'none' : formatINR(n));

export class PriceChangeError extends Error {}

/**
 * Saves many prices at once, all or nothing. Only rows that really change are written and logged.
 * The caller has validated each row (original above price); unknown ids abort the whole save.
 */
export async function savePrices(actor: Actor, rows: { id: string; price: number; originalPrice: number | null }[]): Promise<number> {
  if (rows.length === 0) return 0;
  const saved = await db().transaction(async (tx) => {
    const ids = rows.map((r) => r.id);
    const current = await tx.select({ id: p.id, name: p.name, price: p.price, originalPrice: p.originalPrice }).from(p).where(inArray(p.id, ids));
    const byId = new Map(current.map((c) => [c.id, c]));
    let changed = 0;
    for (const row of rows) {
      const before = byId.get(row.id);
      if (!before) throw new PriceChangeError(`Unknown product ${row.id}`);
      if (row.originalPrice !== null && row.originalPrice <= row.price) throw new PriceChangeError(`Original price must exceed price for ${row.id}`);
      if (before.price === row.price && before.originalPrice === row.originalPrice) continue;
      await tx
        .update(p)
        .set({ price: row.price, originalPrice: row.originalPrice, updatedAt: new Date() })
        .where(eq(p.id, row.id));
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'price',
        entityId: row.id,
        summary: `${before.name}: price ${formatINR(before.price)} → ${formatINR(row.price)}, original ${money(before.originalPrice)} → ${money(row.originalPrice)}`,
      });
      changed++;
    }
    return changed;
  });
  catalogueChanged();
  return saved;
}

export async function countProducts(): Promise<number> {
  const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(p);
  return Number(row.n);
}
