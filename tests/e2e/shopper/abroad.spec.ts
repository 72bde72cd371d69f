import type { Page } from '@playwright/test';
import { createShopper, expect, expectNoA11yViolations, login, sql, test, waitForHydration } from '../fixtures';
import { fillCart } from './cart-helpers';

// A bride in New Jersey: US dollar estimates on, her US number and where she lives in Create Your
// Look, and her cart sent as an enquiry. India's rule and message still hold word for word.
test.use({ locale: 'en-US' });
// Two forms, a cart and an enquiry in one story, on a shared machine.
test.describe.configure({ timeout: 120_000 });

const form = (page: Page) => page.getByRole('form', { name: 'Create Your Custom Look' });

test('a US shopper sends Create Your Look with her US number and country, and her cart with dollar estimates on', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request, 'Priya Shah');
  await login(page, shopper);
  await page.goto('/products');
  await page.locator('[data-currency-offer="USD"]').getByRole('button', { name: 'Show US$' }).click();
  await expect(page.locator('[data-price-estimate="USD"]').first()).toBeVisible();

  await page.goto('/inquiry');
  await waitForHydration(page);
  await form(page).getByLabel('Full name').fill('Priya Shah');
  // India first, and its rule word for word.
  await expect(form(page).getByLabel('Country code')).toHaveValue('IN');
  await form(page).getByLabel('Phone (WhatsApp)').fill('201 555 0147');
  await form(page).getByLabel('Phone (WhatsApp)').blur();
  await expect(form(page).getByRole('alert').filter({ hasText: 'Please enter a valid Indian phone number' })).toHaveText(
    'Please enter a valid Indian phone number',
  );
  await form(page).getByLabel('Country code').selectOption('US');
  await form(page).getByLabel('Phone (WhatsApp)').fill('+1 201 555 0147');
  await form(page).getByLabel('Phone (WhatsApp)').blur();
  await expect(form(page).getByRole('alert')).toHaveCount(0);
  await form(page).getByLabel('City').fill('New Jersey');
  await form(page).getByLabel('Country', { exact: true }).selectOption('US');
  await page.getByRole('checkbox', { name: 'Lehenga' }).check();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Inquiry submitted successfully!').first()).toBeVisible();
  const [row] = await sql(
    request,
    `select phone, shipping_address, country from inquiries where customer_name = 'Priya Shah' and user_id = $1`,
    [shopper.id],
  );
  expect(row).toEqual({ phone: '+12015550147', shipping_address: 'New Jersey', country: 'US' });

  // Her cart: rupees of record with the dollar estimate beside them, then sent as an enquiry.
  const [product] = await sql<{ id: string; name: string; price: number; image: string }>(
    request,
    `select id, name, price, image from products where is_published order by id limit 1`,
  );
  await fillCart(request, shopper.id, [{ productId: product.id }]);
  await page.goto('/cart');
  await expect(page.getByLabel('Enquiry summary').locator('[data-price-estimate="USD"]')).toHaveText(
    `≈ US$${Math.round(product.price / 83.2).toLocaleString('en-US')} (estimate)`,
  );
  await page.getByRole('button', { name: /Submit Enquiry/ }).click();
  await expect
    .poll(async () => (await sql(request, `select count(*)::int as n from user_enquiries where user_id = $1`, [shopper.id]))[0].n)
    .toBe(1);
});

test('the profile takes a phone from abroad and a country; a mismatched number is refused and nothing typed is lost', async ({
  page,
  request,
}) => {
  const shopper = await createShopper(request, 'Meera Iyer');
  await login(page, shopper);
  await page.goto('/account');
  await page.getByLabel('Country code').selectOption('GB');
  await page.getByLabel('Phone', { exact: true }).fill('+1 201 555 0147');
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await page.getByLabel('Address', { exact: true }).fill('12 Wembley Park, London');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('This number is from United States, not United Kingdom').first()).toBeVisible();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+1 201 555 0147');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 Wembley Park, London');
  await page.getByLabel('Phone', { exact: true }).fill('020 7946 0958');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
  const [row] = await sql(request, `select phone, country from profiles where id = $1`, [shopper.id]);
  expect(row).toEqual({ phone: '+442079460958', country: 'GB' });
  await page.reload();
  await expect(page.getByLabel('Country code')).toHaveValue('GB');
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('020 7946 0958');
});
