import { expect, expectNoA11yViolations, loginAsAdmin, sql, test } from '../fixtures';
import { insertProduct, tinyPng, unique } from './admin-helpers';

test('create a product with an uploaded image: stored, served, listed, and shown in the shop', async ({ page, request }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  const name = unique('Mulmul Test Kurta');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Category').selectOption('kurtas');
  await page.getByLabel('Fabric').selectOption('cotton');
  await page.getByLabel('Description').fill('Soft <b>mulmul</b> with hand block print.');
  await page.getByLabel('Final Price').fill('₹2,499');
  await page.getByLabel('Original Price').fill('3,199');
  await page
    .getByLabel('Upload product images')
    .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: await tinyPng(300, 400) });
  await expect(page.getByText('Main image')).toBeVisible();
  // The picker is disabled while an upload runs; two files picked at once are both kept.
  await expect(page.getByLabel('Upload product images')).toBeEnabled();
  await page.getByLabel('Upload product images').setInputFiles([
    { name: 'kurta-2.png', mimeType: 'image/png', buffer: await tinyPng(200, 300) },
    { name: 'kurta-3.png', mimeType: 'image/png', buffer: await tinyPng(210, 300) },
  ]);
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove image 3' }).click();
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('listitem')).toHaveCount(2);
  // The second image becomes the main one.
  await page.getByRole('button', { name: 'Move image 2 up' }).click();
  await page.getByRole('textbox', { name: 'Colors' }).fill('Rose');
  await page.getByRole('textbox', { name: 'Colors' }).press('Enter');
  await page.getByRole('textbox', { name: 'Colors' }).fill(' ROSE ');
  await page.getByRole('button', { name: 'Add color' }).click();
  await page.getByRole('textbox', { name: 'Colors' }).fill('   ');
  await page.getByRole('textbox', { name: 'Colors' }).press('Enter');
  await expect(page.getByRole('list', { name: 'Added colors' }).getByRole('listitem')).toHaveText(['rose']);
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'L', exact: true }).click();
  await page.getByRole('textbox', { name: 'Features' }).fill('Hand block print');
  await page.getByRole('textbox', { name: 'Features' }).press('Enter');
  await page.getByRole('textbox', { name: 'Tags' }).fill('festive');
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await page.getByRole('switch', { name: 'New Product' }).click();
  await page.getByLabel('Inventory Status').selectOption('limited');
  await page.getByLabel('Stock Quantity').fill('4');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();

  await expect(page).toHaveURL(/\/admin\/products\/SKU\d{13}\/edit$/);
  await expect(page.getByText('Product created successfully')).toBeVisible();
  const id = page.url().match(/SKU\d{13}/)![0];
  const [row] = await sql<Record<string, unknown>>(request, 'select * from products where id = $1', [id]);
  expect(row).toMatchObject({
    name,
    price: 2499,
    original_price: 3199,
    category: 'kurtas',
    fabric: 'cotton',
    colors: ['rose'],
    sizes: ['M', 'L'],
    features: ['Hand block print'],
    tags: ['festive'],
    inventory_status: 'limited',
    stock_quantity: 4,
    is_published: true,
    is_new: true,
  });
  const images = row.images as string[];
  expect(images).toHaveLength(2);
  expect(row.image).toBe(images[0]);
  expect(images[0]).toMatch(/^\/media\/products\/[0-9a-f-]+\.webp$/);
  expect(row.search_text).toContain(name.toLowerCase());
  const media = await request.get(images[0]);
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toBe('image/webp');
  const [audit] = await sql(request, `select actor_email, action from audit_log where entity_id = $1`, [id]);
  expect(audit).toEqual({ actor_email: 'owner@e2e.shop', action: 'create' });

  await page.goto(`/admin/products?q=${encodeURIComponent(name.toUpperCase())}`);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  await page.goto(`/product/${id}`);
  {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goto('/products?sort=newest');
    await expect(page.getByText(name).first()).toBeVisible();
  }
});

test('the editor refuses a blank name and a negative price, keeps what was typed, and saves edits', async ({ page, request }) => {
  const product = await insertProduct(request, { price: 5000 });
  await loginAsAdmin(page);
  await page.goto(`/admin/products/edit/${product.id}`);
  await expect(page.getByLabel('Product Name')).toHaveValue(product.name);
  await expect(page.getByText('Main image')).toBeVisible();
  await page.getByLabel('Product Name').fill('   ');
  await page.getByLabel('Final Price').fill('-499');
  await page.getByLabel('Description').fill('Typed text stays');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Please enter a product name')).toBeVisible();
  await expect(page.getByText('A price cannot be negative')).toBeVisible();
  await expect(page.getByLabel('Product Name')).toBeFocused();
  await expect(page.getByLabel('Description')).toHaveValue('Typed text stays');
  await page.getByLabel('Product Name').fill(`${product.name} Edited`);
  await page.getByLabel('Final Price').fill('4,499');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  const [row] = await sql(request, 'select name, price, description from products where id = $1', [product.id]);
  expect(row).toEqual({ name: `${product.name} Edited`, price: 4499, description: 'Typed text stays' });
  await expectNoA11yViolations(page);
});

test('an unknown product shows Product Not Found with a way back', async ({ page }) => {
  await loginAsAdmin(page);
  const response = await page.goto('/admin/products/SKU000/edit');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Products' }).click();
  await expect(page.getByRole('heading', { name: 'Manage SKUs' })).toBeVisible();
});

test('delete asks first, then removes the product from the list and the database', async ({ page, request }) => {
  const product = await insertProduct(request);
  await loginAsAdmin(page);
  await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Delete ${product.name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Are you sure you want to delete this product?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await sql(request, 'select id from products where id = $1', [product.id])).toHaveLength(1);
  await page.getByRole('button', { name: `Delete ${product.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: product.name, exact: true })).toHaveCount(0);
  expect(await sql(request, 'select id from products where id = $1', [product.id])).toHaveLength(0);
});
