import { expect, expectNoA11yViolations, test, untilAlive } from '../fixtures';

// A shopper abroad chooses a display currency: estimates appear beside rupee prices, filled in by the
// browser, so the page the render cache shares with every visitor carries none.
test.use({ locale: 'en-US' });

test('a shopper in the US is offered dollar estimates, sees them on cards and the product page, and the cached page stays rupees only', async ({
  page,
  request,
}) => {
  await page.goto('/products');
  const offer = page.locator('[data-currency-offer="USD"]').first();
  await expect(offer).toContainText('See estimates in US$');
  // Nothing is forced: no estimate until she says yes.
  await expect(page.locator('[data-price-estimate]')).toHaveCount(0);
  await offer.getByRole('button', { name: 'Show US$' }).click();
  const card = page.locator('article').filter({ hasText: '₹' }).first();
  const rupees = Number((await card.locator('span.font-medium').first().innerText()).replace(/[₹,]/g, ''));
  // ₹89.856 a euro and $1.08 a euro (the test bank's rates): ₹83.20 a dollar, rounded to whole dollars.
  await expect(card.locator('[data-price-estimate="USD"]')).toHaveText(
    `≈ US$${Math.round(rupees / 83.2).toLocaleString('en-US')} (estimate)`,
  );

  // Remembered in a cookie: the product page shows it at once, labelled as an estimate.
  await card.locator('h3 a').click();
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-price-estimate="USD"]').first()).toContainText("estimate in US dollars at today's rate");
  await expect(page.getByLabel('Also show prices in')).toHaveValue('USD');

  // The same address asked without her cookie is the shared page: rupees, no estimate.
  const shared = await (await request.get(page.url())).text();
  expect(shared).toContain('₹');
  expect(shared).not.toContain('data-price-estimate');
  expect(shared).not.toContain('≈');

  await expectNoA11yViolations(page);
  // Rupees only again: the estimates go.
  await page.getByLabel('Also show prices in').selectOption('INR');
  await expect(page.locator('[data-price-estimate]')).toHaveCount(0);
});

test('a shopper in India is offered nothing and sees rupees only', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-IN' });
  const page = untilAlive(await context.newPage());
  await page.goto('/products');
  await expect(page.getByLabel('Also show prices in')).toHaveValue('INR');
  await expect(page.locator('[data-currency-offer]')).toHaveCount(0);
  await expect(page.locator('[data-price-estimate]')).toHaveCount(0);
  await context.close();
});
