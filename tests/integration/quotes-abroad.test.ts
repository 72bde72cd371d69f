import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_EURO_RATES } from '../fake-ecb.ts';
import { setupTestDatabase } from '../test-database.ts';

// Quotes to shoppers abroad: issued in her currency at a rate frozen in the quote, shipped in a zone,
// paid by the shop's payment link or a bank transfer, never by UPI.

setupTestDatabase();
process.env.UPI_ID = 'aangan.boutique@okhdfcbank';

const actor = { id: 'admin-32', email: 'owner@test.shop' };
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const USD_RATE = TEST_EURO_RATES.INR / TEST_EURO_RATES.USD;

async function load() {
  const quotes = await import('../../app/server/data/quotes.server.ts');
  const page = await import('../../app/server/data/enquiry-page.server.ts');
  const rates = await import('../../app/server/data/exchange-rates.server.ts');
  const bank = await import('../../app/server/data/bank-details.server.ts');
  const zones = await import('../../app/server/data/shipping-zones.server.ts');
  const { quoteFormSchema } = await import('../../app/lib/schemas/quote.ts');
  const { fieldErrors } = await import('../../app/lib/schemas/common.ts');
  const { indiaDay } = await import('../../app/lib/dates.ts');
  const { quoteAdminAction } = await import('../../app/server/actions/quote-actions.server.ts');
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  return { ...quotes, ...page, ...rates, ...bank, ...zones, quoteFormSchema, fieldErrors, indiaDay, quoteAdminAction, db, schema };
}

async function inquiryFromNewJersey(email = 'priya@example.com') {
  const { db, schema } = await load();
  const id = `INQ${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  await db().insert(schema.inquiries).values({
    inquiryId: id,
    customerName: 'Priya Shah',
    customerEmail: email,
    phone: '+12015550147',
    shippingAddress: 'New Jersey',
    country: 'US',
    notes: '{}',
  });
  return { kind: 'inquiry' as const, id };
}

const usdForm = (overrides: Record<string, unknown> = {}) => ({
  items: [{ label: 'Bridal lehenga, made to measure', amount: '1,20,000' }],
  stitching: '2,500',
  discount: '',
  shipTo: 'north-america',
  shippingAmount: '4,000',
  currency: 'USD',
  rate: '',
  paymentMethod: 'link',
  paymentLink: 'https://www.paypal.com/ncp/payment/AANGAN32',
  validUntil: '',
  message: 'Ready in five weeks.',
  ...overrides,
});

async function send(ref: { kind: 'inquiry'; id: string }, overrides: Record<string, unknown> = {}) {
  const { quoteFormSchema, sendQuote, indiaDay } = await load();
  const input = quoteFormSchema.parse(usdForm({ validUntil: indiaDay(10), ...overrides }));
  return sendQuote(actor, ref, input);
}

/** A mail of the outbox as text: quoted-printable decoded back to UTF-8. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

function outboxMail(to: string, includes: string) {
  const outbox = path.join(process.env.DATA_DIR!, 'outbox');
  return fs
    .readdirSync(outbox)
    .map((f) => decoded(fs.readFileSync(path.join(outbox, f), 'latin1')))
    .find((m) => m.includes(`To: ${to}`) && m.includes(includes));
}

describe('quotes across borders', () => {
  it('a USD quote freezes the rate, keeps its exact total in cents as an integer, and ships to North America', async () => {
    const { storeRates, setRateOverride, getEnquiryPage, db, schema } = await load();
    await storeRates({ date: today(), perEuro: TEST_EURO_RATES });
    const ref = await inquiryFromNewJersey();
    const result = await send(ref);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [row] = await db().select().from(schema.quotes).where(eq(schema.quotes.id, result.quote.id));
    expect(row.currency).toBe('USD');
    expect(row.rupeesPerUnit).toBe(USD_RATE);
    expect(row.shipping).toBe('north-america');
    expect(row.lines.at(-1)).toEqual({ kind: 'shipping', label: 'Shipping to North America (10-14 business days)', amount: 4000 });
    // Rupees stay the record: 1,20,000 + 2,500 + 4,000.
    expect(row.total).toBe(126500);
    // Line by line to cents at ₹83.20: 144230.77 → 144231, 3004.81 → 3005, 4807.69 → 4808.
    expect(row.currencyTotalCents).toBe(144231 + 3005 + 4808);
    expect(Number.isInteger(row.currencyTotalCents)).toBe(true);
    expect([row.paymentMethod, row.paymentLink, row.bankDetails]).toEqual(['link', 'https://www.paypal.com/ncp/payment/AANGAN32', null]);

    // The rate moves afterwards: the quote does not.
    await setRateOverride(actor, 'USD', 90);
    const page = (await getEnquiryPage(ref))!;
    expect(page.quote?.money).toEqual({ currency: 'USD', rupeesPerUnit: USD_RATE, totalCents: 152044 });
    expect(page.quote?.abroad).toBe(true);
    expect(page.timeline.find((t) => t.type === 'quote')?.quote?.money?.totalCents).toBe(152044);
    await setRateOverride(actor, 'USD', null);

    const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, ref.id));
    expect(audit.map((a) => a.summary)).toEqual(['Sent a quote of ₹1,26,500 (US$1,520.44 at US$1 = ₹83.20)']);
  });

  it('after acceptance the page offers the payment link, not UPI; Mark as Paid works as for rupees; the mails say the amount in dollars', async () => {
    const { storeRates, acceptQuote, markPaid, getEnquiryPage, quoteAdminAction, db, schema } = await load();
    await storeRates({ date: today(), perEuro: TEST_EURO_RATES });
    const email = `nj-${Date.now()}@example.com`;
    const ref = await inquiryFromNewJersey(email);
    const form = new FormData();
    const values = usdForm({ validUntil: (await load()).indiaDay(10) });
    for (const [k, v] of Object.entries(values)) if (k !== 'items') form.set(k, String(v));
    form.append('itemLabel', 'Bridal lehenga, made to measure');
    form.append('itemAmount', '1,20,000');
    form.set('kind', ref.kind);
    form.set('id', ref.id);
    form.set('rate', String(USD_RATE));
    expect(await quoteAdminAction(actor, 'quote', form)).toMatchObject({ ok: true });

    const mail = outboxMail(email, 'We have prepared a quote')!;
    expect(mail).toContain('Total: US$1,520.44');
    expect(mail).toContain('That is ₹1,26,500 at US$1 = ₹83.20, the rate fixed in this quote.');
    expect(mail).toContain('import duties and taxes of your country are not included');
    expect(mail).toContain('Once you accept it, pay US$1,520.44 with our payment link: https://www.paypal.com/ncp/payment/AANGAN32');

    const quote = (await getEnquiryPage(ref))!.quote!;
    expect((await acceptQuote(ref, { quoteId: quote.id, total: quote.total }, null)).ok).toBe(true);
    const page = (await getEnquiryPage(ref))!;
    expect(page.payment).toBeNull();
    expect(page.quote?.payAbroad).toEqual({ method: 'link', link: 'https://www.paypal.com/ncp/payment/AANGAN32' });
    expect((await markPaid(actor, ref)).ok).toBe(true);
    const [inquiry] = await db().select().from(schema.inquiries).where(eq(schema.inquiries.inquiryId, ref.id));
    expect(inquiry.status).toBe('paid');
  });

  it('a bank transfer carries a copy of the shop’s details; none set is refused with a message', async () => {
    const { storeRates, saveBankDetails, getEnquiryPage, db, schema } = await load();
    await storeRates({ date: today(), perEuro: TEST_EURO_RATES });
    const ref = await inquiryFromNewJersey();
    await saveBankDetails(actor, '');
    expect(await send(ref, { paymentMethod: 'bank', paymentLink: '' })).toEqual({
      ok: false,
      reason: 'terms',
      field: 'paymentMethod',
      message: 'The shop has no bank-transfer details yet: add them under Currencies and shipping, or use a payment link',
    });
    expect(await db().select().from(schema.quotes).where(eq(schema.quotes.enquiryId, ref.id))).toHaveLength(0);
    const details = 'Aangan Boutique\nIBAN GB33BUKB20201555555555\nSWIFT HDFCINBB';
    await saveBankDetails(actor, details);
    const sent = await send(ref, { paymentMethod: 'bank', paymentLink: '' });
    expect(sent.ok).toBe(true);
    await saveBankDetails(actor, 'Changed later');
    expect((await getEnquiryPage(ref))!.quote?.payAbroad).toEqual({ method: 'bank', details });
  });

  it('refuses an unknown currency, a link that is not https, a missing zone, and a rate that is old or has moved', async () => {
    const { quoteFormSchema, fieldErrors, indiaDay, storeRates, db, schema } = await load();
    const errorsOf = (overrides: Record<string, unknown>) => {
      const parsed = quoteFormSchema.safeParse(usdForm({ validUntil: indiaDay(10), ...overrides }));
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(errorsOf({ currency: 'JPY' }).currency).toMatch(/^Unknown currency: choose Indian rupee, US dollar/);
    expect(errorsOf({ paymentLink: 'http://paypal.me/aangan' }).paymentLink).toBe(
      'The payment link must be an https:// address (a PayPal, Stripe or Razorpay payment link)',
    );
    expect(errorsOf({ paymentLink: 'javascript:alert(1)' }).paymentLink).toMatch(/https/);
    expect(errorsOf({ shipTo: '' }).shipTo).toBe('Please choose where the quote ships to: one of the shipping zones');
    expect(errorsOf({ shipTo: 'moon' }).shipTo).toBe('Please choose where the quote ships to: one of the shipping zones');
    expect(errorsOf({ shippingAmount: '' }).shippingAmount).toBe('Please enter a shipping price in whole rupees, such as 4,000');
    expect(errorsOf({ paymentMethod: undefined }).paymentMethod).toMatch(/payment link or a bank transfer/);
    // In rupees no way to pay abroad is asked for.
    expect(errorsOf({ currency: 'INR', paymentMethod: undefined, paymentLink: '' })).toEqual({});

    const ref = await inquiryFromNewJersey();
    await storeRates({ date: today(), perEuro: TEST_EURO_RATES });
    expect(await send(ref, { rate: '80' })).toMatchObject({
      ok: false,
      field: 'currency',
      message: expect.stringMatching(/^The rate changed/),
    });
    // Rates eight days old: no quote in that currency (the shop's rates table holds the newest file only).
    await db().delete(schema.exchangeRates);
    await storeRates({ date: daysAgo(8), perEuro: TEST_EURO_RATES });
    expect(await send(ref)).toMatchObject({ ok: false, field: 'currency', message: expect.stringMatching(/no rate from the last 7 days/) });
    expect(await db().select().from(schema.quotes).where(eq(schema.quotes.enquiryId, ref.id))).toHaveLength(0);
    await storeRates({ date: today(), perEuro: TEST_EURO_RATES });
  });

  it('a quote past 2³¹ rupees and cents is stored whole and counted on the dashboard (money columns are bigint)', async () => {
    const { storeRates, openQuotes, db, schema } = await load();
    const { linesInCents } = await import('../../app/lib/quote.ts');
    await storeRates({ date: today(), perEuro: TEST_EURO_RATES });
    const before = await openQuotes();
    const ref = await inquiryFromNewJersey();
    const big = { label: 'Trousseau, forty pieces', amount: '99,99,99,999' };
    const result = await send(ref, { items: [big, big, big], stitching: '', currency: 'CAD' });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [row] = await db().select().from(schema.quotes).where(eq(schema.quotes.id, result.quote.id));
    expect(row.total).toBe(3 * 999_999_999 + 4000);
    expect(row.currencyTotalCents).toBe(linesInCents(row.lines, row.rupeesPerUnit!).total);
    expect(row.currencyTotalCents).toBeGreaterThan(2 ** 31);
    expect(await openQuotes()).toEqual({ count: before.count + 1, value: before.value + row.total });
  });

  it('a cart enquiry takes its country from the shopper’s profile, so Send Quote starts at her zone', async () => {
    const { db, schema } = await load();
    const { listInbox } = await import('../../app/server/data/admin-enquiries.server.ts');
    const { zoneForCountry } = await import('../../app/lib/shipping-zones.ts');
    await db().insert(schema.user).values({ id: 'shopper-london', name: 'Meera', email: 'meera-london@example.com' });
    await db().insert(schema.profiles).values({ id: 'shopper-london', country: 'GB' });
    const [cart] = await db()
      .insert(schema.userEnquiries)
      .values({ userId: 'shopper-london', customerName: 'Meera', customerEmail: 'meera-london@example.com', items: [] })
      .returning();
    const [guest] = await db().insert(schema.userEnquiries).values({ customerName: 'Guest', items: [] }).returning();
    const entries = await listInbox({ kind: 'cart' });
    const mine = entries.find((e) => e.id === cart.id)!;
    expect([mine.countryCode, mine.country, zoneForCountry(mine.countryCode)]).toEqual(['GB', 'United Kingdom', 'uk-europe']);
    expect(entries.find((e) => e.id === guest.id)?.countryCode).toBeNull();
  });

  it('a quote in rupees within India is as before: no rate, Standard shipping, the UPI link', async () => {
    const { acceptQuote, getEnquiryPage, db, schema } = await load();
    const ref = await inquiryFromNewJersey();
    const result = await send(ref, {
      currency: 'INR',
      shipTo: 'india',
      shipping: 'express',
      shippingAmount: '',
      paymentMethod: undefined,
      paymentLink: '',
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [row] = await db().select().from(schema.quotes).where(eq(schema.quotes.id, result.quote.id));
    expect([row.currency, row.rupeesPerUnit, row.currencyTotalCents, row.paymentMethod, row.shipping, row.total]).toEqual([
      'INR',
      null,
      null,
      null,
      'express',
      120000 + 2500 + 199,
    ]);
    await acceptQuote(ref, { quoteId: row.id, total: row.total }, null);
    const page = (await getEnquiryPage(ref))!;
    expect(page.quote?.money).toBeNull();
    expect(page.quote?.abroad).toBe(false);
    expect(page.payment?.link).toMatch(/^upi:\/\/pay\?.*am=122699\.00&cu=INR/);
  });
});
