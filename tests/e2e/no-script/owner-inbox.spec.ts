import { insertPendingReview } from '../admin/admin-helpers';
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
