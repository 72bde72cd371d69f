import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { OCCASIONS } from '../../lib/constants.ts';
import { listingPath } from '../../lib/seo.ts';
import { absoluteImage } from '../../lib/structured-data.ts';
import { db, schema } from '../platform/db.server.ts';
import { xmlElement } from '../render/xml.server.ts';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); past that /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Information pages worth a search result. */
const INFO_PAGES = ['/inquiry', '/size-guide', '/care-craft', '/shipping-returns', '/privacy', '/terms'];

export type SitemapEntry = { path: string; lastmod?: Date | null; image?: string | null };

const p = schema.products;

/** Every address of the shop a search engine should know, from the database: home, listings, products, information pages. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const published = eq(p.isPublished, true);
  const [categories, occasions, products] = await Promise.all([
    db().select({ value: p.category, lastmod: sql<Date>`max(${p.updatedAt})` }).from(p).where(published).groupBy(p.category).orderBy(p.category),
    db()
      .select({ value: sql<string>`occasion`, lastmod: sql<Date>`max(${p.updatedAt})` })
      .from(sql`${p}, unnest(${p.tags}) as occasion`)
      .where(and(published, inArray(sql`occasion`, [...OCCASIONS])))
      .groupBy(sql`occasion`)
      .orderBy(sql`occasion`),
    db().select({ id: p.id, lastmod: p.updatedAt, image: p.image }).from(p).where(published).orderBy(desc(p.createdAt), p.id),
  ]);
  const date = (d: Date | string | null) => (d ? new Date(d) : null);
  const newest = products.reduce<Date | null>((max, r) => (!max || r.lastmod > max ? r.lastmod : max), null);
  return [
    { path: '/', lastmod: newest },
    { path: '/products', lastmod: newest },
    ...categories.map((c) => ({ path: listingPath('category', c.value), lastmod: date(c.lastmod) })),
    ...occasions.map((o) => ({ path: listingPath('occasion', o.value), lastmod: date(o.lastmod) })),
    ...products.map((r) => ({ path: `/product/${r.id}`, lastmod: r.lastmod, image: r.image || null })),
    ...INFO_PAGES.map((path) => ({ path })),
  ];
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlsetXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const image = e.image ? `<image:image>${xmlElement('image:loc', absoluteImage(publicUrl, e.image))}</image:image>` : '';
    return `<url>${xmlElement('loc', `${publicUrl}${e.path}`)}${xmlElement('lastmod', e.lastmod?.toISOString())}${image}</url>`;
  });
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(publicUrl: string, files: number, lastmod: Date | null): string {
  const items = Array.from({ length: files }, (_, i) => `<sitemap>${xmlElement('loc', `${publicUrl}/sitemap/${i + 1}.xml`)}${xmlElement('lastmod', lastmod?.toISOString())}</sitemap>`);
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * /sitemap.xml (file 0) and, past `perFile` addresses, /sitemap/1.xml, /sitemap/2.xml…: file 0 is
 * then the index. Null for a file number that does not exist.
 */
export function sitemapFile(publicUrl: string, entries: SitemapEntry[], file: number, perFile = SITEMAP_MAX_URLS): string | null {
  const files = Math.ceil(entries.length / perFile);
  if (file === 0) return files <= 1 ? urlsetXml(publicUrl, entries) : sitemapIndexXml(publicUrl, files, entries[0]?.lastmod ?? null);
  if (files <= 1 || file > files) return null;
  return urlsetXml(publicUrl, entries.slice((file - 1) * perFile, file * perFile));
}
