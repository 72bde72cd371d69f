import { insertBanner, insertPendingReview, insertTestimonial } from '../admin/admin-helpers';
import { expect, loginAsAdmin, sql, test } from '../fixtures';

// The owner's row actions are answered by toasts once the screen's scripts are in; sent as a page
// (before they arrive, or without them) the answer is a notice on the screen itself.

test('the owner publishes a review without scripts: the screen is laid out as with them and says what was done', async ({ page }) => {
  const words = `The zari caught every light at the wedding, run ${Date.now()}.`;
  const { shopperId } = await insertPendingReview(page.request, words);
  await loginAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/reviews');
  // The admin's own stylesheet wins over the shop's without scripts too: the sections sit beside the screen.
  const sections = (await page.getByRole('complementary', { name: 'Admin' }).boundingBox())!;
  const heading = (await page.getByRole('heading', { name: 'Reviews', level: 1 }).boundingBox())!;
  expect(sections.x + sections.width).toBeLessThanOrEqual(heading.x);
  const card = page.getByRole('listitem').filter({ hasText: words });
  await card.getByRole('button', { name: /^Publish the / }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Review published' })).toBeVisible();
  expect(await sql(page.request, 'select status from product_reviews where user_id = $1', [shopperId])).toEqual([{ status: 'published' }]);
});

test('the owner hides a review without scripts: a missing reason is asked for and nothing changes, then it is hidden', async ({ page }) => {
  const words = `Lovely colour, but this is about the courier, run ${Date.now()}.`;
  const { shopperId } = await insertPendingReview(page.request, words);
  await loginAsAdmin(page);
  await page.goto('/admin/reviews');
  const card = () => page.getByRole('listitem').filter({ hasText: words });
  await card().getByRole('button', { name: 'Hide' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Please say why this review is hidden' })).toBeVisible();
  expect(await sql(page.request, 'select status from product_reviews where user_id = $1', [shopperId])).toEqual([{ status: 'pending' }]);

  await card().getByRole('textbox', { name: 'Reason for hiding' }).fill('About the courier, not the piece');
  await card().getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review hidden' })).toBeVisible();
  await expect(card()).toHaveCount(0);
  expect(await sql(page.request, 'select status, hidden_reason from product_reviews where user_id = $1', [shopperId])).toEqual([
    { status: 'hidden', hidden_reason: 'About the courier, not the piece' },
  ]);
});

test('the owner hides a testimonial, moves a banner up and turns it off without scripts', async ({ page, request }) => {
  const testimonial = await insertTestimonial(request);
  const first = await insertBanner(request, { section: 'seasonal', order: 0 });
  const banner = await insertBanner(request, { section: 'seasonal', order: 1 });
  await loginAsAdmin(page);

  await page.goto('/admin/testimonials');
  await page.getByRole('switch', { name: `Publish testimonial from ${testimonial.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Testimonial unpublished successfully' })).toBeVisible();
  await expect(page.getByRole('switch', { name: `Publish testimonial from ${testimonial.name}` })).toHaveAttribute('aria-checked', 'false');
  expect(await sql(request, 'select is_published from testimonials where id = $1', [testimonial.id])).toEqual([{ is_published: false }]);

  await page.goto('/admin/banners?section=seasonal');
  await page.getByRole('button', { name: `Move ${banner.title} up` }).click();
  const order = () =>
    sql(request, 'select id from banner_images where id in ($1, $2) order by display_order, created_at', [first.id, banner.id]);
  expect(await order()).toEqual([{ id: banner.id }, { id: first.id }]);
  await page.getByRole('switch', { name: `${banner.title} active` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Banner deactivated successfully' })).toBeVisible();
  expect(await sql(request, 'select is_active from banner_images where id = $1', [banner.id])).toEqual([{ is_active: false }]);
});
