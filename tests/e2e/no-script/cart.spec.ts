import { createShopper, expect, login, sql, test } from '../fixtures';
import { fillCart, storedCart } from '../shopper/cart-helpers';
import { deleteProducts, insertProducts, uniqueId } from '../shopper/catalogue-helpers';

// With scripts off the cart is forms the server answers: the same page comes back with a message.

test('Add to Cart with a size and a quantity of 2, on a piece with reviews and on a one-size piece', async ({ page, request }) => {
  const shopper = await createShopper(request);
  await login(page, shopper);
  // SKU1730000000023 carries a published review in the demo data.
  await page.goto('/product/SKU1730000000023');
  await page.getByText('S', { exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Added to your cart: .+ × 2\./ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  const oneSize = uniqueId();
  await insertProducts(request, [{ id: oneSize, name: 'Test Free Size Dupatta', price: 2100, sizes: ['Free Size'], stockQuantity: 5 }]);
  try {
    await page.goto(`/product/${oneSize}`);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart: Test Free Size Dupatta × 2.' })).toBeVisible();
    expect(await storedCart(request, shopper.id)).toEqual([
      { product_id: 'SKU1730000000023', size: 'S', quantity: 2 },
      { product_id: oneSize, size: 'Free Size', quantity: 2 },
    ]);
  } finally {
    await deleteProducts(request, [oneSize]);
  }
});

test('more than the stock left is refused with a message and the cart stays as it was', async ({ page, request }) => {
  const shopper = await createShopper(request);
  const id = uniqueId();
  await insertProducts(request, [{ id, name: 'Test Last Two Kurta', price: 1800, stockQuantity: 2 }]);
  try {
    await login(page, shopper);
    await page.goto(`/product/${id}`);
    // The box's own limit is the browser's; a forged number reaches the server all the same.
    await page.getByRole('spinbutton', { name: 'Quantity' }).evaluate((box: HTMLInputElement) => box.removeAttribute('max'));
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Only 2 left: please choose 2 or fewer.' })).toBeVisible();
    expect(await storedCart(request, shopper.id)).toEqual([]);
  } finally {
    await deleteProducts(request, [id]);
  }
});

test('a visitor who adds is sent to sign in and back', async ({ page }) => {
  await page.goto('/product/SKU1730000000001');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproduct%2FSKU1730000000001$/);
});

test('the heart and the wishlist’s Add to Cart', async ({ page, request }) => {
  const shopper = await createShopper(request);
  await login(page, shopper);
  await page.goto('/product/SKU1730000000004');
  await page
    .getByRole('button', { name: /to wishlist/ })
    .first()
    .click();
  await expect
    .poll(() => sql(request, 'select product_id from wishlisted_items where user_id = $1', [shopper.id]))
    .toEqual([{ product_id: 'SKU1730000000004' }]);
  await page.goto('/wishlist');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Added to your cart: / })).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  expect(await storedCart(request, shopper.id)).toEqual([{ product_id: 'SKU1730000000004', size: '', quantity: 1 }]);
});

test('on the cart page: one more, remove, and the enquiry reaches the shop’s inbox with its quantities', async ({ page, request }) => {
  const shopper = await createShopper(request);
  const [a, b] = await sql<{ id: string; name: string; sizes: string[] }>(
    request,
    `select id, name, sizes from products where id like 'SKU1730%' and is_published and cardinality(sizes) > 1
     and coalesce(stock_quantity, 10) >= 4 and inventory_status <> 'out_of_stock' order by id desc limit 2`,
  );
  await fillCart(request, shopper.id, [{ productId: a.id, size: a.sizes[0] }, { productId: b.id }]);
  await login(page, shopper);
  await page.goto('/cart');
  await page.getByRole('button', { name: `One more ${a.name}, size ${a.sizes[0]}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${a.name}: quantity 2.` })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${b.name}`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Removed from your cart.' })).toBeVisible();
  expect(await storedCart(request, shopper.id)).toEqual([{ product_id: a.id, size: a.sizes[0], quantity: 2 }]);

  await page.getByRole('button', { name: 'Submit Enquiry (1)' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Enquiry submitted successfully! We'll contact you soon." })).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const rows = await sql<{ items: { sku: string; quantity: number; selectedSize: string }[] }>(
    request,
    'select items from user_enquiries where user_id = $1',
    [shopper.id],
  );
  expect(rows.map((r) => r.items.map((i) => [i.sku, i.selectedSize, i.quantity]))).toEqual([[[a.id, a.sizes[0], 2]]]);
});

test('the currency choice is a form: the shop remembers it and brings her back to the page', async ({ page, context }) => {
  await page.goto('/products');
  await page.getByLabel('Also show prices in').first().selectOption('USD');
  await page.getByRole('button', { name: 'Show', exact: true }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  expect((await context.cookies()).find((c) => c.name === 'display_currency')?.value).toBe('USD');
});
