import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Where a page opens: a followed link at the top, Back and a reload where the shopper was, and a page
// opened by its address at the top, whatever was scrolled before in the same tab
// (app/components/layout/scroll-positions.tsx).

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to `y`, then clicks, as a shopper taps, a product card link that is on the screen there. */
async function scrollAndOpenAProduct(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  const index = await page.evaluate(() =>
    [...document.querySelectorAll('main a[href^="/product/"]')].findIndex((link) => {
      const box = link.getBoundingClientRect();
      return box.height > 0 && box.top > 80 && box.bottom < window.innerHeight - 20;
    }),
  );
  expect(index, 'a product link on the screen').toBeGreaterThanOrEqual(0);
  const link = page.locator('main a[href^="/product/"]').nth(index);
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('where a page opens', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('a product opened from far down the listing starts at its top, and Back returns to the same place', async ({ page }) => {
    await page.goto('/products');
    await scrollAndOpenAProduct(page, 1500);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => scrollY(page)).toBe(1500);
  });

  test('after a reload of the product, Back still returns to the same place on the listing', async ({ page }) => {
    await page.goto('/products');
    await scrollAndOpenAProduct(page, 1500);
    await page.reload();
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => scrollY(page)).toBe(1500);
  });

  test('a reload keeps the place on the page', async ({ page }) => {
    await page.goto('/products');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => scrollY(page)).toBe(1200);
    await page.reload();
    await expect.poll(() => scrollY(page)).toBe(1200);
    // Still there once the page has settled (nothing scrolls it afterwards).
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(1200);
  });

  test('a page opened by its address starts at the top, whatever was scrolled before in the tab', async ({ page }) => {
    await page.goto('/products');
    await scrollAndOpenAProduct(page, 1500);
    await page.goto('/products?sort=newest');
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);
    await page.goto('/');
    await page.waitForTimeout(500);
    expect(await scrollY(page)).toBe(0);
  });
});
