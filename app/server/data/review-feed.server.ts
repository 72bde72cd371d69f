import { absoluteImage } from '../../lib/structured-data.ts';
import { escapeXml, xmlElement } from '../render/xml.server.ts';
import { feedReviews } from './product-reviews.server.ts';

/**
 * Google's product review feed (schema 2.4), for Merchant Center's product ratings: every published
 * review of a product on the shop, elements in the order the schema lists them. Google expects the
 * whole feed each time: a review left out is removed there too.
 */
export async function reviewFeedXml(ctx: { publicUrl: string; shopName: string }): Promise<string> {
  const reviews = await feedReviews();
  const items = reviews.map((r) => {
    const productUrl = `${ctx.publicUrl}/product/${encodeURIComponent(r.productId)}`;
    const images = r.photos.map((src) => `<reviewer_image><url>${escapeXml(absoluteImage(ctx.publicUrl, src))}</url></reviewer_image>`).join('');
    return [
      '<review>',
      xmlElement('review_id', r.id),
      `<reviewer><name is_anonymous="false">${escapeXml(r.authorName)}</name></reviewer>`,
      xmlElement('review_timestamp', (r.publishedAt ?? r.updatedAt).toISOString()),
      xmlElement('title', r.title),
      xmlElement('content', r.body),
      `<review_url type="group">${escapeXml(`${productUrl}/reviews`)}</review_url>`,
      images ? `<reviewer_images>${images}</reviewer_images>` : '',
      `<ratings><overall min="1" max="5">${r.rating}</overall></ratings>`,
      '<products><product>',
      `<product_ids><skus>${xmlElement('sku', r.productId)}</skus></product_ids>`,
      xmlElement('product_name', r.productName),
      xmlElement('product_url', productUrl),
      '</product></products>',
      '<is_spam>false</is_spam>',
      '</review>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns:vc="http://www.w3.org/2007/XMLSchema-versioning" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.google.com/shopping/reviews/schema/product/2.4/product_reviews.xsd">',
    '<version>2.4</version>',
    `<publisher>${xmlElement('name', ctx.shopName)}<favicon>${escapeXml(`${ctx.publicUrl}/favicon.svg`)}</favicon></publisher>`,
    // The schema wants at least one review inside <reviews>: a shop with none leaves it out.
    items.length ? `<reviews>${items.join('\n')}</reviews>` : '',
    '</feed>',
  ].join('\n');
}
