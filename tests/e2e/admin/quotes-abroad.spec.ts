import type { Page } from '@playwright/test';
import {
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
} from '../fixtures';

// The New Jersey bride's Create Your Look, quoted in US dollars with North America shipping and a
// payment link: the owner's dialog, her enquiry page and the mail. (An Indian quote keeps its UPI QR
// code: account/quotes.spec.ts.)
test.describe.configure({ timeout: 120_000 });

const PAY_LINK = 'https://www.paypal.com/ncp/payment/AANGAN32';

/** Cents of each rupee line at the rate, half away from zero, added up: the quote's exact total. */
const usd = (cents: number) => `US$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const totalCents = (rupeeLines: number[], rate: number) => rupeeLines.reduce((sum, r) => sum + Math.round((r * 100) / rate + 1e-9), 0);

async function inquiryFromNewJersey(page: Page, shopper: { id: string; email: string }) {
  const id = `INQ${Date.now()}`;
  await sql(
    page.request,
    `insert into inquiries (inquiry_id, user_id, customer_name, customer_email, phone, shipping_address, country, notes)
     values ($1, $2, 'Priya Shah', $3, '+12015550147', 'New Jersey', 'US', '{"occasion":"bridal","preferred_style":["Lehenga"]}')`,
    [id, shopper.id, shopper.email],
  );
  return id;
}

test('the owner quotes a US shopper in dollars with North America shipping and a payment link; she sees the exact total and pays by the link', async ({
  page,
  browser,
}) => {
  const shopper = await createShopper(page.request, 'Priya Shah');
  await login(page, shopper);
  const id = await inquiryFromNewJersey(page, shopper);
  const rate: number = (await (await page.request.get('/api/exchange-rates')).json()).rates.USD;
  expect(rate).toBeGreaterThan(0);
  const since = Date.now();

  const adminContext = await browser.newContext();
  const admin = untilAlive(await adminContext.newPage());
  await loginAsAdmin(admin);
  await admin.goto(`/admin/enquiries?q=${id}`);
  await admin.getByRole('button', { name: /^View details of/ }).click();
  await admin.getByRole('button', { name: 'Send Quote' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Send Quote' });

  // Her country chose the zone; its price is the shipping line's to start with.
  await expect(dialog.getByLabel('Ships to')).toHaveValue('north-america');
  await expect(dialog.getByText('The shopper gave United States as her country.')).toBeVisible();
  const shippingField = dialog.getByLabel('Shipping to North America');
  const shipping = Number((await shippingField.inputValue()).replace(/\D/g, ''));
  expect(shipping).toBeGreaterThan(0);
  await expect(dialog.getByText(/import duties and taxes of your country are not included/)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Express shipping/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByRole('textbox', { name: 'Line 1', exact: true }).fill('Bridal lehenga, made to measure');
  await dialog.getByRole('textbox', { name: 'Amount of line 1 in rupees' }).fill('1,20,000');
  await dialog.getByLabel('Currency').selectOption('USD');
  await expect(dialog.getByText(`US$1 = ₹${rate.toFixed(2)} (rate of`)).toBeVisible();
  const cents = totalCents([120000, shipping], rate);
  await expect(dialog.getByText(usd(cents), { exact: true })).toBeVisible();

  // By keyboard: the way to pay is a radio group.
  await dialog.getByRole('radio', { name: 'Payment link' }).focus();
  await admin.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  await admin.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('radio', { name: 'Payment link' })).toBeChecked();
  await expectNoA11yViolations(admin);

  // A link that is not https is refused with a clear message; nothing typed is lost.
  await dialog.getByRole('textbox', { name: 'Payment link' }).fill('http://paypal.me/aangan');
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(dialog.getByText('The payment link must be an https:// address (a PayPal, Stripe or Razorpay payment link)')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Payment link' })).toHaveValue('http://paypal.me/aangan');
  await expect(dialog.getByRole('textbox', { name: 'Amount of line 1 in rupees' })).toHaveValue('1,20,000');
  await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
  expect(await sql(page.request, 'select id from quotes where enquiry_id = $1', [id])).toEqual([]);

  await dialog.getByRole('textbox', { name: 'Payment link' }).fill(PAY_LINK);
  await dialog.getByRole('button', { name: 'Send Quote' }).click();
  await expect(admin.getByText('Quote sent', { exact: true })).toBeVisible();
  const [stored] = await sql<{
    currency: string;
    rupees_per_unit: number;
    currency_total_cents: number;
    total: number;
    shipping: string;
    payment_link: string;
  }>(
    page.request,
    'select currency, rupees_per_unit, currency_total_cents, total, shipping, payment_link from quotes where enquiry_id = $1',
    [id],
  );
  expect(stored).toEqual({
    currency: 'USD',
    rupees_per_unit: rate,
    currency_total_cents: cents,
    total: 120000 + shipping,
    shipping: 'north-america',
    payment_link: PAY_LINK,
  });

  const mail = readOutbox(since)
    .map((m) => mailText(m.text))
    .find((t) => t.includes(`To: ${shopper.email}`) && t.includes('We have prepared a quote'));
  expect(mail).toContain(`Total: ${usd(cents)}`);
  expect(mail).toContain(`Once you accept it, pay ${usd(cents)} with our payment link: ${PAY_LINK}`);
  expect(mail).toContain('import duties and taxes of your country are not included');

  // Her enquiry page: the exact dollar total, the rupees it stands for, the customs notice.
  await page.goto(`/account/enquiries/${id}`);
  const quote = page.getByRole('region', { name: 'Your quote' });
  await expect(quote.getByRole('table', { name: 'Your quote' }).getByRole('row', { name: /^Total/ })).toContainText(usd(cents));
  await expect(quote.getByRole('row', { name: /Shipping to North America/ })).toBeVisible();
  await expect(quote.getByText(`at US$1 = ₹${rate.toFixed(2)}, the rate fixed in this quote`)).toBeVisible();
  await expect(quote.getByText(/import duties and taxes of your country are not included/)).toBeVisible();
  await expectNoA11yViolations(page);
  await quote.getByRole('button', { name: 'Accept Quote' }).click();

  const pay = quote.getByRole('link', { name: new RegExp(`^Pay ${usd(cents).replace(/[$.]/g, '\\$&')} online`) });
  await expect(pay).toHaveAttribute('href', PAY_LINK);
  await expect(pay).toHaveAttribute('target', '_blank');
  await expect(quote.getByText(/by UPI/)).toHaveCount(0);
  await expect(quote.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The owner marks it paid as for a rupee quote.
  await admin.goto(`/admin/enquiries?q=${id}`);
  const card = admin.getByRole('listitem').filter({ hasText: 'Priya Shah' });
  await expect(card.getByText(`Quote ${usd(cents)} (₹`)).toBeVisible();
  await card.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(admin.getByText('Marked as paid', { exact: true })).toBeVisible();
  await page.reload();
  await expect(quote.getByText(`We received ${usd(cents)} on`)).toBeVisible();
  await adminContext.close();
});
