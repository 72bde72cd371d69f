import type { Page } from '@playwright/test';
import { holdScripts } from '../before-scripts';
import { baseUrl, createShopper, expect, login, sql, test } from '../fixtures';

// A signed-in shopper may be answered a catalogue page from the render cache: the page kept for
// everyone. Her own parts (header, hearts) come in one data request once the page is alive
// (app/lib/personal-parts.ts, server/render-cache.ts).

async function aProduct(page: Page) {
  const [product] = await sql<{ id: string; name: string }>(
    page.request,
    'select id, name from products where is_published order by created_at asc offset 3 limit 1',
  );
  return product;
}

/**
 * Opens `path` until it is answered from the render cache (the hint cookie is set), a visitor's
 * request having kept it just before: another test's change may empty the cache in between.
 */
async function openKeptPage(page: Page, path: string, open: () => Promise<unknown> = () => page.goto(path)) {
  await expect
    .poll(
      async () => {
        // A visitor (no cookies) has the page kept.
        await fetch(`${baseUrl()}${path}`);
        await open();
        return (await page.context().cookies()).some((cookie) => cookie.name === 'shop-personal' && cookie.value === '1');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('a signed-in shopper answered the page kept for everyone sees her own parts once it is alive', async ({ page }) => {
  const shopper = await createShopper(page.request, 'Kept Page Shopper');
  const product = await aProduct(page);
  await sql(page.request, 'insert into wishlisted_items (user_id, product_id) values ($1, $2)', [shopper.id, product.id]);
  await login(page, shopper);
  await openKeptPage(page, `/product/${product.id}`);

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
  await expect(header.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  const heart = page.getByRole('main').getByRole('button', { name: `Remove ${product.name} from wishlist`, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Her heart works as on a page rendered for her.
  await heart.click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  expect(await sql(page.request, 'select 1 from wishlisted_items where user_id = $1', [shopper.id])).toHaveLength(0);
});

test('a heart she taps before the scripts arrive on a kept page is kept', async ({ page }) => {
  const shopper = await createShopper(page.request, 'Early Heart Shopper');
  const product = await aProduct(page);
  await login(page, shopper);
  const held = await holdScripts(page);
  const path = `/product/${product.id}`;
  await openKeptPage(page, path, async () => {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
  });
  // The page kept for everyone: its heart does not know her yet.
  const heart = page.getByRole('main').getByRole('button', { name: new RegExp(`^Add ${product.name} to wishlist`) });
  await heart.click();
  // Sent as a page: the server keeps it and shows her the page again.
  await expect
    .poll(async () => sql(page.request, 'select 1 from wishlisted_items where user_id = $1 and product_id = $2', [shopper.id, product.id]))
    .toHaveLength(1);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await held.release();
  await expect(page.getByRole('main').getByRole('button', { name: `Remove ${product.name} from wishlist`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a visitor who taps a heart is asked to sign in and brought back', async ({ page }) => {
  const product = await aProduct(page);
  await page.goto(`/product/${product.id}`);
  await page.waitForFunction(() => window.shopPage?.ready);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${product.name} to wishlist (sign in first)` })
    .click();
  await expect(page.getByText('You need to log in first to add items to your wishlist.')).toBeVisible();
  await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(`/product/${product.id}`)}`);
  // No hint for a visitor: nothing asks for personal parts.
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'shop-personal')).toBe(false);
});

test('once she has signed out elsewhere, the page asks for her parts once and then stops', async ({ page }) => {
  const shopper = await createShopper(page.request, 'Signed Out Elsewhere');
  const product = await aProduct(page);
  await login(page, shopper);
  const path = `/product/${product.id}`;
  await openKeptPage(page, path);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Your account' })).toBeVisible();

  // Signed out in another tab: her session cookie is gone, the hint is still there.
  await page.context().clearCookies({ name: /^(?:__Secure-)?better-auth\./ });
  // Her parts come in the page's own data request (other data, such as the size suggestion's, aside).
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `${path}.data`) dataRequests.push(request.url());
  });
  await page.goto(path);
  // One data request finds no one signed in: the page shows the visitor's header and drops the hint.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'shop-personal')).toBe(false);
  expect(dataRequests).toHaveLength(1);

  // The next page asks for nothing more.
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(dataRequests).toHaveLength(1);
});
