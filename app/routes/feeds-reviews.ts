import { cachedDocument } from '~/server/data/catalogue-documents.server';
import { reviewFeedXml } from '~/server/data/review-feed.server';
import { publicConfig } from '~/server/platform/env.server';

/** Google Merchant Center's product ratings feed, beside the product feed: published reviews only. */
export async function loader() {
  const body = await cachedDocument('feed:reviews', () => reviewFeedXml(publicConfig()));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
