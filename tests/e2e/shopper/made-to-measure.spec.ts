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
  waitForHydration,
} from '../fixtures';
import { fillCart } from './cart-helpers';

const WIDTHS = [390, 1280];
/** The element is on the page and the page is alive (hydrated), as a shopper who waits for it sees it. */
async function hydrated(page: Page, selector: string) {
  await page.locator(selector).first().waitFor();
  await waitForHydration(page);
}
const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
const spoken = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    ...(iso.slice(0, 4) === inDays(0).slice(0, 4) ? {} : { year: 'numeric' }),
  }).format(new Date(`${iso}T00:00:00Z`));
const ME = { bust: 940, waist: 787, hip: 991 }; // 37 in, 31 in, 39 in: size M on the chart

async function axeAtBothWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
  }
}

test.describe('made to measure', () => {
  test('a bridal lehenga wanted inside its lead time: the form warns and still sends the profile; the inbox marks it and prints it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    // The owner sets bridal lehengas to 6–8 weeks on the lead times screen.
    const owner = untilAlive(await (await browser.newContext()).newPage());
    await loginAsAdmin(owner);
    await owner.goto('/admin/lead-times');
    await hydrated(owner, 'input[name="max_bridal-lehenga"]');
    await owner.getByLabel('Bridal lehengas, shortest weeks').fill('6');
    await owner.getByLabel('Bridal lehengas, longest weeks').fill('8');
    await owner.getByRole('button', { name: 'Save lead times' }).click();
    await expect(owner.getByText('Lead times saved')).toBeVisible();
    await expect(owner.getByText('now 6–8 weeks')).toBeVisible();
    // The home page's bespoke card (a cached page for visitors) shows the owner's weeks at once.
    const visitor = untilAlive(await (await browser.newContext()).newPage());
    await visitor.goto('/');
    await expect(visitor.getByRole('article').filter({ hasText: 'Bespoke Bridal Lehenga' })).toContainText('Made to measure · 6-8 weeks');
    await visitor.context().close();
    await axeAtBothWidths(owner);

    const shopper = await createShopper(page.request, 'Rukmini Rao');
    await sql(page.request, `insert into measurement_profiles (user_id, name, unit, values) values ($1, 'Me', 'in', $2::jsonb)`, [
      shopper.id,
      JSON.stringify(ME),
    ]);
    await login(page, shopper);
    await page.goto('/inquiry');
    await hydrated(page, 'input[name="need_by"]');
    const form = page.getByRole('form', { name: 'Create Your Custom Look' });
    const name = `Rukmini Rao ${Date.now()}`;
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Phone (WhatsApp)').fill('98765 43210');
    await page.getByRole('checkbox', { name: 'Lehenga' }).check();
    await form.getByLabel('Occasion').selectOption('bridal');
    const needBy = inDays(20);
    await form.getByLabel('When do you need it?').fill(needBy);
    await expect(
      form.getByText(
        `Bridal lehengas take about 6–8 weeks; for ${spoken(needBy)} we will confirm on WhatsApp whether a rush order is possible.`,
      ),
    ).toBeVisible();

    await form.getByText('Add my measurements').click();
    await form.getByLabel('Use a saved profile').selectOption({ label: 'Me' });
    await expect(form.getByLabel('Bust (in)', { exact: true })).toHaveValue('37');
    await axeAtBothWidths(page);
    await form.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByText('Inquiry submitted successfully! Redirecting to WhatsApp...').first()).toBeVisible();

    const [row] = await sql<{ inquiry_id: string; need_by: string; lead_days: number; measurements: unknown }>(
      page.request,
      `select inquiry_id, need_by::text, lead_days, measurements from inquiries where customer_name = $1`,
      [name],
    );
    expect(row).toMatchObject({ need_by: needBy, lead_days: 56, measurements: { profileName: 'Me', unit: 'in', values: ME } });
    // A later edit of the profile does not change what the enquiry keeps.
    await sql(page.request, `update measurement_profiles set values = '{"bust": 1000}' where user_id = $1`, [shopper.id]);

    await owner.goto('/admin/enquiries?sort=need-by');
    const card = owner.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText(`Need by ${spoken(needBy)}`)).toBeVisible();
    await expect(card.getByText('20 days left')).toBeVisible();
    await expect(card.getByText('Rush: within lead time')).toBeVisible();
    await hydrated(owner, 'form[role="search"]');
    await card.getByRole('button', { name: /View details/ }).click();
    const dialog = owner.getByRole('dialog');
    const bust = dialog.getByRole('row', { name: /Bust/ });
    await expect(bust).toContainText('37″');
    await expect(bust).toContainText('94');
    await expect(dialog.getByRole('row', { name: /Waist/ })).toContainText('78.7');
    await axeAtBothWidths(owner);
    const printLink = dialog.getByRole('link', { name: 'Print work order' });
    await owner.goto((await printLink.getAttribute('href'))!);
    const sheet = owner.getByRole('article');
    await expect(sheet.getByRole('heading', { name: `Work order #${row.inquiry_id.slice(0, 8)}` })).toBeVisible();
    await expect(sheet.getByText(name)).toBeVisible();
    await expect(sheet.getByText('Rush: within the lead time of 8 weeks')).toBeVisible();
    await expect(sheet.getByRole('row', { name: /Hip/ })).toContainText('39″');
    await expect(sheet.getByText('Lehenga')).toBeVisible();
    await axeAtBothWidths(owner);
    // Printed, the sheet alone fills exactly one A4 page.
    await owner.emulateMedia({ media: 'print' });
    await expect(owner.getByRole('banner')).toBeHidden();
    const pdf = (await owner.pdf({ format: 'A4', printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  });

  test('the product page suggests the size for a profile that fits M, and links the profile; others see nothing new', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [product] = await sql<{ id: string }>(
      request,
      `select id from products where is_published and 'M' = any(sizes) order by id limit 1`,
    );
    await page.goto(`/product/${product.id}`);
    await hydrated(page, 'h1');
    await expect(page.getByText(/Your size:/)).toHaveCount(0);

    const shopper = await createShopper(request, 'Sized Shopper');
    await sql(request, `insert into measurement_profiles (user_id, name, unit, values) values ($1, 'Me', 'cm', $2::jsonb)`, [
      shopper.id,
      JSON.stringify(ME),
    ]);
    await login(page, shopper);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText('Your size: M')).toBeVisible();
    await expect(page.getByRole('link', { name: 'from your profile “Me”' })).toHaveAttribute('href', /\/account\/measurements#profile-/);
    await axeAtBothWidths(page);
  });

  test('the cart page and the custom order dialog offer Add my measurements and the need-by date', async ({ page, request }) => {
    test.setTimeout(90_000);
    const shopper = await createShopper(request, 'Cart Measure');
    await sql(request, `insert into measurement_profiles (user_id, name, unit, values) values ($1, 'Mum', 'in', $2::jsonb)`, [
      shopper.id,
      JSON.stringify(ME),
    ]);
    await login(page, shopper);
    const [product] = await sql<{ id: string; name: string; price: number; image: string }>(
      request,
      `select id, name, price, image from products where is_published and category = 'lehengas' order by id limit 1`,
    );
    await fillCart(request, shopper.id, [{ productId: product.id }]);
    await page.goto('/cart');
    await hydrated(page, 'input[name="need_by"]');
    const panel = page.getByRole('region', { name: 'Made to measure' });
    await panel.getByLabel('When do you need it?').fill(inDays(3));
    await expect(
      panel.getByText(/^Lehengas take about 3–4 weeks; for .* we will confirm on WhatsApp whether a rush order is possible\.$/),
    ).toBeVisible();
    await panel.getByText('Add my measurements').click();
    await panel.getByLabel('Use a saved profile').selectOption({ label: 'Mum' });
    await panel.getByText('Centimetres', { exact: true }).click();
    await expect(panel.getByLabel('Hip (cm)', { exact: true })).toHaveValue('99.1');
    await axeAtBothWidths(page);
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Submit Enquiry (1)' }).click();
    await expect(page.getByText("Enquiry submitted successfully! We'll contact you soon.").first()).toBeVisible();
    const [row] = await sql<{ need_by: string; measurements: unknown }>(
      request,
      'select need_by::text, measurements from user_enquiries where user_id = $1',
      [shopper.id],
    );
    expect(row).toEqual({ need_by: inDays(3), measurements: { profileName: 'Mum', unit: 'cm', values: ME } });
    // The shop's mail carries what the tailor needs: the date, marked Rush, and the measurements as sent.
    const shopMail = () =>
      readOutbox(sentAt)
        .map((m) => mailText(m.text))
        .find((text) => text.includes('New cart enquiry') && text.includes(shopper.name)) ?? '';
    await expect.poll(shopMail).toContain('(3 days left)');
    const mail = shopMail();
    expect(mail).toContain('Rush: within lead time');
    expect(mail).toContain('Measurements in cm');
    expect(mail).toMatch(/- Bust: 94\r?\n- Waist: 78\.7\r?\n- Hip: 99\.1/);

    await page.goto('/inquiry');
    await hydrated(page, 'input[name="need_by"]');
    await page.getByRole('link', { name: 'Request Custom Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Custom Order' });
    await dialog.getByText('Add my measurements').click();
    await expect(dialog.getByLabel('Use a saved profile')).toBeVisible();
    await axeAtBothWidths(page);
  });
});
