import { createShopper, expect, expectNoA11yViolations, login, mailText, readOutbox, sql, test } from '../fixtures';
import { adminPage, sendCartEnquiry } from './quote-helpers';

// After Paid, in the browser: the owner marks it paid (the piece leaves the stock), adds a parcel
// from the inbox (a WhatsApp message one tap away), the shopper reads "on its way", follows the
// tracking link from her enquiry page and marks it received.

test('paid → parcel added from the inbox → shopper sees Track your parcel and marks it Received', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const shopper = await createShopper(page.request, 'Ishita Sen');
  await sql(
    page.request,
    `insert into profiles (id, full_name, phone) values ($1, 'Ishita Sen', '+919811122334') on conflict (id) do update set phone = excluded.phone`,
    [shopper.id],
  );
  await login(page, shopper);
  const since = Date.now();
  const { id, product } = await sendCartEnquiry(page);
  await sql(page.request, 'update products set stock_quantity = 4 where id = $1', [product.id]);
  const lines = [
    { kind: 'item', label: `${product.name}, size M`, amount: product.price, sku: product.id, size: 'M', quantity: 1 },
    { kind: 'shipping', label: 'Standard shipping', amount: 0 },
  ];
  await sql(
    page.request,
    `insert into quotes (enquiry_kind, enquiry_id, lines, shipping, total, valid_until, accepted_at) values ('cart', $1, $2::jsonb, 'standard', $3, now() + interval '7 days', now())`,
    [id, JSON.stringify(lines), product.price],
  );
  await sql(page.request, `update user_enquiries set status = 'quoted' where id = $1`, [id]);

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminPage(adminContext);
  await admin.goto(`/admin/enquiries?q=${id}`);
  await admin.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(admin.getByText('Marked as paid', { exact: true })).toBeVisible();
  const [stock] = await sql<{ stock_quantity: number }>(page.request, 'select stock_quantity from products where id = $1', [product.id]);
  expect(stock.stock_quantity).toBe(3);

  // The row's Dispatch is a link to the enquiry's dispatch page; with scripts it opens the detail view there.
  await admin.getByRole('link', { name: /^Dispatch #/ }).click();
  const dialog = admin.getByRole('dialog');
  await expect(admin).toHaveURL(new RegExp(`/admin/enquiries\\?q=${id}$`));
  const dispatch = dialog.getByRole('region', { name: 'Dispatch' });
  await expect(dispatch.getByText('Paid and not sent yet.')).toBeVisible();
  await dispatch.getByLabel('Courier').selectOption({ label: 'Delhivery' });
  await dispatch.getByLabel('Tracking number').fill('DL 7788');
  expect(await dispatch.getByLabel('Tracking number').evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
  await dispatch.getByLabel('Tracking number').fill('DL-77889900');
  await dispatch.getByRole('button', { name: 'Add parcel' }).click();
  await expect(admin.getByText('Parcel added', { exact: true })).toBeVisible();
  await expect(dispatch.getByText(/Parcel 1: Delhivery/)).toBeVisible();
  const whatsapp = dispatch.getByRole('link', { name: /Send on WhatsApp/ });
  const wa = new URL((await whatsapp.getAttribute('href'))!);
  expect(wa.origin + wa.pathname).toBe('https://wa.me/919811122334');
  expect(wa.searchParams.get('text')).toContain('Track your parcel: https://www.delhivery.com/track-v2/package/DL-77889900');
  await expectNoA11yViolations(admin);

  const onItsWay = readOutbox(since)
    .map((m) => mailText(m.text))
    .find((t) => t.includes(`To: ${shopper.email}`) && t.includes('is on its way'));
  expect(onItsWay).toContain('Track your parcel: https://www.delhivery.com/track-v2/package/DL-77889900');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/account/enquiries/${id}`);
    const parcel = page.getByRole('region', { name: 'Your parcel' });
    await expect(parcel.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track-v2/package/DL-77889900',
    );
    await expect(parcel.getByText(/Dispatched on/)).toBeVisible();
    await expectNoA11yViolations(page);
  }
  await page.getByRole('button', { name: 'I have received it' }).click();
  // Answered before the reload (a reload while the form is on its way can cut it off).
  await expect(page.getByRole('button', { name: 'I have received it' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Status: Received', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'I have received it' })).toHaveCount(0);
  const [row] = await sql<{ status: string }>(page.request, 'select status from user_enquiries where id = $1', [id]);
  expect(row.status).toBe('received');

  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto('/admin/settings/couriers');
    await expect(admin.getByRole('form', { name: 'Courier Delhivery' })).toBeVisible();
    await expectNoA11yViolations(admin);
    await admin.goto(`/admin/enquiries/cart/${id}/dispatch`);
    await expect(admin.getByText(/Parcel 1: Delhivery/)).toBeVisible();
    await expectNoA11yViolations(admin);
  }
  await adminContext.close();
});
