import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expectKept, fillEveryField, openBeforeScripts } from '../before-scripts';
import {
  baseUrl,
  createShopper,
  expect,
  expectNoA11yViolations,
  login,
  loginAsAdmin,
  mailText,
  postToHook,
  readOutbox,
  sql,
  test,
  untilAlive,
} from '../fixtures';

// Reviews from customers who received their pieces: the invitation mail, the form from its link, the
// owner's moderation, and what the product page, its JSON-LD and the ratings feed then show.

const PHOTO = path.resolve('tests/fixtures/files/reference-look.png');

/** A product of our own (a copy of a seeded one's picture), so no other test's reviews count on it. */
async function ownProduct(request: APIRequestContext) {
  const id = `rv-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await sql(
    request,
    `insert into products (id, name, price, image, images, category, fabric, sizes)
     select $1, 'Review Test Chanderi Kurta', 3499, image, images, 'kurtas', 'Chanderi', '{S,M,L}'::text[] from products where image like '/media/%' limit 1`,
    [id],
  );
  return id;
}

/** A cart enquiry of hers with the product, which the shop marked received `daysAgo` days ago. */
async function receivedEnquiry(request: APIRequestContext, userId: string, productId: string, daysAgo: number) {
  const [row] = await sql<{ id: string }>(
    request,
    `insert into user_enquiries (user_id, customer_name, items, status) values ($1, 'Meera', $2::jsonb, 'received') returning id::text`,
    [userId, JSON.stringify([{ sku: productId, name: 'Review Test Chanderi Kurta', price: 3499, quantity: 1 }])],
  );
  await sql(
    request,
    `insert into enquiry_events (enquiry_kind, enquiry_id, type, status, created_at) values ('cart', $1, 'status', 'received', now() - make_interval(days => $2::int))`,
    [row.id, daysAgo],
  );
  return row.id;
}

test('invitation mail → review with a photo and "true to size" → owner publishes and replies → the product page shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const productId = await ownProduct(page.request);
  const meera = await createShopper(page.request, 'Meera Kapoor');
  await receivedEnquiry(page.request, meera.id, productId, 6);
  // Her last sentence is this run's own, so the owner's screen finds her review among earlier runs' on the same shop.
  const evening = `Wore it all evening to the ${productId} sangeet.`;

  // The periodic work sends the invitation (REVIEW_INVITE_DAYS defaults to 5).
  const since = Date.now() - 1000;
  expect((await postToHook(page.request, 'housekeeping')).ok()).toBe(true);
  const mail = readOutbox(since)
    .map((m) => mailText(m.text))
    .find((t) => t.includes(meera.email));
  expect(mail, 'an invitation mail to the shopper').toBeTruthy();
  const link = new RegExp(`${baseUrl()}/product/${productId}/review\\?t=[A-Za-z0-9._-]+`).exec(mail!)?.[0];
  expect(link).toBeTruthy();

  // The link opens the form without signing in.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Review Test Chanderi Kurta' })).toBeVisible();
  await page.getByText('Loved it').click();
  await page.getByLabel('Title').fill('<img src=x onerror="window.__xss=1">Perfect for Diwali');
  await page.getByLabel(/Your review/).fill(`The chanderi is light and the embroidery is finer than in the photos. <b>${evening}</b>`);
  await page.getByLabel('True to size').check();
  await page.getByLabel('Photos').setInputFiles(PHOTO);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByRole('status')).toContainText('Your review will appear once we have read it');

  // Nothing on the shop before the owner publishes.
  const anonymous = await browser.newContext();
  const visitor = untilAlive(await anonymous.newPage());
  await visitor.goto(`/product/${productId}`);
  await expect(visitor.getByText('No reviews yet.')).toBeVisible();

  // The owner: the inbox count, then publish and reply.
  const ownerContext = await browser.newContext();
  const owner = untilAlive(await ownerContext.newPage());
  await loginAsAdmin(owner);
  await owner.goto('/admin/reviews');
  await expect(owner.getByRole('link', { name: /Reviews \d+ waiting/ })).toBeVisible();
  const card = owner.getByRole('listitem').filter({ hasText: evening });
  await expect(card).toContainText('Meera K.');
  await expectNoA11yViolations(owner);
  await card.getByRole('button', { name: /^Publish the review/ }).click();
  await expect(owner.getByText('Review published')).toBeVisible();
  await owner.goto('/admin/reviews?status=published');
  const published = owner.getByRole('listitem').filter({ hasText: evening });
  await published.getByLabel('Public reply').fill('Thank you, Meera! Wear it in good health.');
  await published.getByRole('button', { name: 'Save reply' }).click();
  await expect(owner.getByText('Reply saved')).toBeVisible();

  await visitor.goto(`/product/${productId}`);
  const reviews = visitor.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText('5.0', { exact: true })).toBeVisible();
  await expect(reviews.getByText('1 review', { exact: true })).toBeVisible();
  await expect(reviews.getByText('Most say: true to size')).toBeVisible();
  await expect(reviews.getByText('Verified customer')).toBeVisible();
  await expect(reviews.getByText('Thank you, Meera! Wear it in good health.')).toBeVisible();
  // The average's stars and the review's own.
  await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(2);
  // Her words are text: the markup she typed shows as written and never runs.
  await expect(reviews.getByText('<img src=x onerror="window.__xss=1">Perfect for Diwali')).toBeVisible();
  await expect(reviews.getByText(`<b>${evening}</b>`, { exact: false })).toBeVisible();
  expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const photo = reviews.getByRole('img', { name: /Photo 1 from Meera K\.'s review/ });
  await expect(photo).toBeVisible();
  // The picture is made at its first request: wait for it to arrive, as a shopper would.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(photo.locator('xpath=..')).toHaveAttribute('href', /^\/media\/reviews\/.+\.webp\?w=1280$/);
  await expectNoA11yViolations(visitor);

  // Search engines: the product's JSON-LD carries the rating and the review.
  const blocks = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const productLd = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'Product');
  expect(productLd.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
  expect(productLd.review[0]).toMatchObject({
    '@type': 'Review',
    author: { '@type': 'Person', name: 'Meera K.' },
    reviewRating: { ratingValue: 5 },
  });

  // And the product ratings feed, in Google's schema.
  const feed = await visitor.request.get('/feeds/reviews.xml');
  expect(feed.headers()['content-type']).toContain('application/xml');
  const fields = await visitor.evaluate(
    ({ xml, productId }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      const review = [...doc.querySelectorAll('review')].find((r) => r.querySelector('sku')?.textContent === productId);
      const text = (sel: string) => review?.querySelector(sel)?.textContent ?? null;
      return {
        version: doc.querySelector('feed > version')?.textContent,
        publisher: doc.querySelector('feed > publisher > name')?.textContent,
        order: review ? [...review.children].map((c) => c.tagName) : [],
        reviewer: text('reviewer > name'),
        timestamp: text('review_timestamp'),
        rating: text('ratings > overall'),
        productUrl: text('products > product > product_url'),
        photo: text('reviewer_images > reviewer_image > url'),
      };
    },
    { xml: await feed.text(), productId },
  );
  expect(fields).toMatchObject({
    version: '2.4',
    publisher: 'Aangan Boutique',
    reviewer: 'Meera K.',
    rating: '5',
    productUrl: `${baseUrl()}/product/${productId}`,
  });
  expect(fields!.order).toEqual([
    'review_id',
    'reviewer',
    'review_timestamp',
    'title',
    'content',
    'review_url',
    'reviewer_images',
    'ratings',
    'products',
    'is_spam',
  ]);
  expect(new Date(fields!.timestamp!).toISOString()).toBe(fields!.timestamp);
  expect(fields!.photo).toMatch(new RegExp(`^${baseUrl()}/media/reviews/`));

  // Hiding asks why: without a reason the review stays, the message under its own field.
  const shown = owner.getByRole('listitem').filter({ hasText: evening });
  await shown.getByRole('button', { name: 'Hide' }).click();
  await expect(shown.getByText('Please say why this review is hidden')).toBeVisible();
  await shown.getByLabel('Reason for hiding').fill('Asked by the customer');
  await shown.getByRole('button', { name: 'Hide' }).click();
  await expect(owner.getByText('Review hidden')).toBeVisible();
  await expect(shown).toHaveCount(0);
  await visitor.goto(`/product/${productId}`);
  await expect(visitor.getByText('No reviews yet.')).toBeVisible();
  await anonymous.close();
  await ownerContext.close();
});

test('a shopper without a qualifying enquiry gets no form, and the action answers 403', async ({ page }) => {
  const productId = await ownProduct(page.request);
  const asha = await createShopper(page.request, 'Asha Rao');
  await login(page, asha);
  const response = await page.goto(`/product/${productId}/review`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('alert')).toContainText('Reviews are for pieces you received from us');
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send review' })).toHaveCount(0);
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('link', { name: 'Write a review' })).toHaveCount(0);

  const post = await page.request.post(`/product/${productId}/review`, {
    multipart: { rating: '5', body: 'I never bought this but here is a review anyway.' },
    headers: { Origin: baseUrl() },
  });
  expect(post.status()).toBe(403);
  expect(await sql(page.request, `select 1 from product_reviews where product_id = $1`, [productId])).toHaveLength(0);
});

test('the review form keeps what she typed and chose before the page came alive', async ({ page }) => {
  const productId = await ownProduct(page.request);
  const meera = await createShopper(page.request, 'Meera Early');
  await receivedEnquiry(page.request, meera.id, productId, 1);
  await login(page, meera);
  const held = await openBeforeScripts(page, `/product/${productId}/review`);
  const filled = await fillEveryField(page, page.locator('main form'));
  expect(filled.filter((f) => f.field.kind === 'radio').length).toBeGreaterThan(0);
  await held.release();
  await expectKept(filled);
});
