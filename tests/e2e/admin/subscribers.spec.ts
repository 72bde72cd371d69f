import { expect, loginAsAdmin, sql, test } from '../fixtures';
import { unique } from './admin-helpers';

test('subscribers are listed and exported as CSV, with formulas neutralised', async ({ page, request }) => {
  const email = `${unique('sub').replace(/\s/g, '-')}@example.com`;
  const risky = `=cmd${Date.now()}@example.com`;
  await sql(request, "insert into newsletter_subscribers (email, source) values ($1, 'footer'), ($2, 'offers')", [email, risky]);
  await loginAsAdmin(page);
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await page.request.get('/api/admin/subscribers.csv');
  const text = await csv.text();
  expect(text).toContain(`"${email}","footer",`);
  expect(text).toContain(`"'${risky}","offers",`);
});
