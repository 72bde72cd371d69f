import { expect, expectNoA11yViolations, loginAsAdmin, sql, test, waitForHydration } from '../fixtures';

test.describe.configure({ mode: 'serial' });

test('the owner sees the bank rates with their date, overrides one, and a bad rate loses nothing', async ({ page, request }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/currencies');
  await waitForHydration(page);
  const usd = page.getByRole('row', { name: /USD/ });
  await expect(usd).toContainText('₹83.20');
  await expect(usd).toContainText(`Yes, rate of ${new Date().toISOString().slice(0, 10)}`);
  await expectNoA11yViolations(page);

  const gbp = page.getByLabel("British pound: your rate in rupees for one unit (blank: the bank's)");
  const sgd = page.getByLabel("Singapore dollar: your rate in rupees for one unit (blank: the bank's)");
  await sgd.fill('62.5');
  await gbp.fill('0');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "British pound: please enter a rate from ₹55 to ₹350 for one unit (blank: the bank's rate)" }),
  ).toBeVisible();
  // What was typed is still there, and nothing was stored.
  await expect(gbp).toHaveValue('0');
  await expect(sgd).toHaveValue('62.5');
  expect(
    await sql(request, `select override_rupees from exchange_rates where currency in ('GBP','SGD') and override_rupees is not null`),
  ).toEqual([]);

  await gbp.fill('');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('Rates saved')).toBeVisible();
  expect(await sql(request, `select currency, override_rupees from exchange_rates where override_rupees is not null`)).toEqual([
    { currency: 'SGD', override_rupees: 62.5 },
  ]);
  const res = await request.get('/api/exchange-rates');
  expect((await res.json()).rates.SGD).toBe(62.5);

  // The first save's toast has gone, so the one below is the second save's.
  await expect(page.getByText('Rates saved')).toHaveCount(0);
  await sgd.fill('');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('Rates saved')).toBeVisible();
  expect(await sql(request, `select currency from exchange_rates where override_rupees is not null`)).toEqual([]);

  // A refused feed rate is named in its currency's row, with why.
  const refusal = "The bank's Canadian dollar rate of 2026-01-02, ₹5,950 for one unit, is outside ₹30 to ₹180, so it was refused.";
  await sql(request, `update exchange_rates set feed_refusal = $1 where currency = 'CAD'`, [refusal]);
  await page.reload();
  await expect(page.getByRole('row', { name: /CAD/ })).toContainText(`${refusal} The last good rate stays.`);
  await sql(request, `update exchange_rates set feed_refusal = null where currency = 'CAD'`);
});

test('shipping zones take a price and a delivery time; a bad price is refused with its zone named', async ({ page, request }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/currencies');
  await waitForHydration(page);
  const price = page.getByLabel('North America: price (₹)');
  await price.fill('four thousand');
  await page.getByRole('button', { name: 'Save shipping zones' }).click();
  await expect(page.getByText('North America: Please enter a shipping price in whole rupees')).toBeVisible();
  await expect(price).toHaveValue('four thousand');
  await price.fill('₹4,200');
  await page.getByLabel('North America: delivery time').fill('10-12 business days');
  await page.getByRole('button', { name: 'Save shipping zones' }).click();
  await expect(page.getByText('Shipping zones saved')).toBeVisible();
  expect(await sql(request, `select price, delivery from shipping_zones where zone = 'north-america'`)).toEqual([
    { price: 4200, delivery: '10-12 business days' },
  ]);
});
