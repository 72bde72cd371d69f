import type { Route } from './+types/feeds';
import { cachedDocument } from '~/server/data/catalogue-documents.server';
import { runningOfferSpan } from '~/server/data/content.server';
import { feedItems, feedProducts, googleFeedXml, metaFeedCsv } from '~/server/data/product-feeds.server';
import { publicConfig } from '~/server/platform/env.server';

/** Catalogue feeds for Google Merchant Center (/feeds/google.xml) and Meta commerce (/feeds/meta.csv). */
export async function loader({ request }: Route.LoaderArgs) {
  const google = new URL(request.url).pathname.endsWith('.xml');
  const body = await cachedDocument(google ? 'feed:google' : 'feed:meta', async () => {
    const { publicUrl, shopName } = publicConfig();
    const [products, saleSpan] = await Promise.all([feedProducts(), runningOfferSpan()]);
    const items = feedItems(products, { publicUrl, shopName, saleSpan });
    return google ? googleFeedXml(items, { publicUrl, shopName }) : metaFeedCsv(items);
  });
  return new Response(body, {
    headers: {
      'Content-Type': google ? 'application/xml; charset=utf-8' : 'text/csv; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
