import type { Page } from '@playwright/test';
import { expectKept, fillEveryField, filledField, openBeforeScripts, type Filled } from '../before-scripts';
import { expect, sql, test, waitForHydration } from '../fixtures';
import { deleteProducts, insertProducts, uniqueId } from './catalogue-helpers';

// A shopper on a slow connection types, ticks, picks and taps while the page is painted and its
// scripts are still on the way. The page is HTML then: every field is its form's own state, and every
// action a link, a form or plain HTML (a popover, a <details>). Once the scripts are in, what the fields
// hold is kept and the page acts on it; nothing done before is played again.

/** The header search on every page: kept, and its live results shown for what was typed. */
async function expectHeaderSearch(page: Page, filled: Filled[]) {
  const search = filledField(filled, (f) => f.name === 'q' && f.label === 'Search products' && f.selector.startsWith('[id='));
  await expect(search.locator).toHaveValue('saree');
  await search.locator.focus();
  await expect(
    page
      .getByRole('search', { name: 'Site search' })
      .getByText(/match(es)? found for|Sarees?/i)
      .first(),
  ).toBeVisible();
}

async function fillAndRelease(page: Page, url: string) {
  const held = await openBeforeScripts(page, url);
  const filled = await fillEveryField(page);
  await held.release();
  await expectKept(filled);
  return filled;
}

// Pages with many fields, each filled and checked in the browser.
test.describe.configure({ timeout: 120_000 });

test.describe('what a shopper does before the scripts arrive is kept', () => {
  test('home: header search and the newsletter boxes', async ({ page }) => {
    const filled = await fillAndRelease(page, '/');
    expect(filled.filter((f) => f.field.type === 'email').length).toBeGreaterThanOrEqual(2);
    await expectHeaderSearch(page, filled);
  });

  test('Create Your Look: every field kept, the measurements opened as HTML, and the form ready to send what was typed', async ({
    page,
  }) => {
    const held = await openBeforeScripts(page, '/inquiry');
    const filled = await fillEveryField(page);
    await page.getByText('Add my measurements').click();
    const bust = page.getByRole('textbox', { name: 'Bust (in)', exact: true });
    await bust.fill('36');
    await held.release();
    await expectKept(filled);
    await expect(bust).toHaveValue('36');
    const name = filledField(filled, (f) => f.name === 'full_name').value as string;
    await expect(page.getByText('We reply on WhatsApp, usually within a day.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Inquiry' });
    await expect(submit).toBeEnabled();
    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await submit.click();
    await expect(page.getByText(/Inquiry submitted successfully/).first()).toBeVisible();
    const [row] = await sql<{ phone: string; notes: string; measurements: { values: Record<string, number> } | null }>(
      page.request,
      'SELECT phone, notes, measurements FROM inquiries WHERE customer_name = $1',
      [name],
    );
    expect(Object.keys(row.measurements?.values ?? {}), 'measurements typed before the scripts').toEqual(['bust']);
    const phone = filledField(filled, (f) => f.type === 'tel').value as string;
    expect(row.phone.replace(/\D/g, '')).toContain(phone.replace(/\D/g, ''));
    const notes = JSON.parse(row.notes) as { preferred_style: string[]; notes: string };
    expect(notes.preferred_style.length).toBe(8);
    expect(notes.notes).toMatch(/Typed before the page came alive/);
  });

  test('Create Your Look: a reference picture picked before the scripts is in the form once they arrive', async ({ page }) => {
    const held = await openBeforeScripts(page, '/inquiry');
    await page.locator('input[type="file"][name="reference_images"]').setInputFiles('tests/fixtures/files/reference-look.png');
    await held.release();
    await waitForHydration(page);
    await expect(page.getByRole('list', { name: 'Chosen reference files' }).getByText('reference-look.png')).toBeVisible();
  });

  test('listing: Sort and Apply send the form before the scripts; what was chosen is kept and still offered after', async ({ page }) => {
    const held = await openBeforeScripts(page, '/products');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page, 'sent as a plain form').toHaveURL(/[?&]sort=price-asc/);
    const prices = (
      await page
        .locator('main ul li span')
        .filter({ hasText: /^₹[\d,]+$/ })
        .allTextContents()
    ).map((p) => Number(p.replace(/[^\d]/g, '')));
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const filters = page.getByRole('complementary', { name: 'Filter products' }).getByRole('form', { name: 'Filters' });
    const silk = filters.getByRole('checkbox', { name: 'Silk' });
    await silk.check();
    await held.release();
    // Ticked before the scripts and not sent: still ticked, not applied by itself, and Apply still offered.
    await expect(silk).toBeChecked();
    await expect(page).not.toHaveURL(/fabric=/);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]fabric=silk/);
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeHidden();
  });

  test('product: the pincode typed before the scripts is kept and checked', async ({ page, request }) => {
    const id = uniqueId();
    await insertProducts(request, [{ id, name: 'Early Pincode Kurta', price: 2100, sizes: ['S', 'M', 'L'], stockQuantity: 5 }]);
    try {
      const held = await openBeforeScripts(page, `/product/${id}`);
      await page.locator('#pincode').fill('110003');
      await held.release();
      await expect(page.locator('#pincode')).toHaveValue('110003');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.locator('#pincode-result')).toHaveText('Delivery available in 3-5 business days');
    } finally {
      await deleteProducts(request, [id]);
    }
  });

  test('search results page: its own box and the header search', async ({ page }) => {
    const filled = await fillAndRelease(page, '/search?q=silk');
    filledField(filled, (f) => f.selector === '[id="search-page-q"]');
    await expectHeaderSearch(page, filled);
  });

  test('sign in, sign up and the new-password form', async ({ page }) => {
    for (const url of ['/auth', '/auth/signup', '/auth/reset-password?token=before-scripts-token']) {
      const filled = await fillAndRelease(page, url);
      expect(
        filled.some((f) => f.field.type === 'password'),
        url,
      ).toBe(true);
    }
  });

  test('a fast typist right after the page shows keeps every letter', async ({ page }) => {
    // Scripts arrive at their own pace; the typing opens the page's script gate at the first key.
    await page.goto('/inquiry', { waitUntil: 'domcontentloaded' });
    const name = `Meera Fast ${Date.now()}`;
    await page.getByLabel('Full name').pressSequentially(name, { delay: 20 });
    await page.getByLabel('Phone (WhatsApp)').pressSequentially('9876543210', { delay: 20 });
    await page.getByRole('checkbox', { name: 'Saree', exact: true }).check();
    await waitForHydration(page);
    await page.getByLabel('Email', { exact: true }).focus();
    await expect(page.getByLabel('Full name')).toHaveValue(name);
    await expect(page.getByLabel('Phone (WhatsApp)')).toHaveValue('9876543210');
    await expect(page.getByRole('checkbox', { name: 'Saree', exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
  });

  test('Request Custom Order before the scripts: its link leads to the form as a page, which keeps what was typed and sends it', async ({
    page,
  }) => {
    const held = await openBeforeScripts(page, '/inquiry');
    await page.getByRole('link', { name: 'Request Custom Order' }).click();
    await expect(page).toHaveURL(/\/custom-order$/);
    const form = page.getByRole('form', { name: 'Request Custom Order' });
    const name = `Early Order ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9123456780');
    await form.getByLabel('Design interest').selectOption('sarees');
    await held.release();
    await form.getByLabel('Customization notes').focus();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(form.getByLabel('Design interest')).toHaveValue('sarees');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
    expect(await sql(page.request, 'select design_interest from custom_orders where name = $1', [name])).toEqual([
      { design_interest: 'sarees' },
    ]);
  });
});

test.describe('what a shopper taps before the scripts arrive', () => {
  test('the mobile menu opens as HTML and its links work; once the page is alive it opens as the dialog', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const held = await openBeforeScripts(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('heading', { name: 'Shop by Occasion' })).toBeVisible();
    await menu.getByRole('link', { name: 'Bridal' }).click();
    await expect(page).toHaveURL(/filter=occasion&value=bridal/);
    await held.release();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true');
  });

  test('Quick view is a link to Create Your Look for that piece', async ({ page }) => {
    const held = await openBeforeScripts(page, '/');
    const quickView = page.getByRole('link', { name: /^Quick view: / }).first();
    const piece = ((await quickView.getAttribute('aria-label')) ?? '').replace('Quick view: ', '');
    await quickView.click();
    await expect(page).toHaveURL(/\/inquiry\?source=home&product=/);
    await expect(page.getByText('Inspired by')).toContainText(piece);
    await held.release();
  });

  test('a tap on a control that needs the scripts is not played again when they arrive', async ({ page }) => {
    const held = await openBeforeScripts(page, '/');
    const secondTab = page.getByRole('tablist', { name: 'Trending' }).getByRole('tab').nth(1);
    await secondTab.click();
    await held.release();
    await expect(secondTab).toHaveAttribute('aria-selected', 'false');
    await secondTab.click();
    await expect(secondTab).toHaveAttribute('aria-selected', 'true');
  });
});
