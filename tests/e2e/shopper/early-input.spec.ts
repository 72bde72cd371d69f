import type { Page } from '@playwright/test';
import { expectKept, fillEveryField, filledField, openBeforeScripts, type Filled } from '../early-input';
import { expect, sql, test, waitForHydration } from '../fixtures';
import { deleteProducts, insertProducts, uniqueId } from './catalogue-helpers';

// A shopper on a slow connection types, ticks and picks while the page is painted and its scripts
// are still on the way. Every field of each page is filled then (found in the page, not listed
// here); once the scripts are in, each keeps its value and the page acts on it.

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

  test('Create Your Look: every field kept and the form ready to send what was typed', async ({ page }) => {
    const filled = await fillAndRelease(page, '/inquiry');
    const name = filledField(filled, (f) => f.name === 'full_name').value as string;
    await expect(page.getByText('We reply on WhatsApp, usually within a day.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Inquiry' });
    await expect(submit).toBeEnabled();
    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await submit.click();
    await expect(page.getByText(/Inquiry submitted successfully/).first()).toBeVisible();
    const [row] = await sql<{ phone: string; notes: string }>(page.request, 'SELECT phone, notes FROM inquiries WHERE customer_name = $1', [
      name,
    ]);
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

  test('listing: the chosen sort and filters are applied, not reverted', async ({ page }) => {
    const filled = await fillAndRelease(page, '/products');
    const sort = filledField(filled, (f) => f.name === 'sort' && f.kind === 'select');
    expect(sort.value).toBe('price-asc');
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    const url = new URL(page.url());
    for (const f of filled.filter((x) => x.field.kind === 'checkbox' && ['fabric', 'color'].includes(x.field.name))) {
      expect(url.searchParams.getAll(f.field.name)).toContain(await f.locator.getAttribute('value'));
    }
    const price = filled.find((f) => f.field.kind === 'radio' && f.field.name === 'price');
    if (price) expect(url.searchParams.get('price')).toBe(await price.locator.getAttribute('value'));
    await expect(sort.locator).toHaveValue('price-asc');
    await expectKept(filled);
    const prices = (
      await page
        .locator('main ul li span')
        .filter({ hasText: /^₹[\d,]+$/ })
        .allTextContents()
    ).map((p) => Number(p.replace(/[^\d]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expectHeaderSearch(page, filled);
  });

  test('product: size, quantity and the pincode check', async ({ page, request }) => {
    const id = uniqueId();
    await insertProducts(request, [{ id, name: 'Early Tap Kurta', price: 2100, sizes: ['S', 'M', 'L'], stockQuantity: 5 }]);
    try {
      const held = await openBeforeScripts(page, `/product/${id}`);
      const filled = await fillEveryField(page);
      const quantity = filledField(filled, (f) => f.name === 'quantity').value;
      await held.release();
      await expectKept(filled);
      await expect(page.getByText('Size: L')).toBeVisible();
      const whatsapp = page.getByRole('link', { name: 'Enquire on WhatsApp' });
      await expect.poll(async () => decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(`Quantity: ${quantity}`);
      await expect.poll(async () => decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain('Size: L');
      await expect(page.locator('#pincode')).toHaveValue('110003');
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.locator('#pincode-result')).toHaveText('Delivery available in 3-5 business days');
      await expectHeaderSearch(page, filled);
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
    for (const url of ['/auth', '/auth/signup', '/auth/reset-password?token=early-input-token']) {
      const filled = await fillAndRelease(page, url);
      expect(
        filled.some((f) => f.field.type === 'password'),
        url,
      ).toBe(true);
    }
  });

  test('cart page', async ({ page }) => {
    await fillAndRelease(page, '/cart');
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

  test('the custom-order dialog opened before the scripts keeps what is typed at once', async ({ page }) => {
    const held = await openBeforeScripts(page, '/inquiry');
    await page.getByRole('button', { name: 'Request Custom Order' }).click();
    await held.release();
    const dialog = page.getByRole('dialog', { name: 'Request Custom Order' });
    await expect(dialog).toBeVisible();
    const filled = await fillEveryField(page, dialog);
    await expectKept(filled);
    await expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });
});
