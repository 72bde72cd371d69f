import path from 'node:path';
import { createShopper, expect, sql, test } from '../fixtures';

// This project runs with JavaScript disabled: every form must work as plain HTML, as it does in the
// seconds before a phone has loaded the scripts.

test('a shopper signs in with the plain form', async ({ page }) => {
  const shopper = await createShopper(page.request, 'Meera Iyer');
  await page.goto('/auth?redirectTo=%2Faccount');
  await page.getByLabel('E-mail').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Namaste, Meera' })).toBeVisible();
});

test('a visitor subscribes to the newsletter from the footer', async ({ page }) => {
  const email = `noscript-${Date.now()}@example.in`;
  await page.goto('/shipping-returns');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/shipping-returns\?newsletter=footer%3Asubscribed#newsletter-footer$/);
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!');
  expect(await sql(page.request, 'select source from newsletter_subscribers where email = $1', [email])).toEqual([{ source: 'footer' }]);

  await footer.getByLabel('Email address').fill('not-an-address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address');
});

test('a visitor sends a Create Your Look inquiry with a reference picture', async ({ page }) => {
  const name = `Noscript Visitor ${Date.now()}`;
  await page.goto('/inquiry');
  const form = page.getByRole('form', { name: 'Create Your Custom Look' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone (WhatsApp)').fill('98765 43210');
  await page.getByRole('checkbox', { name: 'Lehenga' }).check();
  await form.locator('input[type="file"]').setInputFiles(path.resolve('tests/fixtures/files/reference-look.png'));
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your inquiry number is' })).toBeVisible();
  const rows = await sql<{ notes: string }>(page.request, 'select notes from inquiries where customer_name = $1', [name]);
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0].notes).reference_image_urls).toHaveLength(1);
});

test('a visitor searches from the header', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await box.fill('saree');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=saree/);
  await expect(page.getByRole('main').getByText(/matches? found for "saree"/)).toBeVisible();
});

test('the mobile menu opens as HTML and its links work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Bridal' }).click();
  await expect(page).toHaveURL(/filter=occasion&value=bridal/);
});

test('a custom order for a product is sent from its own page', async ({ page }) => {
  await page.goto('/inquiry');
  await expect(page.getByRole('link', { name: 'Request Custom Order' })).toHaveAttribute('href', '/custom-order');
  const [product] = await sql<{ id: string; category: string }>(
    page.request,
    `select id, category from products where is_published and category = 'sarees' limit 1`,
  );
  await page.goto(`/product/${product.id}/custom-order`);
  const form = page.getByRole('form', { name: 'Request Custom Order' });
  await expect(form.getByLabel('Design interest')).toHaveValue('sarees');
  const name = `Noscript Order ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('91234 56780');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  expect(await sql(page.request, 'select product_id, design_interest from custom_orders where name = $1', [name])).toEqual([
    { product_id: product.id, design_interest: 'sarees' },
  ]);
});
