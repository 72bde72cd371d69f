import type { CardProduct, CardRating } from '../../lib/views.ts';
import { CARD_STARS_FROM } from '../../lib/schemas/review.ts';
import { contentVersion } from '../render/content-version.server.ts';
import { and, asc, desc, eq, inArray, min, sql } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';
import { remembered } from '../platform/remembered.server.ts';

// Public reads of the catalogue: product cards, the product page, the home page's product blocks.
// Only published products are ever returned here; the admin area has its own module.

const p = schema.products;

/** What a product card shows. */
export const cardColumns = {
  id: p.id,
  name: p.name,
  price: p.price,
  originalPrice: p.originalPrice,
  image: p.image,
  category: p.category,
  fabric: p.fabric,
  inventoryStatus: p.inventoryStatus,
  isNew: p.isNew,
  /**
   * Published reviews' average and count, once there are enough for stars on a card (else null). The
   * product is named with its table, since a lone table's columns are written without it.
   */
  rating: sql<CardRating | null>`(select json_build_object('average', round(avg(r.rating)::numeric, 1), 'count', count(*))
    from product_reviews r where r.product_id = products.id and r.status = 'published' having count(*) >= ${CARD_STARS_FROM})`,
};

/** What a product card shows (defined beside the card, which cannot import server code). */
export type ProductCardData = Omit<CardProduct, 'summary'>;

async function readGetProduct(id: string) {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const [row] = await db()
    .select({
      ...cardColumns,
      images: p.images,
      description: p.description,
      style: p.style,
      colors: p.colors,
      sizes: p.sizes,
      features: p.features,
      stockQuantity: p.stockQuantity,
    })
    .from(p)
    .where(and(eq(p.id, id), eq(p.isPublished, true)));
  if (!row) return null;
  return { ...row, images: row.images.length > 0 ? row.images : row.image ? [row.image] : [] };
}

/** A short name for what the product page's facts show (fabric, style, colours, details): it changes when they do. */
export function productFactsVersion(product: { fabric: string; style: string; colors: string[]; features: string[] }): string {
  return contentVersion([product.fabric, product.style, product.colors, product.features]);
}

/** A few published products of the same category for "You may also like". */
async function readRelatedProducts(product: { id: string; category: string }, limit = 4): Promise<ProductCardData[]> {
  return db()
    .select(cardColumns)
    .from(p)
    .where(and(eq(p.isPublished, true), eq(p.category, product.category), sql`${p.id} <> ${product.id}`))
    .orderBy(desc(p.popularity), desc(p.createdAt))
    .limit(limit);
}

const TRENDING_FLAGS = { 'new-arrivals': p.isNew, 'best-sellers': p.isBestSeller, 'festive-picks': p.isFestive } as const;
export type TrendingTab = keyof typeof TRENDING_FLAGS;

/** Trending Now: at most `perTab` published products per tab, chosen by the product flags, newest first. */
async function readTrendingProducts(perTab: number): Promise<Record<TrendingTab, ProductCardData[]>> {
  const entries = await Promise.all(
    (Object.keys(TRENDING_FLAGS) as TrendingTab[]).map(async (tab) => {
      const order = tab === 'best-sellers' ? [desc(p.popularity), desc(p.createdAt)] : [desc(p.createdAt), asc(p.id)];
      const rows = await db()
        .select(cardColumns)
        .from(p)
        .where(and(eq(p.isPublished, true), eq(TRENDING_FLAGS[tab], true)))
        .orderBy(...order)
        .limit(perTab);
      return [tab, rows] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<TrendingTab, ProductCardData[]>;
}

/** The first products of the catalogue as it is listed (newest first). */
async function readFirstCatalogueProducts(count: number): Promise<ProductCardData[]> {
  return db().select(cardColumns).from(p).where(eq(p.isPublished, true)).orderBy(desc(p.createdAt), asc(p.id)).limit(count);
}

/** The lowest published price in each of these categories ('From ₹…'); a category without products is absent. */
async function readLowestPrices(categories: readonly string[]): Promise<Record<string, number>> {
  if (categories.length === 0) return {};
  const rows = await db()
    .select({ category: p.category, from: min(p.price) })
    .from(p)
    .where(and(eq(p.isPublished, true), inArray(p.category, [...categories])))
    .groupBy(p.category);
  return Object.fromEntries(rows.filter((r) => r.from !== null).map((r) => [r.category, Number(r.from)]));
}

// Kept in memory until the catalogue or the content changes (app/server/platform/remembered.server.ts).
export const getProduct = remembered(readGetProduct);
const readRelatedRemembered = remembered((id: string, category: string, limit: number) => readRelatedProducts({ id, category }, limit));
export const relatedProducts = (product: { id: string; category: string }, limit = 4) => readRelatedRemembered(product.id, product.category, limit);
export const trendingProducts = remembered(readTrendingProducts);
export const firstCatalogueProducts = remembered(readFirstCatalogueProducts);
export const lowestPrices = remembered(readLowestPrices);
