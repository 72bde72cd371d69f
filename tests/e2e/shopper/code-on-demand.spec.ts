import type { Page } from '@playwright/test';
import { expect, sql, test, waitForHydration } from '../fixtures';

// Code a page does not need until a shopper reaches for something stays off the first load: the
// header's panels, the newsletter form, the delivery-PIN check, the header search (wide screens) and
// the review photo viewer. Each still works the moment it is wanted.

const ON_DEMAND = /\/assets\/(panels|newsletter-form|header-search|pincode-check|photo-viewer-dialog)-[\w-]+\.js$/;

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
  for (const path of ['/', '/products', `/product/${await aProductId(page)}`]) {
    const files = scriptsFetched(page);
    await openSettled(page, path);
    expect(files.length, path).toBeGreaterThan(3);
    expect(
      files.filter((file) => ON_DEMAND.test(file)),
      path,
    ).toEqual([]);
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
    await page.getByRole('button', { name: /^Cart, / }).tap();
    await expect(page.getByRole('dialog', { name: /bag|cart/i })).toBeVisible();
    expect(files.some((file) => file.includes('/panels-'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });
});

test('the footer newsletter form comes alive when seen and stores the address', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const files = scriptsFetched(page);
  await openSettled(page, '/products');
  expect(files.some((file) => file.includes('/newsletter-form-'))).toBe(false);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => files.some((file) => file.includes('/newsletter-form-'))).toBe(true);
  const email = `footer-${Date.now()}@e2e.shop`;
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  // A toast once the form has come alive; the notice under the form if it was sent as a plain form.
  await expect(page.getByText('Thank you for subscribing!').first()).toBeVisible();
  expect(await sql(request, 'select source from newsletter_subscribers where email = $1', [email])).toEqual([{ source: 'footer' }]);
});

test('the header search on a wide screen keeps what was typed while its code was on the way, then shows live results', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/header-search-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/size-guide');
  await waitForHydration(page);
  const search = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search products' });
  await search.fill('silk');
  release();
  await expect(page.getByRole('search', { name: 'Site search' }).getByRole('link', { name: /silk/i }).first()).toBeVisible();
  await expect(search).toHaveValue('silk');
});
