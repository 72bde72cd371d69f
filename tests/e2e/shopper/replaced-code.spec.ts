import { expect, test, waitForHydration } from '../fixtures';

test.describe('a new version of the shop replaced the files of an open page', () => {
  test('a menu tap loads the page again instead of the error screen, and the next tap opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let documents = 0;
    page.on('domcontentloaded', () => documents++);
    // The first page's copy of the header panels' code (the menu's among it) is gone from the
    // server, as after a new version went live.
    await page.route(/\/assets\/panels-[^/]*\.js$/, (route) =>
      documents <= 1 ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }) : route.fallback(),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => documents).toBe(2);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('heading', { name: 'Shop by Occasion' })).toBeVisible();
  });
});
