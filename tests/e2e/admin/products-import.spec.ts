import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, loginAsAdmin, sql, test } from '../fixtures';
import { insertProduct, unique } from './admin-helpers';

async function exportProducts(page: Page): Promise<Record<string, string>[]> {
  await page.goto('/admin/products');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export products' }).click()]);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parse(text, { bom: true, columns: true }) as Record<string, string>[];
}

const asFile = (rows: Record<string, string>[]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(stringify(rows, { header: true, bom: true })),
});

async function preview(page: Page, rows: Record<string, string>[]) {
  await page.goto('/admin/products/import');
  await page.getByLabel('Products file (CSV)').setInputFiles(asFile(rows));
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
}

const tile = (page: Page, label: string) =>
  page
    .getByRole('status')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test('export, change two prices and add a product, preview 2 changed and 1 new, confirm: the shop shows them', async ({
  page,
  request,
}) => {
  const tag = unique('Sheet');
  const a = await insertProduct(request, { name: `${tag} Kurta`, price: 2499 });
  const b = await insertProduct(request, { name: `${tag} Saree`, price: 5999, originalPrice: 7999 });
  await loginAsAdmin(page);
  const exported = await exportProducts(page);
  // The owner's edit touches these two rows; the rest of the shop belongs to other tests running alongside.
  const mine = exported.filter((r) => r.id === a.id || r.id === b.id);
  expect(mine.map((r) => [r.name, r.price])).toEqual(
    expect.arrayContaining([
      [a.name, '2499'],
      [b.name, '5999'],
    ]),
  );
  for (const row of mine) row.price = row.id === a.id ? '2199' : '5499';
  const newName = `${tag} Chanderi Dupatta`;
  mine.push({ ...mine[0], id: '', name: newName, price: '1,799', original_price: '', description: 'Hand-woven चंदेरी with zari buttis' });

  await preview(page, mine);
  await expect(tile(page, 'Changed')).toHaveText('2');
  await expect(tile(page, 'New')).toHaveText('1');
  await expect(tile(page, 'Errors')).toHaveText('0');
  const changed = page.getByRole('listitem').filter({ hasText: a.name });
  await expect(changed).toContainText('₹2,499');
  await expect(changed).toContainText('₹2,199');
  // Nothing is written before the owner confirms.
  expect(await sql(request, 'select price from products where id = $1', [a.id])).toEqual([{ price: 2499 }]);
  expect(await sql(request, 'select count(*)::int as n from products where name = $1', [newName])).toEqual([{ n: 0 }]);

  await page.getByRole('button', { name: 'Confirm import of 3 products' }).click();
  await expect(page.getByText('Imported: 2 changed, 1 new')).toBeVisible();
  expect(await sql(request, 'select id, price from products where id = any($1::text[]) order by price', [`{${a.id},${b.id}}`])).toEqual([
    { id: a.id, price: 2199 },
    { id: b.id, price: 5499 },
  ]);
  const [created] = await sql<{ id: string }>(request, 'select id from products where name = $1', [newName]);

  await page.goto(`/product/${b.id}`);
  await expect(page.getByText('₹5,499', { exact: true })).toBeVisible();
  await page.goto(`/product/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('₹1,799', { exact: true })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('link', { name: new RegExp(newName) }).first()).toBeVisible();
});

test('a file with a bad row shows the row and its reason and writes nothing; the screens pass axe at phone and desktop widths', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await insertProduct(request, { name: unique('Bad Row Kurta'), price: 2499 });
  await loginAsAdmin(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/products/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoA11yViolations(page);
  }
  const rows = [
    { id: product.id, name: product.name, price: '1999', category: 'kurtas' },
    { id: '', name: 'Half Rupee Kurta', price: '1299.50', category: 'kurtas' },
  ];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await preview(page, rows);
    await expect(page.getByText('Row 3: price must be a whole number of rupees')).toBeVisible();
    await expect(tile(page, 'Errors')).toHaveText('1');
    await expect(page.getByRole('button', { name: /Confirm import/ })).toBeDisabled();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/import-preview-${width}.png`, fullPage: true });
  }
  expect(await sql(request, 'select price from products where id = $1', [product.id])).toEqual([{ price: 2499 }]);
  expect(await sql(request, `select count(*)::int as n from products where name = 'Half Rupee Kurta'`)).toEqual([{ n: 0 }]);

  // Not a spreadsheet: a picture is refused with what to do instead.
  await page
    .getByLabel('Products file (CSV)')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: fs.readFileSync('tests/fixtures/files/reference-look.png') });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This is not a CSV file.' })).toBeVisible();
});
