import { parse as parseCsv } from 'csv-parse/sync';
import xml from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

const SHOP = 'http://localhost:3999';
type Row = {
  id: string;
  name: string;
  price: number;
  originalPrice?: number;
  category: string;
  tags?: string[];
  sizes?: string[];
  published?: boolean;
  status?: string;
  stock?: number | null;
  description?: string;
  images?: string[];
};

const rows: Row[] = [
  {
    id: 'SEO1',
    name: 'Rose Chiffon Saree',
    price: 3999,
    category: 'sarees',
    tags: ['festive'],
    sizes: ['One Size'],
    images: ['/media/products/seo1-a.webp', '/media/products/seo1-b.webp'],
  },
  {
    id: 'SEO2',
    name: 'Kurta <b>"Noor"</b> & Dupatta',
    price: 1299,
    originalPrice: 1899,
    category: 'kurtas',
    tags: ['office', 'everyday'],
    sizes: ['S', 'M', 'L'],
    description: 'Cotton & silk <script>alert(1)</script>, "soft"\nfor summer',
  },
  { id: 'SEO3', name: 'Made-to-order Lehenga', price: 45000, category: 'lehengas', tags: ['bridal'], status: 'out_of_stock' },
  { id: 'SEO4', name: 'Limited Kurta', price: 2100, category: 'kurtas', status: 'limited', stock: 3 },
  { id: 'SEO5', name: 'Hidden Draft Dress', price: 999, category: 'dresses', tags: ['festive'], published: false },
];

async function call(
  module: Promise<{ loader: (args: never) => Promise<Response> | Response }>,
  path: string,
  params: Record<string, string> = {},
) {
  const { loader } = await module;
  const response = await loader({ request: new Request(`${SHOP}${path}`), params, context: {} } as never);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

const parseXml = (text: string) => {
  expect(xml.validate(text)).toBe(true);
  // This parser leaves entities as they are; the five of XML are decoded here (&amp; last).
  const decode = (v: string) =>
    v
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return xml.parse(text, { ignoreAttributes: false, parseNodeValue: false, tagValueProcessor: decode, attrValueProcessor: decode });
};
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

// The running flash sale: sale prices hold from when it was set until it ends.
const OFFER_SET = new Date(Date.UTC(2026, 0, 5, 6, 30));
const OFFER_ENDS = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
OFFER_ENDS.setUTCMilliseconds(0);
const SALE_DATES = `${OFFER_SET.toISOString().replace('.000Z', 'Z')}/${OFFER_ENDS.toISOString().replace('.000Z', 'Z')}`;

beforeAll(async () => {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  await db().insert(schema.offers).values({ id: 'flash-sale', title: 'Flash Sale', endsAt: OFFER_ENDS, updatedAt: OFFER_SET });
  for (const [i, r] of rows.entries()) {
    const images = r.images ?? [`/media/products/${r.id.toLowerCase()}.webp`];
    await db()
      .insert(schema.products)
      .values({
        id: r.id,
        name: r.name,
        price: r.price,
        originalPrice: r.originalPrice ?? null,
        category: r.category,
        tags: r.tags ?? [],
        sizes: r.sizes ?? [],
        colors: ['rose', 'gold'],
        fabric: 'silk',
        description: r.description ?? `${r.name}, handcrafted.`,
        image: images[0],
        images,
        inventoryStatus: r.status ?? 'available',
        stockQuantity: r.stock ?? null,
        isPublished: r.published ?? true,
        updatedAt: new Date(Date.UTC(2026, 0, 10 + i)),
      });
  }
});

describe('robots.txt', () => {
  it('allows the shop, keeps crawlers out of the private areas and names the sitemap', async () => {
    const robots = await call(import('../../app/routes/robots.ts'), '/robots.txt');
    expect(robots.type).toContain('text/plain');
    const lines = robots.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/account', '/cart', '/wishlist', '/auth', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });
});

describe('sitemap', () => {
  it('lists home, listings of each category and occasion, every published product with lastmod and image, and the information pages', async () => {
    const sitemap = await call(import('../../app/routes/sitemap.ts'), '/sitemap.xml');
    expect(sitemap.type).toContain('application/xml');
    const doc = parseXml(sitemap.text);
    const urls = list<{ loc: string; lastmod?: string; 'image:image'?: { 'image:loc': string } }>(doc.urlset.url);
    const locs = urls.map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SHOP}/`,
        `${SHOP}/products`,
        `${SHOP}/products?filter=category&value=sarees`,
        `${SHOP}/products?filter=category&value=kurtas`,
        `${SHOP}/products?filter=category&value=lehengas`,
        `${SHOP}/products?filter=occasion&value=festive`,
        `${SHOP}/products?filter=occasion&value=office`,
        `${SHOP}/products?filter=occasion&value=bridal`,
        `${SHOP}/size-guide`,
        `${SHOP}/care-craft`,
        `${SHOP}/shipping-returns`,
      ]),
    );
    const products = urls.filter((u) => u.loc.includes('/product/'));
    expect(products.map((u) => u.loc).sort()).toEqual(['SEO1', 'SEO2', 'SEO3', 'SEO4'].map((id) => `${SHOP}/product/${id}`));
    // The unpublished product and a category that has only it stay out.
    expect(locs.join(' ')).not.toContain('SEO5');
    expect(locs).not.toContain(`${SHOP}/products?filter=category&value=dresses`);
    const seo1 = products.find((u) => u.loc.endsWith('/SEO1'))!;
    expect(seo1.lastmod).toBe('2026-01-10T00:00:00.000Z');
    expect(seo1['image:image']?.['image:loc']).toBe(`${SHOP}/media/products/seo1-a.webp?w=1280`);
  });

  it('becomes an index of files past the per-file limit', async () => {
    const { sitemapFile } = await import('../../app/server/data/sitemap.server.ts');
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/product/P${i}`, lastmod: new Date(Date.UTC(2026, 0, 1)) }));
    const index = parseXml(sitemapFile(SHOP, entries, 0, 2)!);
    expect(list<{ loc: string }>(index.sitemapindex.sitemap).map((s) => s.loc)).toEqual([1, 2, 3].map((n) => `${SHOP}/sitemap/${n}.xml`));
    expect(list<{ loc: string }>(parseXml(sitemapFile(SHOP, entries, 3, 2)!).urlset.url).map((u) => u.loc)).toEqual([`${SHOP}/product/P4`]);
    expect(sitemapFile(SHOP, entries, 4, 2)).toBeNull();
    expect(parseXml(sitemapFile(SHOP, entries, 0, 5)!).urlset).toBeDefined();
  });

  it('follows a catalogue change at once', async () => {
    const sitemap = () => call(import('../../app/routes/sitemap.ts'), '/sitemap.xml').then((r) => r.text);
    expect(await sitemap()).not.toContain('SEO5');
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const { eq } = await import('drizzle-orm');
    const { catalogueChanged } = await import('../../app/server/data/admin-products.server.ts');
    await db().update(schema.products).set({ isPublished: true }).where(eq(schema.products.id, 'SEO5'));
    catalogueChanged();
    expect(await sitemap()).toContain(`${SHOP}/product/SEO5`);
    await db().update(schema.products).set({ isPublished: false }).where(eq(schema.products.id, 'SEO5'));
    catalogueChanged();
    expect(await sitemap()).not.toContain('SEO5');
  });
});

describe('Google Merchant Center feed', () => {
  type Item = Record<string, string | string[]>;
  it('is RSS 2.0 with the g: namespace, published products only, one item per size grouped by product', async () => {
    const feed = await call(import('../../app/routes/feeds.ts'), '/feeds/google.xml');
    expect(feed.type).toContain('application/xml');
    const doc = parseXml(feed.text);
    expect(doc.rss['@_version']).toBe('2.0');
    expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items = list<Item>(doc.rss.channel.item);
    expect(items.map((i) => i['g:id']).sort()).toEqual(['SEO1', 'SEO2-L', 'SEO2-M', 'SEO2-S', 'SEO3', 'SEO4']);
    const byId = Object.fromEntries(items.map((i) => [i['g:id'] as string, i]));

    expect(byId.SEO1).toMatchObject({
      title: 'Rose Chiffon Saree',
      link: `${SHOP}/product/SEO1`,
      'g:image_link': `${SHOP}/media/products/seo1-a.webp?w=1280`,
      'g:additional_image_link': `${SHOP}/media/products/seo1-b.webp?w=1280`,
      'g:price': '3999.00 INR',
      'g:availability': 'in_stock',
      'g:brand': 'Aangan Boutique',
      'g:condition': 'new',
      'g:google_product_category': 'Apparel & Accessories > Clothing',
      'g:gender': 'female',
      'g:age_group': 'adult',
      'g:color': 'rose/gold',
      'g:size': 'One Size',
      'g:material': 'silk',
    });
    expect(byId.SEO1['g:item_group_id']).toBeUndefined();
    expect(byId.SEO1['g:sale_price']).toBeUndefined();

    // On sale: the regular price and the sale price; three sizes share the product's group.
    for (const size of ['S', 'M', 'L']) {
      expect(byId[`SEO2-${size}`]).toMatchObject({
        'g:item_group_id': 'SEO2',
        'g:size': size,
        'g:price': '1899.00 INR',
        'g:sale_price': '1299.00 INR',
        // Merchant Center stops showing the sale price when the shop's offer ends.
        'g:sale_price_effective_date': SALE_DATES,
      });
    }
    expect(byId.SEO1['g:sale_price_effective_date']).toBeUndefined();
    // Everything is escaped: the markup in names and descriptions comes back as the same text.
    expect(byId['SEO2-S'].title).toBe('Kurta <b>"Noor"</b> & Dupatta');
    expect(byId['SEO2-S'].description).toBe('Cotton & silk <script>alert(1)</script>, "soft"\nfor summer');
    expect(feed.text).not.toContain('<script>');

    // A made-to-order piece cannot be bought from its page (only a custom look asked for): out of stock, as in Meta's feed.
    expect(byId.SEO3['g:availability']).toBe('out_of_stock');
    expect(byId.SEO4['g:availability']).toBe('in_stock');
  });
});

describe('Meta commerce catalogue feed', () => {
  it('has Meta’s columns, published products only, prices and availability right', async () => {
    const feed = await call(import('../../app/routes/feeds.ts'), '/feeds/meta.csv');
    expect(feed.type).toContain('text/csv');
    const records = parseCsv(feed.text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0])).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'description',
        'availability',
        'condition',
        'price',
        'link',
        'image_link',
        'brand',
        'item_group_id',
        'size',
      ]),
    );
    expect(records.map((r) => r.id).sort()).toEqual(['SEO1', 'SEO2-L', 'SEO2-M', 'SEO2-S', 'SEO3', 'SEO4']);
    const byId = Object.fromEntries(records.map((r) => [r.id, r]));
    expect(byId['SEO2-M']).toMatchObject({
      title: 'Kurta <b>"Noor"</b> & Dupatta',
      price: '1899.00 INR',
      sale_price: '1299.00 INR',
      sale_price_effective_date: SALE_DATES,
      item_group_id: 'SEO2',
      size: 'M',
      availability: 'in stock',
      condition: 'new',
    });
    expect(byId['SEO2-M'].description).toBe('Cotton & silk <script>alert(1)</script>, "soft"\nfor summer');
    expect(byId.SEO1).toMatchObject({
      price: '3999.00 INR',
      sale_price: '',
      sale_price_effective_date: '',
      additional_image_link: `${SHOP}/media/products/seo1-b.webp?w=1280`,
    });
    expect(byId.SEO3.availability).toBe('out of stock');
    expect(byId.SEO4.quantity_to_sell_on_facebook).toBe('3');
  });
});
