import { createShopper, expect, expectNoA11yViolations, login, sql, test } from '../fixtures';
import { deleteProducts, insertProducts, uniqueId } from './catalogue-helpers';

test.describe('product page', () => {
  test('shows name, prices with the computed discount, sizes, stock and the WhatsApp enquiry', async ({ page, request }) => {
    const id = uniqueId();
    await insertProducts(request, [
      {
        id,
        name: 'Test Gota Patti Kurta',
        price: 3000,
        originalPrice: 4000,
        sizes: ['S', 'M', 'XL'],
        stockQuantity: 3,
        description: 'Gota patti on rose georgette.',
      },
    ]);
    try {
      await page.goto(`/product/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Test Gota Patti Kurta' })).toBeVisible();
      await expect(page.getByText('₹3,000', { exact: true })).toBeVisible();
      await expect(page.getByText('₹4,000', { exact: true })).toBeVisible();
      await expect(page.getByText('25% off')).toBeVisible();
      await expect(page.getByText('In Stock (3 left)')).toBeVisible();
      // The sizes are one radio group that a screen reader announces by its legend.
      const sizes = page.getByRole('group', { name: 'Size', exact: true });
      for (const size of ['S', 'M', 'XL']) await expect(sizes.getByRole('radio', { name: size, exact: true })).toBeAttached();
      await page.getByText('M', { exact: true }).click();
      await expect(page.getByText('Size: M')).toBeVisible();
      await expect(
        page.getByRole('group', { name: 'Size: M', exact: true }).getByRole('radio', { name: 'M', checked: true }),
      ).toBeAttached();

      // Quantity stops at the known stock.
      const more = page.getByRole('button', { name: 'Increase quantity' });
      await more.click();
      await more.click();
      await expect(more).toBeDisabled();

      const whatsapp = page.getByRole('link', { name: 'Enquire on WhatsApp' });
      const href = decodeURIComponent((await whatsapp.getAttribute('href')) ?? '');
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(href).toContain('Test Gota Patti Kurta (₹3,000)');
      expect(href).toContain('Size: M');
      expect(href).toContain('Quantity: 3');
      await expect(page.getByRole('link', { name: /Size guide/ })).toHaveAttribute('target', '_blank');
      await expectNoA11yViolations(page);
    } finally {
      await deleteProducts(request, [id]);
    }
  });

  test('an out-of-stock piece is Made to Order with only Create Custom Look', async ({ page, request }) => {
    const id = uniqueId();
    await insertProducts(request, [
      { id, name: 'Test Made To Order Lehenga', price: 25000, category: 'lehengas', inventoryStatus: 'out_of_stock', stockQuantity: 0 },
    ]);
    try {
      await page.goto(`/product/${id}`);
      await expect(page.getByText('Made to Order', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
      await expect(page.getByRole('group', { name: 'Quantity' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Create Custom Look' }).click();
      await expect(page.getByRole('dialog', { name: 'Request Custom Order' })).toBeVisible();
    } finally {
      await deleteProducts(request, [id]);
    }
  });

  test('Add to Cart asks a visitor to sign in, then goes to /auth', async ({ page }) => {
    await page.goto('/product/SKU1730000000001');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Sign in to add products to cart.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('Add to Cart puts the piece with its size and quantity in her cart and opens the drawer', async ({ page, request }) => {
    const shopper = await createShopper(request);
    await login(page, shopper);
    await page.goto('/product/SKU1730000000001');
    await page.getByText('L', { exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart (2)' });
    await expect(drawer.getByText('Size: L')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(await sql(request, 'select product_id, size, quantity from cart_lines where user_id = $1', [shopper.id])).toEqual([
      { product_id: 'SKU1730000000001', size: 'L', quantity: 2 },
    ]);
  });

  test('the gallery thumbnails switch the picture, by pointer and by keyboard, from their small files', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/product/SKU1730000000002');
    const thumbnails = page.getByRole('list', { name: 'Product pictures' });
    // A thumbnail is shown 64 px wide on a phone: it is drawn from the 160 px file, not a larger one.
    const firstThumbnail = thumbnails.locator('img').first();
    await expect.poll(() => firstThumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=160$/);
    await page.getByRole('button', { name: 'Show picture 2 of 4' }).click();
    await expect(page.getByRole('img', { name: 'Chanderi Anarkali Kurta, picture 2 of 4' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show picture 2 of 4' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Show picture 3 of 4' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('img', { name: 'Chanderi Anarkali Kurta, picture 3 of 4' })).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('img', { name: 'Chanderi Anarkali Kurta, picture 2 of 4' })).toBeVisible();
  });

  test('the pincode check needs a 6-digit Indian PIN', async ({ page }) => {
    await page.goto('/product/SKU1730000000002');
    const pin = page.getByLabel('Check delivery to your pincode');
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await check.click();
    await expect(page.getByText('Please enter a pincode')).toBeVisible();
    await pin.fill('12345');
    await check.click();
    await expect(page.getByText('Please enter a valid 6-digit pincode')).toBeVisible();
    await expect(pin).toHaveValue('12345');
    await pin.fill('110003');
    await check.click();
    await expect(page.getByText('Delivery available in 3-5 business days')).toBeVisible();
  });

  test('a missing product answers 404 with Product Not Found and Back to Collection', async ({ page }) => {
    const response = await page.goto('/product/SKU0000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to Collection' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('an unpublished product is not shown', async ({ page, request }) => {
    const id = uniqueId();
    await insertProducts(request, [{ id, name: 'Test Hidden Draft', price: 1000, published: false }]);
    try {
      const response = await page.goto(`/product/${id}`);
      expect(response?.status()).toBe(404);
    } finally {
      await deleteProducts(request, [id]);
    }
  });

  test('the HTML carries title, description, Open Graph and Product JSON-LD', async ({ request }) => {
    const html = await (await request.get('/product/SKU1730000000002')).text();
    expect(html).toContain('<title>Chanderi Anarkali Kurta | Aangan Boutique</title>');
    expect(html).toMatch(/<meta property="og:title" content="Chanderi Anarkali Kurta · ₹4,299"/);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/products\/sku1730000000002-1\.webp\?w=1280"/,
    );
    expect(html).toMatch(/<meta property="product:price:amount" content="4299"/);
    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
    const json = JSON.parse(ld![1]);
    expect(json).toMatchObject({
      '@type': 'Product',
      sku: 'SKU1730000000002',
      name: 'Chanderi Anarkali Kurta',
      offers: { priceCurrency: 'INR', price: 4299 },
    });
  });

  test('the pincode check works without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/product/SKU1730000000002');
    await page.getByLabel('Check delivery to your pincode').fill('560034');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page).toHaveURL(/pin=560034/);
    await expect(page.getByText('Delivery available in 3-5 business days')).toBeVisible();
    await context.close();
  });
});
