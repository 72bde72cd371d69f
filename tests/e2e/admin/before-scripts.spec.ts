import type { Page } from '@playwright/test';
import { expectKept, fillEveryField, openBeforeScripts } from '../before-scripts';
import { expect, loginAsAdmin, sql, test } from '../fixtures';
import { insertPendingReview, insertProduct, unique } from './admin-helpers';

// The owner's forms, filled while the page's scripts are still on the way (see tests/e2e/before-scripts.ts).
// Forms that live in a tab are reached before the scripts too: the tab is a link to the screen showing it.

async function openTabBeforeScripts(page: Page, url: string, tab: string) {
  const held = await openBeforeScripts(page, url);
  await page.getByRole('tab', { name: tab }).click();
  const form = page.getByRole('tabpanel', { name: tab });
  await expect(form.locator('form')).toBeVisible();
  return { held, form };
}

// Pages with many fields, each filled and checked in the browser.
test.describe.configure({ timeout: 120_000 });

test.describe('what the owner does before the scripts arrive is kept', () => {
  test('a new product', async ({ page }) => {
    await loginAsAdmin(page);
    const held = await openBeforeScripts(page, '/admin/products/new');
    const filled = await fillEveryField(page, page.locator('main'));
    await held.release();
    await expectKept(filled);
  });

  test('editing a product', async ({ page, request }) => {
    await loginAsAdmin(page);
    const product = await insertProduct(request);
    const held = await openBeforeScripts(page, `/admin/products/${product.id}/edit`);
    const filled = await fillEveryField(page, page.locator('main'));
    await held.release();
    await expectKept(filled);
  });

  test('a new banner', async ({ page }) => {
    await loginAsAdmin(page);
    const { held, form } = await openTabBeforeScripts(page, '/admin/banners', 'Add New Banner');
    const filled = await fillEveryField(page, form);
    await held.release();
    await expectKept(filled);
    await expect(form.getByRole('button', { name: 'Create Banner' })).toBeEnabled();
  });

  test('a new testimonial', async ({ page }) => {
    await loginAsAdmin(page);
    const { held, form } = await openTabBeforeScripts(page, '/admin/testimonials', 'Add New Testimonial');
    const filled = await fillEveryField(page, form);
    await held.release();
    await expectKept(filled);
    await expect(form.getByRole('button', { name: 'Create Testimonial' })).toBeEnabled();
  });

  test('a reason for hiding and a public reply on the Reviews screen', async ({ page, request }) => {
    await loginAsAdmin(page);
    const words = unique('The border is finer than in the pictures');
    await insertPendingReview(request, words);
    const held = await openBeforeScripts(page, '/admin/reviews');
    const filled = await fillEveryField(page, page.getByRole('listitem').filter({ hasText: words }));
    expect(filled.map((f) => f.field.label)).toEqual(expect.arrayContaining(['Reason for hiding', 'Public reply']));
    await held.release();
    await expectKept(filled);
  });

  test('a price typed on Price Management, then saved once the scripts are in', async ({ page, request }) => {
    await loginAsAdmin(page);
    const product = await insertProduct(request, { price: 2499, originalPrice: 2999 });
    const held = await openBeforeScripts(page, '/admin/pricing');
    await page.getByRole('textbox', { name: `Price of ${product.name}`, exact: true }).fill('2199');
    await held.release();
    await expect(page.getByRole('textbox', { name: `Price of ${product.name}`, exact: true })).toHaveValue('2199');
    await expect(page.getByText('1 unsaved change')).toBeVisible();
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText('No unsaved changes')).toBeVisible();
    const [row] = await sql<{ price: number }>(request, 'select price from products where id = $1', [product.id]);
    expect(Number(row.price)).toBe(2199);
  });
});
