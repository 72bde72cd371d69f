import type { Page } from '@playwright/test';
import {
  baseUrl,
  createShopper,
  expect,
  expectNoA11yViolations,
  login,
  loginAsAdmin,
  mailText,
  readOutbox,
  sql,
  test,
  untilAlive,
  waitForHydration,
} from '../fixtures';

import { adminPage, sendCartEnquiry } from './quote-helpers';

// From enquiry to paid order: the shop's quote, the shopper's acceptance, UPI payment, Mark as Paid.

const UPI_ID = 'aangan.boutique@okhdfcbank';

async function openSendQuote(admin: Page, id: string) {
  await admin.goto(`/admin/enquiries?q=${id}`);
  await admin.getByRole('button', { name: /^View details of/ }).click();
  await admin.getByRole('button', { name: /^Send (New )?Quote$/ }).click();
  return admin.getByRole('dialog', { name: 'Send Quote' });
}

/** A quote straight in the database, for the tests about refusals. */
async function insertQuote(page: Page, id: string, total: number, validUntil = "now() + interval '7 days'") {
  const [row] = await sql<{ id: string }>(
    page.request,
    `insert into quotes (enquiry_kind, enquiry_id, lines, shipping, total, valid_until) values ('cart', $1, $2::jsonb, 'standard', $3, ${validUntil}) returning id`,
    [id, JSON.stringify([{ kind: 'item', label: 'Silk saree', amount: total }]), total],
  );
  await sql(page.request, `update user_enquiries set status = 'quoted' where id = $1`, [id]);
  return row.id;
}

const post = (page: Page, url: string, form: Record<string, string>) =>
  page.request.post(url, { form, headers: { Origin: baseUrl() }, maxRedirects: 0 });

test('cart enquiry → quote with Express shipping → mail → Accept → UPI link and QR → UTR → Mark as Paid → Paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shopper = await createShopper(page.request, 'Kavya Rao');
  await login(page, shopper);
  const since = Date.now();
  const { id, product } = await sendCartEnquiry(page);

  const adminContext = await browser.newContext();
  const admin = await adminPage(adminContext);
  const dialog = await openSendQuote(admin, id);
  await expect(dialog.getByRole('textbox', { name: 'Line 1', exact: true })).toHaveValue(`${product.name}, size M`);
  await expect(dialog.getByRole('textbox', { name: 'Amount of line 1 in rupees' })).toHaveValue(String(product.price));
  await dialog.getByRole('textbox', { name: 'Amount of line 1 in rupees' }).fill('1,20,000');
  await dialog.getByLabel('Stitching and alterations').fill('2500');
  await dialog.getByRole('radio', { name: /Express shipping/ }).check();
  await dialog.getByLabel('Message to the customer').fill('Hand-finished borders, ready in three weeks.');
  const total = 120000 + 2500 + 199;
  await expect(dialog.getByText('₹1,22,699')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(admin.getByText('Quote sent', { exact: true })).toBeVisible();

  const mail = readOutbox(since)
    .map((m) => mailText(m.text))
    .find((t) => t.includes(`To: ${shopper.email}`) && t.includes('We have prepared a quote'));
  expect(mail).toBeDefined();
  const link = mail!.match(/https?:\/\/\S+\/account\/enquiries\/[\w-]+/)![0];
  expect(link).toContain(`/account/enquiries/${id}`);
  expect(mail).toMatch(/Total: \S+1,22,699/);

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry #${id.slice(0, 8)}` })).toBeVisible();
  const quote = page.getByRole('region', { name: 'Your quote' });
  await expect(quote.getByRole('table', { name: 'Your quote' }).getByRole('row', { name: /Total/ })).toContainText('₹1,22,699');
  await expect(quote.getByRole('row', { name: /Express shipping/ })).toContainText('₹199');
  await expect(page.getByText('Hand-finished borders, ready in three weeks.').first()).toBeVisible();
  await quote.getByRole('button', { name: 'Accept Quote' }).click();

  const pay = quote.getByRole('link', { name: 'Pay ₹1,22,699 by UPI' });
  await expect(pay).toBeVisible();
  const href = await pay.getAttribute('href');
  expect(href).toMatch(/^upi:\/\/pay\?/);
  const params = new URLSearchParams(href!.split('?')[1]);
  expect(params.get('am')).toBe(`${total}.00`);
  expect(params.get('pa')).toBe(UPI_ID);
  expect(params.get('cu')).toBe('INR');
  expect(params.get('tn')).toBe(`Enquiry #${id.slice(0, 8)}`);
  await expect(quote.getByRole('img', { name: `QR code to pay ₹1,22,699 by UPI to ${UPI_ID}` }).locator('svg')).toBeVisible();

  await quote.getByLabel('UPI transaction reference').fill('12345');
  expect(await quote.getByLabel('UPI transaction reference').evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
  await quote.getByLabel('UPI transaction reference').fill('412345678901');
  await quote.getByRole('button', { name: 'I have paid' }).click();
  await expect(quote.getByText(/that you paid \(UTR 412345678901\)/)).toBeVisible();

  await admin.goto(`/admin/enquiries?status=awaiting_payment`);
  const card = admin
    .getByRole('listitem')
    .filter({ hasText: 'Kavya Rao' })
    .filter({ hasText: id.slice(0, 8) });
  await expect(card.getByText('Shopper says paid · UTR 412345678901')).toBeVisible();
  await card.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(admin.getByText('Marked as paid', { exact: true })).toBeVisible();
  const [row] = await sql<{ status: string }>(page.request, 'select status from user_enquiries where id = $1', [id]);
  expect(row.status).toBe('paid');
  expect(
    readOutbox(since).some(
      (m) => mailText(m.text).includes(`To: ${shopper.email}`) && mailText(m.text).includes('We have received your payment'),
    ),
  ).toBe(true);

  await page.reload();
  await expect(page.getByText('Status: Paid', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Payment received' })).toBeVisible();
  await page.goto('/account');
  await page.getByRole('link', { name: `Enquiry #${id.slice(0, 8)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/enquiries/${id}$`));
  await adminContext.close();
});

test('a guest inquiry gets a private link in its confirmation mail that shows its timeline and nothing else', async ({ page, browser }) => {
  const since = Date.now();
  const name = `Guest Meher ${Date.now()}`;
  const email = `meher-${Date.now()}@example.in`;
  await page
    .context()
    .route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto('/inquiry');
  // Typing before React hydrates the form would be reset by it.
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Create Your Custom Look' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone (WhatsApp)').fill('98765 43210');
  await form.getByLabel('Email').fill(email);
  await page.getByRole('checkbox', { name: 'Lehenga' }).check();
  await form.getByLabel('Tell us about your dream look').fill('Ivory and gold for my sister’s wedding');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Inquiry submitted successfully!' })).toBeVisible();
  const [inquiry] = await sql<{ inquiry_id: string }>(page.request, 'select inquiry_id from inquiries where customer_name = $1', [name]);

  const admin = await adminPage(await browser.newContext());
  await admin.goto(`/admin/enquiries?q=${inquiry.inquiry_id}`);
  await admin.getByRole('button', { name: /^Update status of/ }).click();
  const update = admin.getByRole('dialog', { name: 'Update Status' });
  await update.getByLabel('Status').selectOption('ready_for_design');
  await update.getByLabel('Message to the customer').fill('Our designer will call you on Monday.');
  await update.getByLabel('Internal Notes').fill('Budget seems tight');
  await update.getByRole('button', { name: 'Update Enquiry' }).click();
  await expect(admin.getByText('Enquiry updated successfully')).toBeVisible();

  const mails = readOutbox(since)
    .map((m) => mailText(m.text))
    .filter((t) => t.includes(`To: ${email}`));
  const links = mails.map((t) => t.match(/https?:\/\/\S+\/enquiries\/t\/[\w-]{22}/)?.[0]).filter(Boolean) as string[];
  expect(links.length).toBe(2);
  const guest = await browser.newContext();
  const guestPage = untilAlive(await guest.newPage());
  await guestPage.goto(new URL(links[0]).pathname);
  await expect(guestPage.getByRole('heading', { level: 1, name: `Enquiry ${inquiry.inquiry_id}` })).toBeVisible();
  await expect(guestPage.getByText('Ivory and gold for my sister’s wedding')).toBeVisible();
  await expect(guestPage.getByRole('listitem').filter({ hasText: 'Status: Ready for Design' })).toBeVisible();
  await expect(guestPage.getByText('Our designer will call you on Monday.')).toBeVisible();
  await expect(guestPage.getByText('Budget seems tight')).toHaveCount(0);
  const wrong = new URL(links[0]).pathname.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  expect((await guestPage.request.get(wrong)).status()).toBe(404);
  await guest.close();
});

test("shopper B gets 404 for A's enquiry page and quote actions; forged totals, a second acceptance and expired quotes are refused", async ({
  page,
  playwright,
}) => {
  const a = await createShopper(page.request, 'Asha A');
  await login(page, a);
  const { id } = await sendCartEnquiry(page);
  const quoteId = await insertQuote(page, id, 15000);
  const url = `/account/enquiries/${id}`;

  const asB = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Origin: baseUrl() } });
  const b = await createShopper(page.request, 'Bina B');
  await asB.post('/api/auth/sign-in/email', { data: { email: b.email, password: b.password } });
  expect((await asB.get(url)).status()).toBe(404);
  expect((await asB.get(`${url}.data`)).status()).toBe(404);
  expect((await asB.post(url, { form: { intent: 'accept', quoteId, total: '15000' } })).status()).toBe(404);
  // B's own enquiry page does not reach A's quote either.
  const [bEnquiry] = await sql<{ id: string }>(
    page.request,
    `insert into user_enquiries (user_id, customer_name, items) values ($1, 'Bina B', '[]'::jsonb) returning id`,
    [b.id],
  );
  expect((await asB.post(`/account/enquiries/${bEnquiry.id}`, { form: { intent: 'accept', quoteId, total: '15000' } })).status()).toBe(404);
  await asB.dispose();

  const early = await post(page, url, { intent: 'paid', quoteId, utr: '412345678901' });
  expect(early.status()).toBe(409);
  const forged = await post(page, url, { intent: 'accept', quoteId, total: '1' });
  expect(forged.status()).toBe(409);
  expect(await forged.text()).toContain('This quote has changed');
  expect((await post(page, url, { intent: 'accept', quoteId, total: '15000' })).status()).toBe(200);
  const twice = await post(page, url, { intent: 'accept', quoteId, total: '15000' });
  expect(twice.status()).toBe(409);
  const [stored] = await sql<{ total: number; accepted_at: string | null }>(
    page.request,
    'select total, accepted_at from quotes where id = $1',
    [quoteId],
  );
  expect(stored.total).toBe(15000);
  expect(stored.accepted_at).not.toBeNull();
  const badUtr = await post(page, url, { intent: 'paid', quoteId, utr: '12345' });
  expect(badUtr.status()).toBe(400);
  expect(await badUtr.text()).toContain('Please enter the 12-digit UPI transaction reference (UTR)');
  const accepted = await sql(page.request, `select 1 from enquiry_events where quote_id = $1 and type = 'accepted'`, [quoteId]);
  expect(accepted).toHaveLength(1);

  const { id: second } = await sendCartEnquiry(page);
  const expired = await insertQuote(page, second, 9000, "now() - interval '1 day'");
  await page.goto(`/account/enquiries/${second}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This quote has expired and can no longer be accepted.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Quote' })).toHaveCount(0);
  const late = await post(page, `/account/enquiries/${second}`, { intent: 'accept', quoteId: expired, total: '9000' });
  expect(late.status()).toBe(409);
  const [still] = await sql<{ accepted_at: string | null }>(page.request, 'select accepted_at from quotes where id = $1', [expired]);
  expect(still.accepted_at).toBeNull();
});

test('the enquiry page passes axe at 390 and 1280 px, with the quote and with the UPI step', async ({ page }) => {
  test.setTimeout(120_000);
  const shopper = await createShopper(page.request, 'Riya Axe');
  await login(page, shopper);
  const { id } = await sendCartEnquiry(page);
  const quoteId = await insertQuote(page, id, 48500);
  for (const accepted of [false, true]) {
    if (accepted) expect((await post(page, `/account/enquiries/${id}`, { intent: 'accept', quoteId, total: '48500' })).status()).toBe(200);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/account/enquiries/${id}`);
      await expect(
        accepted ? page.getByRole('link', { name: 'Pay ₹48,500 by UPI' }) : page.getByRole('button', { name: 'Accept Quote' }),
      ).toBeVisible();
      await expectNoA11yViolations(page);
    }
  }
});

test('the admin Send Quote dialog passes axe at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  const shopper = await createShopper(page.request, 'Riya Dialog');
  await login(page, shopper);
  const { id } = await sendCartEnquiry(page);
  await page.context().clearCookies();
  await loginAsAdmin(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const dialog = await openSendQuote(page, id);
    await expect(dialog.getByRole('button', { name: 'Send Quote' })).toBeVisible();
    await expectNoA11yViolations(page);
  }
});
