import { createShopper, expect, expectNoA11yViolations, login, mailText, readOutbox, sql, test, waitForHydration } from '../fixtures';
import { escapeRegExp, fillCart, products, storedCart } from './cart-helpers';

test.describe('cart drawer', () => {
  test('a signed-in shopper sends the whole cart with its quantities; the shop is mailed and the catalogue price is stored', async ({
    page,
    request,
  }) => {
    const shopper = await createShopper(request, 'Drawer Shopper');
    const [a, b] = await products(request, 0);
    await fillCart(request, shopper.id, [{ productId: a.id, size: a.sizes[0], quantity: 2 }, { productId: b.id }]);
    await login(page, shopper);
    await page.goto('/');
    const since = Date.now();

    await page.getByRole('link', { name: 'Cart, 3 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart (3)' });
    const first = drawer.getByRole('listitem').filter({ hasText: a.name });
    await expect(first.getByText(`Size: ${a.sizes[0]}`)).toBeVisible();
    await expect(first.getByRole('status', { name: new RegExp(`^Quantity of ${escapeRegExp(a.name)}`) })).toHaveText('2');
    await expectNoA11yViolations(page);

    await drawer.getByRole('button', { name: 'Enquire All' }).click();
    await expect(page.getByText('Bulk enquiry sent!')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    expect(await storedCart(request, shopper.id)).toEqual([]);

    const rows = await sql<{ items: { sku: string; name: string; price: number; quantity: number; selectedSize?: string }[] }>(
      request,
      'select items from user_enquiries where user_id = $1',
      [shopper.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].items.map((i) => [i.sku, i.name, i.price, i.quantity, i.selectedSize])).toEqual([
      [a.id, a.name, a.price, 2, a.sizes[0]],
      [b.id, b.name, b.price, 1, undefined],
    ]);
    await expect.poll(() => readOutbox(since).filter((m) => mailText(m.text).includes(shopper.email)).length).toBe(2);
    const shopMail = readOutbox(since)
      .map((m) => mailText(m.text))
      .find((t) => /^To: hello@aanganboutique\.in/m.test(t) && t.includes(shopper.email));
    const text = Buffer.from(shopMail ?? '', 'latin1').toString('utf8');
    expect(text).toContain(`${a.name} (size ${a.sizes[0]}) × 2 — ₹${a.price.toLocaleString('en-IN')}`);
    expect(text).toContain(`Total at catalogue prices: ₹${(a.price * 2 + b.price).toLocaleString('en-IN')}`);
  });

  test('quantity, remove (every size of the piece) and Clear Cart change the cart on the server', async ({ page, request }) => {
    const shopper = await createShopper(request);
    const [a, b] = await products(request, 3);
    await fillCart(request, shopper.id, [
      { productId: a.id, size: a.sizes[0] },
      { productId: a.id, size: a.sizes[1] },
      { productId: b.id, size: b.sizes[0] },
    ]);
    await login(page, shopper);
    await page.goto('/');
    await page.getByRole('link', { name: 'Cart, 3 items' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: `One more ${b.name}, size ${b.sizes[0]}` }).click();
    await expect(drawer.getByRole('heading', { name: 'Your Cart (4)' })).toBeVisible();
    await expect.poll(async () => (await storedCart(request, shopper.id)).find((l) => l.product_id === b.id)?.quantity).toBe(2);

    await drawer
      .getByRole('button', { name: `Remove ${a.name}` })
      .first()
      .click();
    await expect(drawer.getByRole('heading', { name: 'Your Cart (2)' })).toBeVisible();
    expect(await storedCart(request, shopper.id)).toEqual([{ product_id: b.id, size: b.sizes[0], quantity: 2 }]);

    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Enquire All' })).toBeDisabled();
    expect(await storedCart(request, shopper.id)).toEqual([]);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('a piece that left the collection is marked, and the enquiry is refused until it goes', async ({ page, request }) => {
    const shopper = await createShopper(request);
    const [a, b] = await products(request, 6);
    await fillCart(request, shopper.id, [{ productId: a.id }, { productId: b.id }]);
    await sql(request, 'update products set is_published = false where id = $1', [b.id]);
    try {
      await login(page, shopper);
      await page.goto('/cart');
      const line = page.getByRole('listitem').filter({ hasText: b.name });
      await expect(line.getByText('This piece is no longer in our collection.')).toBeVisible();
      await page.getByRole('button', { name: /^Submit Enquiry/ }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Some items in your cart are no longer available' })).toBeVisible();
      expect(await sql(request, 'select id from user_enquiries where user_id = $1', [shopper.id])).toHaveLength(0);
      expect(await storedCart(request, shopper.id)).toHaveLength(2);
    } finally {
      await sql(request, 'update products set is_published = true where id = $1', [b.id]);
    }
  });

  test('the drawer shows her lines without fetching the cart page’s code', async ({ page, request }) => {
    const shopper = await createShopper(request);
    const [a] = await products(request, 4, 1);
    await fillCart(request, shopper.id, [{ productId: a.id, size: a.sizes[0], quantity: 1 }]);
    await login(page, shopper);
    // The script files the cart page loads that home does not: its own code, its measurements panel,
    // their checks; less the header's panels (the dialog the drawer and the page share).
    const scriptsOf = async (path: string) => new Set((await (await request.get(path)).text()).match(/\/assets\/[\w.-]+\.js/g) ?? []);
    const [cartPage, home] = await Promise.all([scriptsOf('/cart'), scriptsOf('/')]);
    const cartPagesOwn = [...cartPage].filter((file) => !home.has(file) && !file.startsWith('/assets/panels-'));
    expect(cartPagesOwn.length).toBeGreaterThan(0);
    await page.goto('/');
    await waitForHydration(page);
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    const line = page.getByRole('dialog', { name: 'Your Cart (1)' }).getByRole('listitem').filter({ hasText: a.name });
    await expect(line.getByText(`Size: ${a.sizes[0]}`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((file) => cartPagesOwn.includes(file))).toEqual([]);
  });

  test('her cart follows her to another device', async ({ page, browser, request }) => {
    const shopper = await createShopper(request);
    const [a] = await products(request, 9, 1);
    await login(page, shopper);
    await page.goto(`/product/${a.id}`);
    await page.getByText(a.sizes[1], { exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart (1)' })).toBeVisible();

    const phone = await browser.newContext();
    try {
      const other = await phone.newPage();
      await login(other, shopper);
      await other.goto('/cart');
      await expect(other.getByRole('link', { name: a.name, exact: true })).toBeVisible();
      await expect(other.getByText(`Size: ${a.sizes[1]}`)).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('a cart kept in this browser from before joins hers once when she signs in, nothing lost', async ({ page, request }) => {
    const shopper = await createShopper(request);
    const [a, b] = await products(request, 10, 2);
    await fillCart(request, shopper.id, [{ productId: b.id, size: b.sizes[0], quantity: 3 }]);
    await page.goto('/shipping-returns');
    await page.evaluate(
      (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
      [
        { sku: a.id, name: a.name, price: 1, image: '', selectedSize: a.sizes[0] },
        { sku: b.id, name: b.name, price: 1, image: '', selectedSize: b.sizes[0] },
        { sku: 'SKU-GONE-0001', name: 'Old piece', price: 999, image: '' },
      ],
    );
    await login(page, shopper);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    expect(await storedCart(request, shopper.id)).toEqual([
      { product_id: b.id, size: b.sizes[0], quantity: 3 },
      { product_id: a.id, size: a.sizes[0], quantity: 1 },
    ]);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  });
});

test.describe('cart page', () => {
  test('selection rules, partial enquiry and Continue Shopping', async ({ page, request }) => {
    const shopper = await createShopper(request, 'Page Shopper');
    const [a, b, c] = await products(request, 12);
    await fillCart(request, shopper.id, [{ productId: a.id }, { productId: b.id }, { productId: c.id, quantity: 2 }]);
    await login(page, shopper);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    const submit = page.getByRole('button', { name: /^Submit Enquiry/ });
    await expect(submit).toHaveText('Submit Enquiry (3)');
    await expectNoA11yViolations(page);

    await page.getByRole('checkbox', { name: new RegExp(`^Select ${escapeRegExp(b.name)}`) }).click();
    await expect(submit).toHaveText('Submit Enquiry (2)');
    await page.getByRole('checkbox', { name: 'Select all' }).click();
    await expect(submit).toHaveText('Submit Enquiry (3)');
    await page.getByRole('checkbox', { name: 'Select all' }).click();
    await expect(submit).toHaveText('Submit Enquiry (0)');
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one item to enquire about.' })).toBeVisible();

    await page.getByRole('checkbox', { name: new RegExp(`^Select ${escapeRegExp(c.name)}`) }).click();
    await expect(submit).toHaveText('Submit Enquiry (1)');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: "Enquiry submitted successfully! We'll contact you soon." })).toBeVisible();
    // Only the sent line leaves the cart.
    await expect(page.getByRole('link', { name: c.name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: a.name, exact: true })).toBeVisible();
    const rows = await sql<{ items: { sku: string; quantity: number }[] }>(request, 'select items from user_enquiries where user_id = $1', [
      shopper.id,
    ]);
    expect(rows.map((r) => r.items.map((i) => [i.sku, i.quantity]))).toEqual([[[c.id, 2]]]);

    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor has an empty cart and a way to sign in', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/auth?redirectTo=%2Fcart');
    await expectNoA11yViolations(page);
  });
});
