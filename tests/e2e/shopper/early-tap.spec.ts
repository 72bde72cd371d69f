import { expect, test } from '../fixtures';

// Pages hydrate after the load event; a shopper who taps before then must still be answered.
test('a tap before the page has finished loading still opens the cart', async ({ page }) => {
  // The hero picture never arrives, so the load event never fires.
  await page.route('**/media/site/hero-*.webp*', () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.locator('header button[aria-label^="Cart, "]').click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
});
