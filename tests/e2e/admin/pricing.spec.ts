import { expect, expectNoA11yViolations, loginAsAdmin, sql, test } from '../fixtures';
import { insertProduct, unique } from './admin-helpers';

test('edit a price inline: saved to the database and shown with its discount on the product page', async ({ page, request }) => {
  const product = await insertProduct(request, { price: 2499 });
  await loginAsAdmin(page);
  await page.goto('/admin/pricing');
  await page.getByLabel('Find a product').fill(product.name);
  await page.getByLabel(`Price of ${product.name}`, { exact: true }).fill('₹1,999');
  await page.getByLabel(`Original price of ${product.name}`, { exact: true }).fill('2,999');
  await expect(page.getByText('33% off')).toBeVisible();
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved for 1 product')).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();
  expect(await sql(request, 'select price, original_price from products where id = $1', [product.id])).toEqual([
    { price: 1999, original_price: 2999 },
  ]);
  await expectNoA11yViolations(page);

  await page.goto(`/product/${product.id}`);
  {
    await expect(page.getByText('₹1,999').first()).toBeVisible();
    await expect(page.getByText('₹2,999').first()).toBeVisible();
    await expect(page.getByText(/33% off/i).first()).toBeVisible();
  }
});

test('bulk discount for selected rows, saved together; an original price below the price saves nothing', async ({ page, request }) => {
  const tag = unique('Bulk');
  const a = await insertProduct(request, { name: `${tag} A`, price: 1000 });
  const b = await insertProduct(request, { name: `${tag} B`, price: 4000, originalPrice: 5000 });
  await loginAsAdmin(page);
  await page.goto('/admin/pricing');
  await page.getByLabel('Find a product').fill(tag);
  await page.getByRole('checkbox', { name: `Select ${a.name}` }).click();
  await page.getByRole('checkbox', { name: `Select ${b.name}` }).click();
  await page.getByLabel('Set discount % for 2 selected').fill('120');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please enter a discount between 1 and 90 %')).toBeVisible();
  await page.getByLabel('Set discount % for 2 selected').fill('20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel(`Price of ${a.name}`, { exact: true })).toHaveValue('800');
  await expect(page.getByLabel(`Original price of ${a.name}`, { exact: true })).toHaveValue('1000');
  await expect(page.getByLabel(`Price of ${b.name}`, { exact: true })).toHaveValue('4000');
  await expect(page.getByLabel(`Original price of ${b.name}`, { exact: true })).toHaveValue('5000');
  await page.getByLabel(`Price of ${b.name}`, { exact: true }).fill('4000');
  await page.getByLabel(`Original price of ${b.name}`, { exact: true }).fill('3000');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Original Price must be more than the Final Price')).toBeVisible();
  expect(await sql(request, 'select price from products where id = $1', [a.id])).toEqual([{ price: 1000 }]);

  await page.getByLabel(`Original price of ${b.name}`, { exact: true }).fill('5,000');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved for 1 product')).toBeVisible();
  expect(await sql(request, 'select id, price, original_price from products where id in ($1, $2) order by price', [a.id, b.id])).toEqual([
    { id: a.id, price: 800, original_price: 1000 },
    { id: b.id, price: 4000, original_price: 5000 },
  ]);
});
