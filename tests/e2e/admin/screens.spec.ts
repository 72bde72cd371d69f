import fs from 'node:fs';
import path from 'node:path';
import { createShopper, expect, expectNoA11yViolations, login, loginAsAdmin, test } from '../fixtures';

const SCREENS = [
  { path: '/admin', heading: 'Dashboard' },
  { path: '/admin/products', heading: 'Manage SKUs' },
  { path: '/admin/products/new', heading: 'New product' },
  { path: '/admin/products/SKU1730000000001/edit', heading: 'Chikankari Cotton Straight Kurta' },
  { path: '/admin/pricing', heading: 'Price Management' },
  { path: '/admin/banners', heading: 'Banner Image Management' },
  { path: '/admin/testimonials', heading: 'Testimonial Management' },
  { path: '/admin/enquiries', heading: 'Enquiry Management' },
  { path: '/admin/subscribers', heading: 'Newsletter Subscribers' },
  { path: '/image-upload', heading: 'Image Upload' },
];

/** With SHOT_DIR set, each screen is also saved at 390 and 1280 px for a person to look at. */
const shotDir = process.env.SHOT_DIR;

// One test per screen and width: axe over the longest tables takes a while on a busy machine.
for (const screen of SCREENS) {
  for (const width of [390, 1280]) {
    test(`${screen.path} passes axe at ${width} px`, async ({ page }) => {
      await loginAsAdmin(page);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expectNoA11yViolations(page);
      if (shotDir) {
        fs.mkdirSync(shotDir, { recursive: true });
        const name = screen.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        await page.screenshot({ path: path.join(shotDir, `${name}-${width}.png`), fullPage: true });
      }
    });
  }
}

test('the dialogs pass axe and work from the keyboard', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/enquiries');
  await page
    .getByRole('button', { name: /Update status/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: /View details/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/admin/banners');
  await page.getByRole('tab', { name: 'Add New Banner' }).click();
  await expectNoA11yViolations(page);
});

test('a shopper sees Access Denied with the screen noun, and the page passes axe', async ({ page, request }) => {
  await login(page, await createShopper(request));
  const response = await page.goto('/admin/banners');
  expect(response?.status()).toBe(403);
  await expect(page.getByText('Access Denied - You need admin privileges to manage banners.')).toBeVisible();
  await expectNoA11yViolations(page);
});
