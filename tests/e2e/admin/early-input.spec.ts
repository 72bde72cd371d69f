import type { Page } from '@playwright/test';
import { expectKept, fillEveryField, openBeforeScripts } from '../early-input';
import { expect, loginAsAdmin, test } from '../fixtures';
import { insertPendingReview, insertProduct, unique } from './admin-helpers';

// The owner's forms, filled while the page's scripts are still on the way (see tests/e2e/early-input.ts).
// Forms that live in a tab or a dialog appear only with scripts: the tap that opens them is answered
// once the scripts are in, and what is typed at once is kept.

async function openTabBeforeScripts(page: Page, url: string, tab: string) {
  const held = await openBeforeScripts(page, url);
  await page.getByRole('tab', { name: tab }).click();
  await held.release();
  const shown = page.getByRole('tabpanel', { name: tab });
  await expect(shown.locator('form')).toBeVisible();
  return shown;
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
    const form = await openTabBeforeScripts(page, '/admin/banners', 'Add New Banner');
    const filled = await fillEveryField(page, form);
    await expectKept(filled);
    await expect(form.getByRole('button', { name: 'Create Banner' })).toBeEnabled();
  });

  test('a new testimonial', async ({ page }) => {
    await loginAsAdmin(page);
    const form = await openTabBeforeScripts(page, '/admin/testimonials', 'Add New Testimonial');
    const filled = await fillEveryField(page, form);
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
});
