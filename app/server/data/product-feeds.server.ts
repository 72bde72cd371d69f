import { desc, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { absoluteImage } from '../../lib/structured-data.ts';
import { stockOf } from '../../lib/stock.ts';
import { db, schema } from '../platform/db.server.ts';
import { xmlElement } from '../render/xml.server.ts';

// Product feeds for shopping channels: Google Merchant Center (RSS 2.0 with the g: namespace) and
// Meta's commerce catalogue (CSV, for an Instagram or Facebook shop). Published products only.
// A product offered in several sizes becomes one item per size, grouped by the product's id.

const p = schema.products;

/** Google's product taxonomy for clothing; Meta reads the same field. */
export const APPAREL_CATEGORY = 'Apparel & Accessories > Clothing';

export async function feedProducts() {
  return db()
    .select({
      id: p.id,
      name: p.name,
      description: p.description,
      price: p.price,
      originalPrice: p.originalPrice,
      image: p.image,
      images: p.images,
      category: p.category,
      fabric: p.fabric,
      colors: p.colors,
      sizes: p.sizes,
      inventoryStatus: p.inventoryStatus,
      stockQuantity: p.stockQuantity,
    })
    .from(p)
    .where(eq(p.isPublished, true))
    .orderBy(desc(p.createdAt), p.id);
}
type FeedProduct = Awaited<ReturnType<typeof feedProducts>>[number];

/** One line of a feed: a product, or one size of it. */
export type FeedItem = {
  id: string;
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  image: string | null;
  additionalImages: string[];
  /** '1299.00 INR': the regular price. */
  price: string;
  /** The price paid when the product is on sale. */
  salePrice: string | null;
  /** 'start/end' (ISO 8601) of the sale price, when the offer ends at a known time. */
  saleDates: string | null;
  /**
   * Whether the piece can be bought from its page. A made-to-order piece cannot: its page offers only a
   * custom look, made and priced by enquiry. Both channels say 'out of stock' for it: 'preorder' and
   * 'backorder' promise the listed price and a date it ships, which a bespoke piece quoted by the shop
   * does not have, and Merchant Center checks the feed's availability against the page, which offers
   * no Add to Cart.
   */
  inStock: boolean;
  quantity: number | null;
  brand: string;
  productType: string;
  color: string;
  size: string | null;
  material: string;
};

export const feedPrice = (rupees: number) => `${rupees.toFixed(2)} INR`;

/** Seconds precision: Merchant Center reads ISO 8601 times without milliseconds. */
const feedTime = (time: Date) => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

export function feedItems(
  products: FeedProduct[],
  ctx: { publicUrl: string; shopName: string; saleSpan?: { from: Date; until: Date } | null },
): FeedItem[] {
  const saleDates = ctx.saleSpan ? `${feedTime(ctx.saleSpan.from)}/${feedTime(ctx.saleSpan.until)}` : null;
  return products.flatMap((product) => {
    const images = (product.images.length > 0 ? product.images : product.image ? [product.image] : []).map((src) => absoluteImage(ctx.publicUrl, src));
    const onSale = product.originalPrice !== null && product.originalPrice > product.price;
    const base: FeedItem = {
      id: product.id,
      groupId: null,
      title: product.name,
      description: product.description || product.name,
      link: `${ctx.publicUrl}/product/${product.id}`,
      image: images[0] ?? null,
      additionalImages: images.slice(1, 11),
      price: feedPrice(onSale ? product.originalPrice! : product.price),
      salePrice: onSale ? feedPrice(product.price) : null,
      saleDates: onSale ? saleDates : null,
      inStock: stockOf(product).buyable,
      quantity: product.stockQuantity,
      brand: ctx.shopName,
      productType: product.category,
      // Google takes up to three colours joined by '/'.
      color: product.colors.slice(0, 3).join('/'),
      size: product.sizes.length === 1 ? product.sizes[0] : null,
      material: product.fabric,
    };
    if (product.sizes.length < 2) return [base];
    return product.sizes.map((size) => ({ ...base, id: `${product.id}-${size.replace(/\s+/g, '')}`, groupId: product.id, size }));
  });
}

export function googleFeedXml(items: FeedItem[], ctx: { publicUrl: string; shopName: string }): string {
  const entries = items.map((i) =>
    [
      '<item>',
      xmlElement('g:id', i.id),
      xmlElement('g:item_group_id', i.groupId),
      xmlElement('title', i.title),
      xmlElement('description', i.description),
      xmlElement('link', i.link),
      xmlElement('g:image_link', i.image),
      ...i.additionalImages.map((src) => xmlElement('g:additional_image_link', src)),
      xmlElement('g:price', i.price),
      xmlElement('g:sale_price', i.salePrice),
      xmlElement('g:sale_price_effective_date', i.saleDates),
      xmlElement('g:availability', i.inStock ? 'in_stock' : 'out_of_stock'),
      xmlElement('g:brand', i.brand),
      xmlElement('g:condition', 'new'),
      // Handcrafted pieces have no GTIN or maker's part number.
      xmlElement('g:identifier_exists', 'no'),
      xmlElement('g:google_product_category', APPAREL_CATEGORY),
      xmlElement('g:product_type', i.productType),
      xmlElement('g:gender', 'female'),
      xmlElement('g:age_group', 'adult'),
      xmlElement('g:color', i.color),
      xmlElement('g:size', i.size),
      xmlElement('g:material', i.material),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    xmlElement('title', ctx.shopName),
    xmlElement('link', `${ctx.publicUrl}/`),
    xmlElement('description', `Handcrafted Indian women's wear from ${ctx.shopName}`),
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Meta's commerce catalogue columns, in this order. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'google_product_category',
  'product_type',
  'quantity_to_sell_on_facebook',
  'item_group_id',
  'gender',
  'age_group',
  'color',
  'size',
  'material',
  'status',
] as const;

export function metaFeedCsv(items: FeedItem[]): string {
  const rows = items.map((i) => [
    i.id,
    i.title,
    i.description,
    i.inStock ? 'in stock' : 'out of stock',
    'new',
    i.price,
    i.salePrice ?? '',
    i.saleDates ?? '',
    i.link,
    i.image ?? '',
    i.additionalImages.join(','),
    i.brand,
    APPAREL_CATEGORY,
    i.productType,
    i.quantity ?? '',
    i.groupId ?? '',
    'female',
    'adult',
    i.color,
    i.size ?? '',
    i.material,
    'active',
  ]);
  return stringify([[...META_COLUMNS], ...rows], { record_delimiter: '\r\n' });
}
