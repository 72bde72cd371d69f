import { createShopper, expect, login, test } from '../fixtures';
import { holdScripts, storedCart } from './cart-helpers';

// The page's scripts arrive 4 s late, as on a slow phone network: what she does meanwhile is plain
// HTML the server answers, and what she chose before they came is what counts after.

test('size S, quantity 2 and Add to Cart before the scripts: two pieces in her cart', async ({ page, request }) => {
  const shopper = await createShopper(request);
  await login(page, shopper);
  await holdScripts(page);
  for (const id of ['SKU1730000000002', 'SKU1730000000023']) {
    await page.goto(`/product/${id}`, { waitUntil: 'domcontentloaded' });
    await page.getByText('S', { exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Added to your cart: .+ × 2\./ })).toBeVisible();
  }
  expect(await storedCart(request, shopper.id)).toEqual([
    { product_id: 'SKU1730000000002', size: 'S', quantity: 2 },
    { product_id: 'SKU1730000000023', size: 'S', quantity: 2 },
  ]);
});

test('chosen before the scripts, added after: the size and quantity she chose count', async ({ page, request }) => {
  const shopper = await createShopper(request);
  await login(page, shopper);
  await holdScripts(page, 2500);
  await page.goto('/product/SKU1730000000023', { waitUntil: 'domcontentloaded' });
  await page.getByText('M', { exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  // The scripts arrive: the legend and the steppers follow what the fields hold.
  await expect(page.getByRole('group', { name: 'Size: M' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The drawer's own files are held back too.
  await expect(page.getByRole('dialog', { name: 'Your Cart (2)' })).toBeVisible({ timeout: 20_000 });
  expect(await storedCart(request, shopper.id)).toEqual([{ product_id: 'SKU1730000000023', size: 'M', quantity: 2 }]);
});

test('the header’s cart before the scripts is a link to the cart page', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
});
