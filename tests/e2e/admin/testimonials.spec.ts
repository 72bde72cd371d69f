import { expect, expectNoA11yViolations, loginAsAdmin, sql, test } from '../fixtures';
import { unique } from './admin-helpers';

test('add, unpublish, publish, edit and delete a testimonial; the home page reads only published ones', async ({ page, request }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('heading', { name: 'Testimonial Management' })).toBeVisible();
  // Demo data is present, so there is no 'Add Test Data' button.
  await expect(page.getByRole('button', { name: 'Add Test Data' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Add New Testimonial' }).click();
  await page.getByRole('button', { name: 'Create Testimonial' }).click();
  await expect(page.getByText('Please enter the customer name')).toBeVisible();
  await expect(page.getByText('Please enter the testimonial message')).toBeVisible();
  const name = unique('Isha <b>Rao</b>');
  await page.getByLabel('Customer Name').fill(name);
  await page.getByLabel('Testimonial Message').fill('The zari work is exquisite.');
  await page.getByRole('button', { name: 'Create Testimonial' }).click();
  await expect(page.getByText('Testimonial created successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'View Testimonials' })).toHaveAttribute('aria-selected', 'true');
  // User text is shown as text, never as markup.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const published = async () =>
    (await sql<{ is_published: boolean }>(request, 'select is_published from testimonials where name = $1', [name]))[0]?.is_published;
  expect(await published()).toBe(true);
  await expectNoA11yViolations(page);

  const toggle = page.getByRole('switch', { name: `Publish testimonial from ${name}` });
  await toggle.click();
  await expect(page.getByText('Testimonial unpublished successfully')).toBeVisible();
  await expect.poll(published).toBe(false);
  await page.goto('/');
  await expect(page.getByText('The zari work is exquisite.')).toHaveCount(0);
  await page.goto('/admin/testimonials');
  await toggle.click();
  await expect(page.getByText('Testimonial published successfully')).toBeVisible();
  await expect.poll(published).toBe(true);
  await page.goto('/');
  await expect(page.getByText('The zari work is exquisite.').first()).toBeVisible();
  await page.goto('/admin/testimonials');

  await page.getByRole('button', { name: `Edit testimonial from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit testimonial' });
  await dialog.getByLabel('Testimonial Message').fill('Exquisite zari, quick delivery.');
  await dialog.getByRole('button', { name: 'Update Testimonial' }).click();
  await expect(page.getByText('Testimonial updated successfully')).toBeVisible();
  expect(await sql(request, 'select message from testimonials where name = $1', [name])).toEqual([
    { message: 'Exquisite zari, quick delivery.' },
  ]);

  await page.getByRole('button', { name: `Delete testimonial from ${name}` }).click();
  await expect(page.getByText('Are you sure you want to delete this testimonial?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Testimonial deleted successfully')).toBeVisible();
  expect(await published()).toBeUndefined();
});
