import type { APIRequestContext } from '@playwright/test';
import { baseUrl, expect, sql, test } from '../fixtures';
import { deleteProducts, insertProducts, uniqueId } from './catalogue-helpers';

type Thing = Record<string, unknown> & { '@type': string };

/** The page's HTML, its canonical link, its robots meta and every JSON-LD block parsed. */
async function readPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Thing,
  );
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
  const robots = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? null;
  return { html, blocks, canonical, robots };
}

const absolute = (v: unknown) => typeof v === 'string' && v.startsWith(baseUrl());

/** The fields schema.org and Google's rich results need for each type the shop publishes. */
function requiredProblems(thing: Thing): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => ok || problems.push(`${thing['@type']}: ${what}`);
  need(thing['@context'] === 'https://schema.org', '@context');
  if (thing['@type'] === 'Product') {
    need(typeof thing.name === 'string' && thing.name.length > 0, 'name');
    need(Array.isArray(thing.image) && thing.image.length > 0 && thing.image.every(absolute), 'image');
    const offer = thing.offers as Record<string, unknown>;
    need(offer?.['@type'] === 'Offer', 'offers');
    need(typeof offer?.price === 'number' && offer.price > 0, 'offers.price');
    need(offer?.priceCurrency === 'INR', 'offers.priceCurrency');
    need(
      /^https:\/\/schema\.org\/(InStock|LimitedAvailability|MadeToOrder|OutOfStock)$/.test(String(offer?.availability)),
      'offers.availability',
    );
    need(offer?.itemCondition === 'https://schema.org/NewCondition', 'offers.itemCondition');
    need(absolute(offer?.url), 'offers.url');
  } else if (thing['@type'] === 'BreadcrumbList') {
    const items = thing.itemListElement as Record<string, unknown>[];
    need(Array.isArray(items) && items.length >= 2, 'itemListElement');
    items?.forEach((item, i) => {
      need(item['@type'] === 'ListItem' && item.position === i + 1, `item ${i + 1} position`);
      need(typeof item.name === 'string' && item.name.length > 0, `item ${i + 1} name`);
      need(absolute(item.item), `item ${i + 1} item`);
    });
  } else if (thing['@type'] === 'ClothingStore') {
    need(typeof thing.name === 'string', 'name');
    need(absolute(thing.url), 'url');
    need(typeof thing.telephone === 'string' && thing.telephone.length > 5, 'telephone');
    const address = thing.address as Record<string, unknown>;
    need(address?.['@type'] === 'PostalAddress' && typeof address.streetAddress === 'string' && address.addressCountry === 'IN', 'address');
    const contacts = thing.contactPoint as Record<string, unknown>[];
    need(Array.isArray(contacts) && contacts.some((c) => String(c.url).startsWith('https://wa.me/')), 'WhatsApp contactPoint');
  } else {
    problems.push(`unexpected type ${thing['@type']}`);
  }
  return problems;
}

test.describe('search engines', () => {
  test('home: canonical address and the boutique as a ClothingStore with address, phone and WhatsApp', async ({ request }) => {
    const home = await readPage(request, '/');
    expect(home.canonical).toBe(`${baseUrl()}/`);
    expect(home.robots).toBeNull();
    expect(home.blocks.map((b) => b['@type'])).toEqual(['ClothingStore']);
    expect(home.blocks.flatMap(requiredProblems)).toEqual([]);
    expect(home.blocks[0]).toMatchObject({
      name: 'Aangan Boutique',
      telephone: '+91 98765 43210',
      address: { streetAddress: '14 Lodhi Colony Market, New Delhi 110003', postalCode: '110003' },
    });
  });

  test('product page: Product with an INR Offer from stock, valid until the running offer ends when on sale, and breadcrumbs', async ({
    request,
  }) => {
    const onSale = uniqueId();
    const madeToOrder = uniqueId();
    await insertProducts(request, [
      { id: onSale, name: 'Schema Sale Kurta', price: 1299, originalPrice: 1899, stockQuantity: 4, category: 'kurtas' },
      { id: madeToOrder, name: 'Schema Bridal Lehenga', price: 45000, inventoryStatus: 'out_of_stock', category: 'lehengas' },
    ]);
    // The demo shop's flash sale runs to the midnight after the shop was seeded, which a test run can pass.
    const saleRunning = async () =>
      (await sql<{ running: boolean }>(request, `select ends_at > now() as running from offers where id = 'flash-sale'`))[0]?.running ??
      false;
    try {
      const runningBefore = await saleRunning();
      const sale = await readPage(request, `/product/${onSale}?pin=110003`);
      const runningAfter = await saleRunning();
      expect(sale.canonical).toBe(`${baseUrl()}/product/${onSale}`);
      expect(sale.blocks.map((b) => b['@type']).sort()).toEqual(['BreadcrumbList', 'Product']);
      expect(sale.blocks.flatMap(requiredProblems)).toEqual([]);
      const product = sale.blocks.find((b) => b['@type'] === 'Product')!;
      expect(product).toMatchObject({
        name: 'Schema Sale Kurta',
        sku: onSale,
        offers: { price: 1299, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      });
      // While the flash sale runs, the sale price is valid until the day it ends; after it, no end is given.
      const validUntil = (product.offers as Record<string, string>).priceValidUntil;
      if (runningBefore && runningAfter) expect(validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else if (!runningBefore && !runningAfter) expect(validUntil).toBeUndefined();
      const crumbs = sale.blocks.find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
      expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Kurtas Collection', 'Schema Sale Kurta']);
      expect(crumbs[1].item).toBe(`${baseUrl()}/products?filter=category&value=kurtas`);

      const bespoke = await readPage(request, `/product/${madeToOrder}`);
      expect(bespoke.blocks.flatMap(requiredProblems)).toEqual([]);
      const offer = bespoke.blocks.find((b) => b['@type'] === 'Product')!.offers as Record<string, string>;
      expect(offer.availability).toBe('https://schema.org/MadeToOrder');
      expect(offer.priceValidUntil).toBeUndefined();
    } finally {
      await deleteProducts(request, [onSale, madeToOrder]);
    }
  });

  test('listing: filtered, sorted and re-viewed addresses canonicalise to the unfiltered category; breadcrumbs', async ({ request }) => {
    const filtered = await readPage(
      request,
      '/products?filter=category&value=sarees&price=under-2000&fabric=silk&sort=price-asc&view=list',
    );
    expect(filtered.canonical).toBe(`${baseUrl()}/products?filter=category&value=sarees`);
    expect(filtered.robots).toBeNull();
    expect(filtered.blocks.map((b) => b['@type'])).toEqual(['BreadcrumbList']);
    expect(filtered.blocks.flatMap(requiredProblems)).toEqual([]);
    expect((filtered.blocks[0].itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      'Home',
      'All Products',
      'Sarees Collection',
    ]);

    expect((await readPage(request, '/products?occasion=festive&color=rose')).canonical).toBe(
      `${baseUrl()}/products?filter=occasion&value=festive`,
    );
    expect((await readPage(request, '/products?sort=popular&page=2')).canonical).toBe(`${baseUrl()}/products?page=2`);
    expect((await readPage(request, '/size-guide?utm_source=instagram')).canonical).toBe(`${baseUrl()}/size-guide`);
  });

  test('search results, cart and sign-in say noindex and name no canonical address', async ({ request }) => {
    for (const path of ['/search?q=saree', '/cart', '/auth']) {
      const page = await readPage(request, path);
      expect(page.robots, path).toBe('noindex');
      expect(page.canonical, path).toBeNull();
    }
  });

  test('every public page describes itself to search engines', async ({ request }) => {
    for (const path of [
      '/',
      '/products',
      '/product/SKU1730000000002',
      '/search?q=silk',
      '/search',
      '/shipping-returns',
      '/cart',
      '/auth',
    ]) {
      const { html } = await readPage(request, path);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(description.length, path).toBeGreaterThan(40);
    }
  });

  test('home and the listing show a picture and their address when shared (WhatsApp reads Open Graph)', async ({ request }) => {
    for (const [path, url] of [
      ['/', `${baseUrl()}/`],
      ['/products', `${baseUrl()}/products`],
      ['/products?filter=category&value=sarees&sort=price-asc', `${baseUrl()}/products?filter=category&value=sarees`],
    ]) {
      const { html } = await readPage(request, path);
      const og = (name: string) => new RegExp(`<meta property="og:${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
      expect(og('url'), path).toBe(url);
      const image = og('image');
      expect(image, path).toMatch(new RegExp(`^${baseUrl()}/media/`));
      expect(og('image:alt'), path).toBeTruthy();
      const picture = await request.get(image!);
      expect(picture.status(), image).toBe(200);
      expect(picture.headers()['content-type'], image).toMatch(/^image\//);
    }
  });
});
