import { data } from 'react-router';
import type { Route } from './+types/sitemap';
import { cachedDocument } from '~/server/data/catalogue-documents.server';
import { sitemapEntries, sitemapFile } from '~/server/data/sitemap.server';
import { publicConfig } from '~/server/platform/env.server';

/** /sitemap.xml, and /sitemap/N.xml once the shop has more than 50,000 addresses. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = params.file === undefined ? 0 : Number(/^([1-9]\d{0,4})\.xml$/.exec(params.file)?.[1] ?? NaN);
  if (!Number.isInteger(file)) throw data('Not found', { status: 404 });
  const body = await cachedDocument(`sitemap:${file}`, async () => {
    const { publicUrl } = publicConfig();
    return sitemapFile(publicUrl, await sitemapEntries(), file) ?? '';
  });
  if (!body) throw data('Not found', { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
