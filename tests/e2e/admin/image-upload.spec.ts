import { baseUrl, expect, expectNoA11yViolations, loginAsAdmin, test } from '../fixtures';
import { clientFor, tinyPng } from './admin-helpers';

test('the upload tool takes images only, shows a shareable link and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await loginAsAdmin(page);
  await page.goto('/image-upload');
  await expect(page.getByRole('heading', { name: 'Image Upload' })).toBeVisible();
  const upload = page.getByRole('button', { name: 'Upload Image' });
  await expect(upload).toBeDisabled();
  await expectNoA11yViolations(page);

  const picker = page.getByLabel('Choose an image');
  await expect(picker).toHaveAttribute('accept', 'image/*');
  await picker.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please select an image file' })).toBeVisible();
  await expect(upload).toBeDisabled();

  await picker.setInputFiles({ name: 'look.png', mimeType: 'image/png', buffer: await tinyPng(320, 240) });
  await expect(page.getByRole('img', { name: 'Preview of look.png' })).toBeVisible();
  await upload.click();
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  const link = page.getByLabel('Shareable link');
  await expect(link).toHaveValue(new RegExp(`^${baseUrl()}/media/uploads/[0-9a-f-]+\\.webp$`));
  const url = await link.inputValue();
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByRole('button', { name: 'Copy link' })).toContainText('Copied');
});

test('the server refuses an 11 MB image, a fake image and a missing file', async ({ playwright, request }) => {
  const admin = await clientFor(playwright, request, 'admin');
  const png = await tinyPng();
  const big = Buffer.alloc(11 * 1024 * 1024);
  png.copy(big);
  const tooBig = await admin.post('/admin/upload', {
    multipart: { folder: 'uploads', file: { name: 'big.png', mimeType: 'image/png', buffer: big } },
  });
  expect(tooBig.status()).toBe(400);
  expect(await tooBig.json()).toEqual({ error: 'Images may be at most 10 MB.' });
  const fake = await admin.post('/admin/upload', {
    multipart: {
      folder: 'uploads',
      file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') },
    },
  });
  expect(fake.status()).toBe(400);
  expect(await fake.json()).toEqual({ error: 'Please select an image file' });
  const none = await admin.post('/admin/upload', { multipart: { folder: 'uploads' } });
  expect(none.status()).toBe(400);
  expect(await none.json()).toEqual({ error: 'Please select a file first' });
});
