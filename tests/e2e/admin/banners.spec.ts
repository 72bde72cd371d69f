import { expect, expectNoA11yViolations, loginAsAdmin, sql, test } from '../fixtures';
import { insertBanner, tinyPng, unique } from './admin-helpers';

/** What the home page shows for a section: active banners in display order. */
const activeTitles = async (request: Parameters<typeof sql>[0], section: string, titles: string[]) =>
  (
    await sql<{ title: string }>(
      request,
      'select title from banner_images where section_name = $1 and is_active order by display_order, created_at, id',
      [section],
    )
  )
    .map((r) => r.title)
    .filter((t) => titles.includes(t));

test('create, reorder, deactivate, edit and delete a banner; the home page order follows', async ({ page, request }) => {
  const first = await insertBanner(request, { section: 'best_sellers', title: unique('First banner'), order: -50 });
  await loginAsAdmin(page);
  await page.goto('/admin/banners');
  await expect(page.getByLabel('Filter by Section')).toHaveValue('hero_top');
  await page.getByRole('tab', { name: 'Add New Banner' }).click();
  await page.getByLabel('Section', { exact: true }).selectOption('best_sellers');
  await expect(page.getByText('Desktop 1200x400 px · Mobile 768x300 px')).toBeVisible();
  await page.getByLabel('Display Order').fill('-49');
  const title = unique('Bestseller banner');
  await page.getByLabel('Banner Title').fill(title);
  await page
    .getByLabel('Upload banner image')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await tinyPng(600, 200) });
  await expect(page.getByLabel('Banner Image', { exact: true })).toHaveValue(/^\/media\/banners\/.+\.webp$/);
  await page.getByLabel('Call-to-Action Text').fill('Shop Now');
  await page.getByLabel('Call-to-Action Link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create Banner' }).click();
  await expect(page.getByText('Links must start with https://, http:// or /')).toBeVisible();
  await page.getByLabel('Call-to-Action Link').fill('/products?sort=popular');
  await page.getByRole('button', { name: 'Create Banner' }).click();
  await expect(page.getByText('Banner image created successfully')).toBeVisible();
  // The form resets and the list of the banner's section opens.
  await expect(page.getByRole('tab', { name: 'Manage Banners' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Filter by Section')).toHaveValue('best_sellers');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const [created] = await sql(
    request,
    'select section_name, display_order, is_active, cta_link, alt_text from banner_images where title = $1',
    [title],
  );
  expect(created).toEqual({
    section_name: 'best_sellers',
    display_order: -49,
    is_active: true,
    cta_link: '/products?sort=popular',
    alt_text: title,
  });
  expect(await activeTitles(request, 'best_sellers', [first.title, title])).toEqual([first.title, title]);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: `Move ${title} up` }).click();
  await expect.poll(() => activeTitles(request, 'best_sellers', [first.title, title])).toEqual([title, first.title]);

  await page.getByRole('switch', { name: `${title} active` }).click();
  await expect(page.getByText('Banner deactivated successfully')).toBeVisible();
  await expect.poll(() => activeTitles(request, 'best_sellers', [first.title, title])).toEqual([first.title]);
  await expect(page.getByRole('listitem').filter({ hasText: title }).getByText('Inactive')).toBeVisible();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit banner' });
  await dialog.getByLabel('Subtitle').fill('Loved by our customers');
  await dialog.getByRole('button', { name: 'Update Banner' }).click();
  await expect(page.getByText('Banner image updated successfully')).toBeVisible();
  expect(await sql(request, 'select subtitle from banner_images where title = $1', [title])).toEqual([
    { subtitle: 'Loved by our customers' },
  ]);

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Are you sure you want to delete this banner?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Banner image deleted successfully')).toBeVisible();
  expect(await sql(request, 'select id from banner_images where title = $1', [title])).toHaveLength(0);
  const audit = await sql<{ summary: string }>(
    request,
    "select summary from audit_log where entity = 'banner' and summary like $1 order by id",
    [`%${title}%`],
  );
  expect(audit.map((a) => a.summary.split(' ')[0])).toEqual(['Created', 'Moved', 'Deactivated', 'Updated', 'Deleted']);
});
