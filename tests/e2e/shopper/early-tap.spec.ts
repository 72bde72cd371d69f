import { expect, test } from '../fixtures';

// Pages hydrate after the load event; a shopper who taps before then must still be answered.
test('a tap before the page has finished loading still opens the cart', async ({ page }) => {
  // The hero picture never arrives, so the load event never fires.
  await page.route('**/media/site/hero-*.webp*', () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.locator('header button[aria-label^="Cart, "]').click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
});

// The sections below the first screen hydrate after the rest of the page (HydrateLater): a tap
// made before the scripts arrived must hydrate its section first and then be answered.
test('a tap before loading on a section that hydrates later is answered too', async ({ page }) => {
  await page.route('**/media/site/hero-*.webp*', () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const secondTab = page.getByRole('tablist', { name: 'Trending' }).getByRole('tab').nth(1);
  await expect(secondTab).toHaveAttribute('aria-selected', 'false');
  await secondTab.click();
  await expect(secondTab).toHaveAttribute('aria-selected', 'true');
});
