import type { Page } from '@playwright/test';
import { expect, sql, test, waitForHydration } from '../fixtures';

// Code a page does not need until a shopper reaches for something stays off the first load: the
// header's panels (the cart drawer, the menu) and the review photo viewer. Each still works the
// moment it is wanted.

const ON_DEMAND = /\/assets\/(panels|photo-viewer-dialog)-[\w-]+\.js$/;

/** The script files a page asked for, from now on. */
function scriptsFetched(page: Page) {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname);
  });
  return files;
}

/** Opens a page and waits until it is alive and its network is quiet. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

async function aProductId(page: Page) {
  const [row] = await sql<{ id: string }>(page.request, `select id from products where is_published order by id limit 1`);
  return row.id;
}

test('a phone loading home, the listing and a product fetches none of the code kept for later', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // What the scripts fetched during the load say: the drawer's and the menu's own words are not among them.
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  for (const path of ['/', '/products', `/product/${await aProductId(page)}`]) {
    bodies.length = 0;
    const files = scriptsFetched(page);
    await openSettled(page, path);
    expect(files.length, path).toBeGreaterThan(3);
    expect(
      files.filter((file) => ON_DEMAND.test(file)),
      path,
    ).toEqual([]);
    const code = (await Promise.all(bodies)).join('\n');
    expect(code, path).not.toContain('Items in your cart');
    expect(code, path).not.toContain('Shop by Occasion');
    page.removeAllListeners('request');
  }
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the cart drawer and the menu open at the first tap, their code fetched when the finger arrives', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const files = scriptsFetched(page);
    await openSettled(page, '/');
    expect(files.some((file) => file.includes('/panels-'))).toBe(false);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .tap();
    await expect(page.getByRole('dialog', { name: /bag|cart/i })).toBeVisible();
    expect(files.some((file) => file.includes('/panels-'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});
