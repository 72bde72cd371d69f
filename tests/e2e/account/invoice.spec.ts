import { extractText, getDocumentProxy } from 'unpdf';
import { baseUrl, createShopper, expect, expectNoA11yViolations, login, loginAsAdmin, sql, test, untilAlive } from '../fixtures';

// Paid → GST invoice: the owner fills in the invoice settings, marks a quote paid, and the shopper
// downloads her invoice from her enquiry page; the PDF's text is read back.

test('settings → Mark as Paid → the shopper downloads her tax invoice with GSTIN, HSN, CGST and SGST', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = untilAlive(await (await browser.newContext({ baseURL: baseUrl() })).newPage());
  await loginAsAdmin(admin);
  await admin.goto('/admin/invoices');
  const form = admin.getByRole('form', { name: 'Seller on the invoice' });
  await form.getByLabel('Legal name').fill('Aangan Boutique LLP');
  await form.getByLabel('Address').fill('14, 12th Main Road, Indiranagar, Bengaluru 560038');
  await form.getByLabel('State').selectOption('29');
  await form.getByLabel('Invoice prefix').fill('AB');
  await form.getByLabel('GSTIN').fill('29AAPFU0939F1ZA');
  await form.getByRole('button', { name: 'Save invoice settings' }).click();
  await expect(admin.getByText('This GSTIN’s last character does not match: please check it for a typing error.')).toBeVisible();
  await form.getByLabel('GSTIN').fill('29AAPFU0939F1ZR');
  await form.getByRole('button', { name: 'Save invoice settings' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Invoice settings saved' })).toBeVisible();
  await expectNoA11yViolations(admin);

  // Her enquiry, with a quote she accepted (Send Quote and Accept have their own tests).
  const shopper = await createShopper(page.request, 'Ira Menon');
  await login(page, shopper);
  const [product] = await sql<{ id: string; name: string; price: number; category: string }>(
    page.request,
    `select id, name, price, category from products where is_published and category = 'kurtas' and price <= 2500 order by id limit 1`,
  );
  const [enquiry] = await sql<{ id: string }>(
    page.request,
    `insert into user_enquiries (user_id, customer_name, customer_email, items, status) values ($1, 'Ira Menon', $2, $3::jsonb, 'quoted') returning id`,
    [shopper.id, shopper.email, JSON.stringify([{ sku: product.id, name: product.name, price: product.price, quantity: 1 }])],
  );
  await sql(
    page.request,
    `insert into quotes (enquiry_kind, enquiry_id, lines, shipping, total, valid_until, accepted_at) values ('cart', $1, $2::jsonb, 'standard', $3, now() + interval '7 days', now())`,
    [
      enquiry.id,
      JSON.stringify([
        { kind: 'item', label: product.name, amount: product.price },
        { kind: 'shipping', label: 'Standard shipping', amount: 0 },
      ]),
      product.price,
    ],
  );

  await admin.goto(`/admin/enquiries?q=${enquiry.id}`);
  await admin.getByRole('button', { name: 'Mark as Paid' }).first().click();
  await expect(admin.getByText('Marked as paid')).toBeVisible();
  const [invoice] = await sql<{ number: string }>(page.request, `select number from invoices where enquiry_id = $1`, [enquiry.id]);
  expect(invoice.number).toMatch(/^AB\/\d{4}-\d{2}\/\d{4}$/);
  // The owner finds it in the inbox too.
  await admin
    .getByRole('button', { name: /^View details of/ })
    .first()
    .click();
  await expect(admin.getByRole('region', { name: 'Invoice' })).toContainText(invoice.number);

  await page.goto(`/account/enquiries/${enquiry.id}`);
  const section = page.getByRole('region', { name: 'Your invoice' });
  await expect(section).toContainText(invoice.number);
  await expectNoA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: 'Download invoice (PDF)' }).click(),
  ]);
  const bytes = await (await import('node:fs/promises')).readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const half = ((product.price * 100 * 5) / 210 / 100).toFixed(2);
  for (const expected of ['TAX INVOICE', 'GSTIN 29AAPFU0939F1ZR', invoice.number, '6211', 'CGST', 'SGST', `₹${half}`, 'Karnataka (29)'])
    expect(text, expected).toContain(expected);
  expect(text.replace(/\s/g, '')).toContain(`₹${product.price.toLocaleString('en-IN')}.00`);
  // The same invoice as a page.
  await section.getByRole('link', { name: 'View invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('6211');
  await expectNoA11yViolations(page);
  // Nobody else's: another shopper asking for it by the same address gets nothing.
  const other = await createShopper(page.request, 'Other Shopper');
  const stranger = await browser.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: baseUrl() } });
  await stranger.request.post('/api/auth/sign-in/email', { data: { email: other.email, password: other.password } });
  expect((await stranger.request.get(`/account/enquiries/${enquiry.id}/invoice.pdf`)).status()).toBe(404);
});
