import type { APIRequestContext, Page } from '@playwright/test';
import { createShopper, expect, expectNoA11yViolations, login, mailText, readOutbox, sql, test } from '../fixtures';

type Product = { id: string; name: string; price: number; image: string; sizes: string[] };

/** Three published products with sizes, different for each worker so parallel tests do not collide. */
async function products(request: APIRequestContext, offset: number): Promise<Product[]> {
  return sql<Product>(
    request,
    `select id, name, price, image, sizes from products where is_published and cardinality(sizes) > 1 order by id limit 3 offset $1`,
    [offset],
  );
}

/** Puts lines straight into the browser's cart (the product page's Add to Cart is another screen's work). */
async function fillCart(page: Page, lines: object[]) {
  await page.goto('/');
  await page.evaluate((items) => localStorage.setItem('cart', JSON.stringify(items)), lines);
  await page.reload();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const line = (p: Product, extra: object = {}) => ({
  sku: p.id,
  name: p.name,
  price: p.price,
  image: p.image,
  selectedSize: p.sizes[0],
  ...extra,
});

test.describe('cart drawer', () => {
  test('a signed-in shopper sends the whole cart; the shop is mailed and the catalogue price is stored', async ({ page, request }) => {
    const shopper = await createShopper(request, 'Drawer Shopper');
    const [a, b] = await products(request, 0);
    await login(page, shopper);
    // The browser's price is forged; the stored enquiry must carry the catalogue's.
    await fillCart(page, [line(a, { price: 1, name: 'Forged name' }), line(b)]);
    const since = Date.now();

    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart (2)' });
    await expect(drawer.getByRole('link', { name: 'Forged name' })).toBeVisible();
    await expect(drawer.getByRole('listitem').filter({ hasText: 'Forged name' }).getByText(`Size: ${a.sizes[0]}`)).toBeVisible();
    await expectNoA11yViolations(page);

    // Hold the request until the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/cart-enquiry**', async (route) => {
      await held;
      await route.continue();
    });
    await drawer.getByRole('button', { name: 'Enquire All' }).click();
    await expect(drawer.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'Clear Cart' })).toBeDisabled();
    release();
    await expect(page.getByText('Bulk enquiry sent!')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

    const rows = await sql<{ items: { sku: string; name: string; price: number }[]; status: string; customer_email: string }>(
      request,
      'select items, status, customer_email from user_enquiries where user_id = $1',
      [shopper.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('pending');
    expect(rows[0].customer_email).toBe(shopper.email);
    expect(rows[0].items.map((i) => [i.sku, i.name, i.price])).toEqual([
      [a.id, a.name, a.price],
      [b.id, b.name, b.price],
    ]);
    // The shopper finds it in Past Enquiries, with its status and the catalogue's names.
    await page.goto('/account');
    const past = page.getByRole('list', { name: 'Enquiries, newest first' });
    await expect(past.getByRole('listitem').first()).toContainText('Pending');
    await expect(past).toContainText(a.name);
    await expect(past).toContainText(b.name);
    await expect(past).not.toContainText('Forged name');

    await expect
      .poll(
        () =>
          readOutbox(since)
            .map((m) => mailText(m.text))
            .filter((t) => t.includes(shopper.email)).length,
      )
      .toBe(2);
    const shopMail = readOutbox(since)
      .map((m) => mailText(m.text))
      .find((t) => /^To: hello@aanganboutique\.in/m.test(t) && t.includes(shopper.email));
    expect(shopMail).toContain(a.name);
    expect(shopMail).toContain(b.name);
  });

  test('a visitor is asked to sign in and taken to /auth', async ({ page, request }) => {
    const [a] = await products(request, 3);
    await fillCart(page, [line(a)]);
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Enquire All' }).click();
    await expect(page.getByText('Sign in to submit enquiries.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcart$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(1);
  });

  test('remove, Clear Cart and the empty state; a corrupt cart value is discarded', async ({ page, request }) => {
    const [a, b] = await products(request, 6);
    await fillCart(page, [line(a), line(a, { selectedSize: a.sizes[1] }), line(b)]);
    await page.getByRole('button', { name: 'Cart, 3 items' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'Your Cart (3)' })).toBeVisible();
    // Removing goes by sku: both sizes of the first product leave together.
    await drawer
      .getByRole('button', { name: `Remove ${a.name}` })
      .first()
      .click();
    await expect(drawer.getByRole('heading', { name: 'Your Cart (1)' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Enquire All' })).toBeDisabled();
    await drawer.getByRole('button', { name: 'Close' }).last().click();
    await expect(drawer).toBeHidden();

    await page.evaluate(() => localStorage.setItem('cart', '{"items": "not a cart"'));
    await page.reload();
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    await expect(page.getByRole('dialog').getByText('Your cart is empty.')).toBeVisible();
  });

  test('an item the catalogue no longer has is refused with the failure message', async ({ page, request }) => {
    const shopper = await createShopper(request);
    await login(page, shopper);
    await fillCart(page, [{ sku: 'SKU-GONE-0001', name: 'Old piece', price: 999, image: '' }]);
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await page.getByRole('button', { name: 'Enquire All' }).click();
    const failure = page.getByText(/^Failed to send enquiry: Some items in your cart are no longer available/);
    await expect(failure).toBeVisible();
    // The toast is above the open drawer and within reach: it can be closed, and the drawer stays.
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Your Cart (1)' })).toBeVisible();
    expect(await sql(request, 'select id from user_enquiries where user_id = $1', [shopper.id])).toHaveLength(0);
  });
});

test.describe('cart page', () => {
  test('selection rules, partial enquiry and Continue Shopping', async ({ page, request }) => {
    const shopper = await createShopper(request, 'Page Shopper');
    const [a, b, c] = await products(request, 9);
    await login(page, shopper);
    await fillCart(page, [line(a), line(b), line(c)]);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    const submit = page.getByRole('button', { name: /^Submit Enquiry/ });
    await expect(submit).toHaveText('Submit Enquiry (3)');
    await expectNoA11yViolations(page);

    await page.getByRole('checkbox', { name: new RegExp(`^Select ${escape(b.name)}`) }).click();
    await expect(submit).toHaveText('Submit Enquiry (2)');
    await page.getByRole('checkbox', { name: 'Select all' }).click();
    await expect(submit).toHaveText('Submit Enquiry (3)');
    await page.getByRole('checkbox', { name: 'Select all' }).click();
    await expect(submit).toHaveText('Submit Enquiry (0)');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one item to enquire about.' })).toBeVisible();

    await page.getByRole('checkbox', { name: new RegExp(`^Select ${escape(c.name)}`) }).click();
    await expect(submit).toHaveText('Submit Enquiry (1)');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: "Enquiry submitted successfully! We'll contact you soon." })).toBeVisible();
    // Only the sent line leaves the cart.
    await expect(page.getByRole('link', { name: c.name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: a.name, exact: true })).toBeVisible();
    const rows = await sql<{ items: { sku: string }[] }>(request, 'select items from user_enquiries where user_id = $1', [shopper.id]);
    expect(rows.map((r) => r.items.map((i) => i.sku))).toEqual([[c.id]]);

    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an empty cart says so', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
