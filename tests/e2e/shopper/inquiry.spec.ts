import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { dataDir, expect, expectNoA11yViolations, mailText, readOutbox, sql, test, waitForHydration } from '../fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Create Your Custom Look' });
const fixture = (name: string) => path.resolve('tests/fixtures/files', name);

/** The machine has no internet: answer WhatsApp locally so the new tab can be inspected. */
async function stubWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
}

async function fillRequired(page: Page, name: string) {
  // Typed only once the page is alive: it hydrates after load, and a value typed into a field before
  // that is not in the form's state.
  await waitForHydration(page);
  await form(page).getByLabel('Full name').fill(name);
  await form(page).getByLabel('Phone (WhatsApp)').fill('98765 43210');
  await page.getByRole('checkbox', { name: 'Lehenga' }).check();
}

test.describe('Create Your Look (/inquiry)', () => {
  test('shows every field with its defaults and the four messages in their fixed order', async ({ page }) => {
    await page.goto('/inquiry');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Your Custom Look' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Inquiry' });
    await expect(submit).toBeDisabled();
    await expect(form(page).getByLabel('Occasion')).toHaveValue('festive');
    await expect(page.getByRole('radio', { name: '₹5k–15k' })).toBeChecked();
    for (const style of ['Saree', 'Lehenga', 'Anarkali', 'Kurta Set', 'Indo-Western', 'Sharara', 'Palazzo Set', 'Other']) {
      await expect(page.getByRole('checkbox', { name: style, exact: true })).not.toBeChecked();
    }
    expect(await form(page).getByLabel('Occasion').locator('option').allTextContents()).toEqual([
      'Festive',
      'Bridal',
      'Office',
      'Everyday',
      'Other',
    ]);
    expect(await form(page).getByLabel('Size').locator('option').allTextContents()).toEqual([
      'Not sure yet',
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      'Custom',
    ]);
    await expectNoA11yViolations(page);

    const alerts = page.getByRole('alert');
    await form(page).getByLabel('Full name').fill('   ');
    await form(page).getByLabel('Full name').blur();
    await expect(alerts).toHaveText(['Please enter your full name']);
    await form(page).getByLabel('Full name').fill('Ritu Verma');
    await form(page).getByLabel('Phone (WhatsApp)').focus();
    await form(page).getByLabel('Phone (WhatsApp)').blur();
    await expect(alerts).toHaveText(['Please enter your phone number']);
    await form(page).getByLabel('Phone (WhatsApp)').fill('12345');
    await form(page).getByLabel('Phone (WhatsApp)').blur();
    await expect(alerts).toHaveText(['Please enter a valid Indian phone number']);
    await form(page).getByLabel('Phone (WhatsApp)').fill('9876543210');
    await expect(alerts).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Saree', exact: true }).check();
    await expect(submit).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Saree', exact: true }).uncheck();
    await expect(alerts).toHaveText(['Please select at least one preferred style']);
    await expect(submit).toBeDisabled();
    await expectNoA11yViolations(page);
  });

  test('uploads a real PNG and PDF, stores them, mails the shop and opens WhatsApp with the inquiry id', async ({
    page,
    context,
    request,
  }) => {
    await stubWhatsapp(context);
    const name = `Ritu Verma ${Date.now()}`;
    const since = Date.now();
    await page.goto('/inquiry');
    await fillRequired(page, name);
    await form(page).getByLabel('Email').fill('ritu@example.in');
    await form(page).getByLabel('City').fill('Jaipur');
    await form(page).getByLabel('Occasion').selectOption('bridal');
    await page.getByRole('radio', { name: '₹40k+' }).check();
    await form(page).getByLabel('Size').selectOption('M');
    await form(page).getByLabel('Fabric or embroidery preferences').fill('Zardozi on velvet');
    await form(page).getByLabel('Tell us about your dream look').fill('Deep red with gold');
    await page.locator('input[type=file]').setInputFiles([fixture('reference-look.png'), fixture('measurements.pdf')]);
    await expect(page.getByRole('list', { name: 'Chosen reference files' }).getByRole('listitem')).toHaveCount(2);

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Inquiry submitted successfully! Redirecting to WhatsApp...' })).toBeVisible();
    const [row] = await sql<{ inquiry_id: string; status: string; notes: string; phone: string; shipping_address: string }>(
      request,
      'select inquiry_id, status, notes, phone, shipping_address from inquiries where customer_name = $1',
      [name],
    );
    expect(row.inquiry_id).toMatch(/^INQ\d{13}$/);
    expect(row.status).toBe('received');
    expect(row.phone).toBe('+919876543210');
    expect(row.shipping_address).toBe('Jaipur');
    const notes = JSON.parse(row.notes);
    expect(notes).toMatchObject({
      occasion: 'bridal',
      preferred_style: ['Lehenga'],
      budget_range: '40k+',
      size: 'M',
      fabric_or_embroidery_prefs: 'Zardozi on velvet',
      notes: 'Deep red with gold',
      source: 'home',
    });
    expect(notes.reference_image_urls).toHaveLength(2);
    for (const url of notes.reference_image_urls as string[]) {
      expect(url).toMatch(/^\/media\/inquiries\/[0-9a-f-]{36}\.(webp|pdf)$/);
      expect(fs.existsSync(path.join(dataDir(), 'uploads', url.replace('/media/', '')))).toBe(true);
      // The shopper's own file is the admin's to see only: the public gets nothing.
      expect((await request.get(url)).status()).toBe(404);
    }
    await expect(page.getByText(row.inquiry_id)).toBeVisible();
    // The form resets after success.
    await expect(form(page).getByLabel('Full name')).toHaveValue('');

    const chat = await popup;
    await chat.waitForURL(/wa\.me/);
    const url = new URL(chat.url());
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      `Hi! I just submitted a custom design inquiry (${row.inquiry_id}). My name is ${name}. I'd love to discuss my look.`,
    );

    await expect.poll(() => readOutbox(since).some((m) => mailText(m.text).includes(row.inquiry_id))).toBe(true);
    const shopMail = readOutbox(since)
      .map((m) => mailText(m.text))
      .find((t) => t.includes(row.inquiry_id) && /^To: hello@aanganboutique\.in/m.test(t));
    expect(shopMail).toContain('Zardozi on velvet');
  });

  test('an HTML file renamed .jpg is refused and the form stays filled', async ({ page, request }) => {
    const name = `Renamed File ${Date.now()}`;
    await page.goto('/inquiry');
    await fillRequired(page, name);
    await form(page).getByLabel('Tell us about your dream look').fill('Keep this text');
    await page.locator('input[type=file]').setInputFiles(fixture('not-an-image.jpg'));
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'could not be uploaded: Only JPG, PNG and PDF files are allowed.' }),
    ).toBeVisible();
    await expect(form(page).getByLabel('Full name')).toHaveValue(name);
    await expect(form(page).getByLabel('Tell us about your dream look')).toHaveValue('Keep this text');
    await expect(page.getByRole('checkbox', { name: 'Lehenga' })).toBeChecked();
    expect(await sql(request, 'select inquiry_id from inquiries where customer_name = $1', [name])).toHaveLength(0);
    await expectNoA11yViolations(page);
  });

  test('files of other kinds or over 10 MB are skipped in the browser with the shop message', async ({ page }) => {
    await page.goto('/inquiry');
    await page.locator('input[type=file]').setInputFiles([
      { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) },
      { name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      { name: 'look.png', mimeType: 'image/png', buffer: fs.readFileSync(fixture('reference-look.png')) },
    ]);
    await expect(
      page.locator('p').filter({ hasText: 'Some files were skipped. Only JPG, PNG, PDF files under 10MB are allowed.' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen reference files' }).getByRole('listitem')).toHaveCount(1);
  });

  test('a large upload shows its progress', async ({ page, context, request }) => {
    await stubWhatsapp(context);
    const name = `Progress ${Date.now()}`;
    await page.goto('/inquiry');
    await fillRequired(page, name);
    // A real PDF padded to 6 MB, sent over a throttled connection so the bar is on screen for a while.
    const pdf = Buffer.concat([fs.readFileSync(fixture('measurements.pdf')), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    await page.locator('input[type=file]').setInputFiles({ name: 'lookbook.pdf', mimeType: 'application/pdf', buffer: pdf });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 3 * 1024 * 1024,
    });
    await page.getByRole('button', { name: 'Submit Inquiry' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Uploading lookbook.pdf' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Inquiry submitted successfully!' })).toBeVisible({ timeout: 20_000 });
    expect(await sql(request, 'select inquiry_id from inquiries where customer_name = $1', [name])).toHaveLength(1);
  });
});
