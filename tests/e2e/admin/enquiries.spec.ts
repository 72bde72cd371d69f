import { createShopper, expect, expectNoA11yViolations, login, loginAsAdmin, sql, test, untilAlive } from '../fixtures';
import { insertEnquiry, unique } from './admin-helpers';

test("move a shopper's enquiry through statuses with notes; the shopper's Past Enquiries follows", async ({ page, request, browser }) => {
  const shopper = await createShopper(request, unique('Riya Menon'));
  const enquiry = await insertEnquiry(request, { userId: shopper.id, name: shopper.name });
  await loginAsAdmin(page);
  await page.goto('/admin/enquiries');
  await page.getByLabel('Search enquiries').fill(shopper.name.toUpperCase());
  await page.getByLabel('Search enquiries').press('Enter');
  const card = page.getByRole('listitem').filter({ hasText: `#${enquiry.id.slice(0, 8)}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByText(/1 item$/)).toBeVisible();
  await expectNoA11yViolations(page);

  const dialog = page.getByRole('dialog', { name: 'Update Status' });
  async function update(status: string, notes: string) {
    await card.getByRole('button', { name: /Update status/ }).click();
    await dialog.getByLabel('Status').selectOption(status);
    await dialog.getByLabel('Internal Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Update Enquiry' }).click();
    await expect(page.getByText('Enquiry updated successfully')).toHaveCount(1);
    await expect(dialog).toBeHidden();
    expect(await sql(request, 'select status, internal_notes from user_enquiries where id = $1', [enquiry.id])).toEqual([
      { status, internal_notes: notes },
    ]);
  }

  await update('ready_for_design', 'Fabric sourced from Lucknow');
  await expect(card.getByText('Ready for Design', { exact: true })).toBeVisible();
  await expect(card.getByText('Fabric sourced from Lucknow')).toBeVisible();
  // Dismissed, so the next toast is not confused with this one (toasts stay 5 s).
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('Enquiry updated successfully')).toHaveCount(0);

  // In an inbox filtered on its status, the new one takes the enquiry out of the list, and the owner is still told.
  await page.goto(`/admin/enquiries?status=ready_for_design&q=${encodeURIComponent(shopper.name)}`);
  await update('shipped', 'Dispatched via Blue Dart');
  await expect(card).toHaveCount(0);

  // The status filter narrows the inbox; a search with no match says so.
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No enquiries found')).toBeVisible();
  await expect(page.getByText('No enquiries match your current filters')).toBeVisible();

  const shopperContext = await browser.newContext();
  const shopperPage = untilAlive(await shopperContext.newPage());
  await login(shopperPage, shopper);
  await shopperPage.goto('/account');
  {
    await expect(shopperPage.getByText('Shipped').first()).toBeVisible();
  }
  await shopperContext.close();
});

test('inquiries and custom orders share the inbox, with a kind filter and a detail view of every field', async ({ page, request }) => {
  const inquiryName = unique('Meher Kaur');
  const inquiryId = `INQ${Date.now()}`;
  await sql(
    request,
    `insert into inquiries (inquiry_id, customer_name, customer_email, phone, shipping_address, notes) values ($1, $2, 'meher@example.com', '9876543210', 'Pune', $3)`,
    [
      inquiryId,
      inquiryName,
      JSON.stringify({
        occasion: 'bridal',
        preferred_style: ['Lehenga', 'Saree'],
        budget_range: '15-40k',
        notes: '<img src=x onerror=alert(1)>',
        reference_image_urls: ['/media/site/hero-2.webp', 'javascript:alert(1)'],
      }),
    ],
  );
  const orderName = unique('Sana Qureshi');
  await sql(
    request,
    `insert into custom_orders (name, phone, design_interest, customization_notes, images_count) values ($1, '9123456780', 'lehengas', 'Pastel palette', 0)`,
    [orderName],
  );

  await loginAsAdmin(page);
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(inquiryName.toLowerCase())}`);
  const card = page.getByRole('listitem').filter({ hasText: inquiryName });
  await expect(card.getByText('Create Your Look')).toBeVisible();
  await expect(card.getByText('Received', { exact: true })).toBeVisible();
  await expect(card.getByText(/Custom enquiry/)).toBeVisible();
  await card.getByRole('button', { name: /View details/ }).click();
  const detail = page.getByRole('dialog', { name: inquiryName });
  // A row stored before phone countries existed reads as the Indian number it is, in international form.
  await expect(detail.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(detail.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
  await expect(detail.getByRole('link', { name: 'meher@example.com' })).toHaveAttribute('href', 'mailto:meher@example.com');
  await expect(detail.getByText('Lehenga, Saree')).toBeVisible();
  await expect(detail.getByText('Pune')).toBeVisible();
  await expect(detail.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  await expect(detail.getByRole('img', { name: `Reference image 1 from ${inquiryName}` })).toBeVisible();
  await expect(detail.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/admin/enquiries?kind=custom');
  await expect(page.getByRole('listitem').filter({ hasText: orderName }).getByText('Custom order')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: inquiryName })).toHaveCount(0);
  const orderCard = page.getByRole('listitem').filter({ hasText: orderName });
  await orderCard.getByRole('button', { name: /Update status/ }).click();
  await page.getByRole('dialog', { name: 'Update Status' }).getByLabel('Status').selectOption('confirmed');
  await page.getByRole('dialog', { name: 'Update Status' }).getByRole('button', { name: 'Update Enquiry' }).click();
  await expect(page.getByText('Enquiry updated successfully')).toBeVisible();
  expect(await sql(request, 'select status from custom_orders where name = $1', [orderName])).toEqual([{ status: 'confirmed' }]);
});

test('the dashboard shows real counts and the latest enquiries', async ({ page, request }) => {
  const name = unique('Dashboard Enquirer');
  await insertEnquiry(request, { name });
  await loginAsAdmin(page);
  await page.goto('/admin');
  const [{ n }] = await sql<{ n: number }>(request, 'select count(*)::int as n from products');
  await expect(page.getByRole('link', { name: /Products$/ })).toContainText(String(n));
  await expect(page.getByRole('heading', { name: name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
});
