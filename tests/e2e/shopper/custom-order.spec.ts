import path from 'node:path';
import type { Page } from '@playwright/test';
import { createShopper, expect, expectNoA11yViolations, login, mailText, readOutbox, sql, test } from '../fixtures';
import { deleteProducts, insertProducts, uniqueId } from './catalogue-helpers';

const fixture = (name: string) => path.resolve('tests/fixtures/files', name);

async function openDialog(page: Page) {
  await page.goto('/inquiry');
  await page.getByRole('link', { name: 'Request Custom Order' }).click();
  return page.getByRole('dialog', { name: 'Request Custom Order' });
}

test.describe('Request Custom Order dialog', () => {
  test('sends the request with its image, mails the shop and returns home after 2 s', async ({ page, request }) => {
    const name = `Kavya Menon ${Date.now()}`;
    const since = Date.now();
    const dialog = await openDialog(page);
    await expectNoA11yViolations(page);
    const submit = dialog.getByRole('button', { name: 'Submit Request' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByLabel('Phone').fill('91234 56780');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Design interest').selectOption('bridal');
    await dialog.getByLabel('Customization notes').fill('Pastel lehenga with mirror work');
    await dialog.getByLabel('Inspiration image').setInputFiles(fixture('reference-look.png'));
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(dialog.getByRole('status')).toHaveText(
      /Thank you! Your custom order request has been submitted successfully\. We'll contact you soon!/,
    );
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    await expect(dialog).toBeHidden();

    const rows = await sql<{
      phone: string;
      email: string | null;
      design_interest: string;
      customization_notes: string;
      images_count: number;
      image_link: string;
      status: string;
    }>(
      request,
      'select phone, email, design_interest, customization_notes, images_count, image_link, status from custom_orders where name = $1',
      [name],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: '+919123456780',
      email: null,
      design_interest: 'bridal',
      customization_notes: 'Pastel lehenga with mirror work',
      images_count: 1,
      status: 'pending',
    });
    expect(rows[0].image_link).toMatch(/^\/media\/custom-orders\/[0-9a-f-]{36}\.webp$/);
    // The shopper's picture is the admin's to see only: the public gets nothing.
    expect((await request.get(rows[0].image_link)).status()).toBe(404);
    await expect.poll(() => readOutbox(since).some((m) => mailText(m.text).includes(name))).toBe(true);
  });

  test('a file that is not an image stops the submit with the upload message; the form stays filled', async ({ page, request }) => {
    const name = `Upload Fails ${Date.now()}`;
    const dialog = await openDialog(page);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByLabel('Phone').fill('9123456780');
    await dialog.getByLabel('Design interest').selectOption('sarees');
    await dialog.getByLabel('Inspiration image').setInputFiles(fixture('not-an-image.jpg'));
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Failed to upload image. Please try again.' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(dialog.getByLabel('Design interest')).toHaveValue('sarees');
    expect(await sql(request, 'select id from custom_orders where name = $1', [name])).toHaveLength(0);
    await expect(page).toHaveURL(/\/inquiry$/);
    await expectNoA11yViolations(page);
  });

  test('opened on a product page, the request keeps that product for her account', async ({ page, request }) => {
    const id = uniqueId();
    await insertProducts(request, [{ id, name: 'Test Mirror Work Lehenga', price: 25000, category: 'lehengas' }]);
    try {
      const shopper = await createShopper(request, 'Nila Das');
      await login(page, shopper);
      await page.goto(`/product/${id}`);
      await page.getByRole('link', { name: 'Create Custom Look' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request Custom Order' });
      await expect(dialog.getByLabel('Design interest')).toHaveValue('lehengas');
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Nila Das');
      await dialog.getByLabel('Phone').fill('9123456781');
      await dialog.getByRole('button', { name: 'Submit Request' }).click();
      await expect(dialog.getByRole('status')).toContainText('Thank you!');

      const rows = await sql<{ product_id: string | null; email: string }>(
        request,
        'select c.product_id, u.email from custom_orders c join "user" u on u.id = c.user_id where u.email = $1',
        [shopper.email],
      );
      expect(rows).toEqual([{ product_id: id, email: shopper.email }]);
    } finally {
      await deleteProducts(request, [id]);
    }
  });

  test('Cancel resets the form', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Someone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Request Custom Order' }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  });
});
