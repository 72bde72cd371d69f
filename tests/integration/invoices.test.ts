import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

// GST invoices against the database (both kinds: TEST_DATABASE_URL runs it on PostgreSQL).
setupTestDatabase();

const actor = { id: 'owner-1', email: 'owner@test.shop' };

async function load() {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const issue = await import('../../app/server/invoices/issue-invoice.server.ts');
  const records = await import('../../app/server/invoices/invoice-records.server.ts');
  const settings = await import('../../app/server/invoices/invoice-settings.server.ts');
  const { markPaid } = await import('../../app/server/data/quotes.server.ts');
  const { invoicesCsv } = await import('../../app/server/invoices/invoice-csv.server.ts');
  const { invoiceSettingsSchema, EMPTY_INVOICE_SETTINGS } = await import('../../app/lib/schemas/invoice-settings.ts');
  return { db, schema, ...issue, ...records, ...settings, markPaid, invoicesCsv, invoiceSettingsSchema, EMPTY_INVOICE_SETTINGS };
}

let gstin = '';
async function useSettings(overrides: { gstin?: string } = {}) {
  const { saveInvoiceSettings, EMPTY_INVOICE_SETTINGS } = await load();
  await saveInvoiceSettings(actor, {
    ...EMPTY_INVOICE_SETTINGS,
    legalName: 'Aangan Boutique LLP',
    address: 'Indiranagar, Bengaluru 560038',
    state: '29',
    prefix: 'AB',
    lut: 'AD290326000123X',
    gstin,
    ...overrides,
  });
}

type Paid = {
  city?: string;
  lines: { kind: 'item' | 'shipping' | 'discount' | 'stitching'; label: string; amount: number }[];
  shipping?: string;
  currency?: string;
  paid?: boolean;
};
let seq = 0;
/** An inquiry with an accepted quote (paid unless told otherwise); returns its ref. */
async function enquiry({ city = 'Bengaluru 560001', lines, shipping = 'standard', currency = 'INR', paid = true }: Paid) {
  const { db, schema } = await load();
  const id = `INQ${1_800_000_000_000 + ++seq}`;
  await db()
    .insert(schema.inquiries)
    .values({ inquiryId: id, customerName: 'Meher Kaur', phone: '9876543210', shippingAddress: city, notes: '{}' });
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const abroad = currency !== 'INR';
  await db()
    .insert(schema.quotes)
    .values({
      enquiryKind: 'inquiry',
      enquiryId: id,
      lines,
      shipping,
      total,
      currency,
      rupeesPerUnit: abroad ? 84.5 : null,
      currencyTotalCents: abroad ? Math.round((total / 84.5) * 100) : null,
      validUntil: new Date(Date.now() + 86_400_000),
      acceptedAt: new Date(),
      paidAt: paid ? new Date() : null,
    });
  return { kind: 'inquiry' as const, id };
}

/** Many paid inquiries at once (two inserts). */
async function manyPaid(n: number) {
  const { db, schema } = await load();
  const ids = Array.from({ length: n }, () => `INQ${1_800_000_000_000 + ++seq}`);
  await db()
    .insert(schema.inquiries)
    .values(
      ids.map((inquiryId) => ({
        inquiryId,
        customerName: 'Meher Kaur',
        phone: '9876543210',
        shippingAddress: 'Bengaluru 560001',
        notes: '{}',
      })),
    );
  const now = new Date();
  const lines = [{ kind: 'item' as const, label: 'Kurta', amount: 1000 }];
  await db()
    .insert(schema.quotes)
    .values(
      ids.map((enquiryId) => ({
        enquiryKind: 'inquiry',
        enquiryId,
        lines,
        shipping: 'standard',
        total: 1000,
        validUntil: now,
        acceptedAt: now,
        paidAt: now,
      })),
    );
  return ids.map((id) => ({ kind: 'inquiry' as const, id }));
}

beforeAll(async () => {
  const { gstinCheckCharacter } = await import('../../app/lib/gstin.ts');
  gstin = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;
  await useSettings();
});

describe('GST invoices', () => {
  it('Mark as Paid issues the invoice in the same transaction: CGST + SGST inside the shop’s state', async () => {
    const { db, schema, markPaid, readInvoice, invoiceFor } = await load();
    const ref = await enquiry({
      lines: [
        { kind: 'item', label: 'Chanderi Kurta', amount: 2100 },
        { kind: 'item', label: 'Silk Lehenga', amount: 5900 },
      ],
      paid: false,
    });
    expect((await markPaid(actor, ref)).ok).toBe(true);
    const summary = await invoiceFor(ref);
    expect(summary?.number).toMatch(/^AB\/\d{4}-\d{2}\/0001$/);
    const invoice = await readInvoice(summary!.id);
    expect(invoice?.supply).toBe('intra');
    expect(invoice?.lines.map((l) => [l.hsn, l.rate, l.taxable, l.cgst, l.sgst])).toEqual([
      ['6204', 5, 200_000, 5_000, 5_000],
      ['6204', 18, 500_000, 45_000, 45_000],
    ]);
    const [row] = await db().select().from(schema.invoices).where(eq(schema.invoices.id, summary!.id));
    expect(row.totalPaise).toBe(800_000);
    expect(row.cgstPaise + row.sgstPaise + row.taxablePaise).toBe(800_000);
  });

  it('IGST for a shopper in another state, shipping shared over the pieces', async () => {
    const { issueInvoice, readInvoice } = await load();
    const ref = await enquiry({
      city: 'Andheri, Mumbai 400053',
      lines: [
        { kind: 'item', label: 'Kurta', amount: 2499 },
        { kind: 'shipping', label: 'Express shipping', amount: 199 },
      ],
    });
    const result = await issueInvoice(actor, ref);
    expect(result.ok).toBe(true);
    const invoice = await readInvoice((result as { id: string }).id);
    expect(invoice?.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    // ₹2,698 a piece is above ₹2,625: 18 %.
    expect(invoice?.lines[0]).toMatchObject({ paise: 269_800, rate: 18, igst: 41_156, cgst: 0, taxable: 228_644 });
    expect(invoice?.shared).toEqual([{ label: 'Express shipping', paise: 19_900 }]);
  });

  it('an export under LUT carries no IGST and keeps the quote’s currency; no GSTIN makes a bill of supply', async () => {
    const { issueInvoice, readInvoice } = await load();
    const abroad = await enquiry({
      lines: [
        { kind: 'item', label: 'Lehenga', amount: 42_000 },
        { kind: 'shipping', label: 'Shipping to North America', amount: 4000 },
      ],
      shipping: 'north-america',
      currency: 'USD',
    });
    const exported = await readInvoice(((await issueInvoice(actor, abroad)) as { id: string }).id);
    expect(exported).toMatchObject({
      supply: 'export',
      totals: { paise: 4_600_000, igst: 0, taxable: 4_600_000 },
      foreign: { currency: 'USD', rupeesPerUnit: 84.5 },
    });
    expect(exported?.seller.lut).toBe('AD290326000123X');

    await useSettings({ gstin: '' });
    const plain = await enquiry({ lines: [{ kind: 'item', label: 'Kurta', amount: 1500 }] });
    const bill = await readInvoice(((await issueInvoice(actor, plain)) as { id: string }).id);
    expect(bill).toMatchObject({ supply: 'supply', totals: { paise: 150_000, cgst: 0, igst: 0 } });
    await useSettings();
  });

  it('refuses a second invoice, an unpaid quote and ₹0, and writes nothing for them', async () => {
    const { db, schema, issueInvoice } = await load();
    const counters = async () => (await db().select().from(schema.invoiceCounters)).map((c) => `${c.series}=${c.last}`).sort();
    const before = await counters();
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(schema.invoices)
      )[0].n;
    const invoices = await count();
    const ref = await enquiry({ lines: [{ kind: 'item', label: 'Kurta', amount: 1500 }] });
    expect((await issueInvoice(actor, ref)).ok).toBe(true);
    expect(await issueInvoice(actor, ref)).toEqual({ ok: false, reason: 'exists' });
    expect(await issueInvoice(actor, await enquiry({ lines: [{ kind: 'item', label: 'Kurta', amount: 1500 }], paid: false }))).toEqual({
      ok: false,
      reason: 'not-paid',
    });
    expect(await issueInvoice(actor, await enquiry({ lines: [{ kind: 'item', label: 'Gift', amount: 0 }] }))).toEqual({
      ok: false,
      reason: 'zero',
    });
    expect(await issueInvoice(actor, { kind: 'inquiry', id: 'INQ1' })).toEqual({ ok: false, reason: 'missing' });
    expect(await count()).toBe(invoices + 1);
    const after = await counters();
    expect(after.filter((c) => !before.includes(c))).toHaveLength(1); // one number taken, for the one invoice
  });

  it('a credit note cancels an invoice once, and there is none for a missing invoice', async () => {
    const { issueInvoice, cancelInvoice, readInvoice } = await load();
    const ref = await enquiry({ lines: [{ kind: 'item', label: 'Kurta', amount: 1800 }] });
    const { id } = (await issueInvoice(actor, ref)) as { id: string };
    expect(await cancelInvoice(actor, '00000000-0000-4000-8000-000000000000', 'Returned')).toEqual({ ok: false, reason: 'missing' });
    const note = await cancelInvoice(actor, id, 'Returned unworn');
    expect(note).toMatchObject({ ok: true, number: expect.stringMatching(/^CN\/\d{4}-\d{2}\/0001$/) });
    expect(await cancelInvoice(actor, id, 'Again')).toEqual({ ok: false, reason: 'cancelled' });
    expect((await readInvoice(id))?.creditNote?.reason).toBe('Returned unworn');
  });

  it('after a credit note the owner issues a fresh invoice with the next number; the old one and its note stay', async () => {
    const { issueInvoice, cancelInvoice, readInvoice, invoiceFor, db, schema } = await load();
    const ref = await enquiry({ lines: [{ kind: 'item', label: 'Kurta', amount: 1200 }] });
    const first = (await issueInvoice(actor, ref)) as { id: string; number: string };
    expect(await issueInvoice(actor, ref)).toEqual({ ok: false, reason: 'exists' });
    await cancelInvoice(actor, first.id, 'Wrong state of supply');
    const second = await issueInvoice(actor, ref, { buyerState: '27' });
    expect(second).toMatchObject({ ok: true, number: expect.stringMatching(/^AB\/\d{4}-\d{2}\/\d{4}$/) });
    const { id, number } = second as { id: string; number: string };
    // The next number of the series: nothing else is issued in this test file meanwhile.
    expect(Number(number.split('/')[2])).toBe(Number(first.number.split('/')[2]) + 1);
    // While the fresh one is live, still no other.
    expect(await issueInvoice(actor, ref)).toEqual({ ok: false, reason: 'exists' });
    expect((await readInvoice(first.id))?.creditNote?.reason).toBe('Wrong state of supply');
    expect((await readInvoice(id))?.creditNote).toBeNull();
    expect(await invoiceFor(ref)).toMatchObject({ id, number, cancelledBy: null });
    const rows = await db().select({ number: schema.invoices.number }).from(schema.invoices).where(eq(schema.invoices.enquiryId, ref.id));
    expect(rows.map((r) => r.number).sort()).toEqual([first.number, number].sort());
  });

  it('numbers start again at 0001 at midnight India time on 1 April', async () => {
    const { issueInvoice, readInvoice } = await load();
    const last = new Date('2027-03-31T18:29:59.999Z');
    const first = new Date('2027-03-31T18:30:00.000Z');
    const a = (await issueInvoice(actor, await enquiry({ lines: [{ kind: 'item', label: 'Kurta', amount: 1000 }] }), { now: last })) as {
      number: string;
    };
    const b = (await issueInvoice(actor, await enquiry({ lines: [{ kind: 'item', label: 'Kurta', amount: 1000 }] }), { now: first })) as {
      id: string;
      number: string;
    };
    expect(a.number).toMatch(/^AB\/2026-27\/\d{4}$/);
    expect(b.number).toBe('AB/2027-28/0001');
    expect((await readInvoice(b.id))?.issuedAt).toBe(first.toISOString());
  });

  it('refuses an invalid GSTIN in the settings', async () => {
    const { invoiceSettingsSchema, EMPTY_INVOICE_SETTINGS } = await load();
    const form = { ...EMPTY_INVOICE_SETTINGS, legalName: 'A', address: 'B', state: '29', prefix: 'AB' };
    const bad = invoiceSettingsSchema.safeParse({ ...form, gstin: `${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}` });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toMatch(/does not match/);
    expect(invoiceSettingsSchema.safeParse({ ...form, gstin: '27AAPFU0939F1ZV' }).error?.issues[0].message).toMatch(
      /state code does not match/,
    );
    expect(invoiceSettingsSchema.safeParse({ ...form, gstin }).success).toBe(true);
  });

  // PostgreSQL runs them side by side on its pool; the embedded database one after the other, so fewer there.
  const many = process.env.TEST_DATABASE_URL ? 200 : 50;
  it(`${many} invoices issued at once get ${many} distinct numbers with no gap; the month exports to CSV`, async () => {
    const { issueInvoice, monthOfInvoices, invoicesCsv } = await load();
    const refs = await manyPaid(many);
    // Twenty at a time, as requests would arrive: the pool's ten connections give up after 3 s of waiting.
    const results: Awaited<ReturnType<typeof issueInvoice>>[] = [];
    const queue = [...refs];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let ref = queue.shift(); ref; ref = queue.shift()) results.push(await issueInvoice(actor, ref));
      }),
    );
    const numbers = results.map((r) => (r as { number: string }).number);
    const sequences = numbers.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(many);
    expect(sequences.at(-1)! - sequences[0]).toBe(many - 1);
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const csv = invoicesCsv(await monthOfInvoices(month));
    expect(csv.split('\r\n')[0]).toBe(
      'Number,Date,Type,Against invoice,Buyer GSTIN,Place of supply,Taxable 0%,CGST 0%,SGST 0%,IGST 0%,Taxable 5%,CGST 5%,SGST 5%,IGST 5%,Taxable 18%,CGST 18%,SGST 18%,IGST 18%,Total',
    );
    expect(csv).toContain('Credit note');
    expect(csv).toMatch(
      /AB\/\d{4}-\d{2}\/0001,\d{4}-\d{2}-\d{2},Tax invoice,,,29-Karnataka,,,,,2000\.00,50\.00,50\.00,0\.00,5000\.00,450\.00,450\.00,0\.00,8000\.00/,
    );
  }, 120_000);

  it('a guest reaches her invoice through her enquiry’s private link, and no other token does', async () => {
    const { markPaid, invoiceFor } = await load();
    const ref = await enquiry({ lines: [{ kind: 'item', label: 'Chanderi Kurta', amount: 2100 }], paid: false });
    expect((await markPaid(actor, ref)).ok).toBe(true);
    const { issueToken } = await import('../../app/server/data/enquiry-records.server.ts');
    const token = await issueToken(ref);
    const pdfRoute = await import('../../app/routes/enquiry-token-invoice.ts');
    const pageRoute = await import('../../app/routes/enquiry-token.tsx');
    const args = (t: string) => ({ params: { token: t }, request: new Request(`http://localhost/enquiries/t/${t}`), context: {} }) as never;

    const page = await pageRoute.loader(args(token));
    expect(page.invoice).toEqual(
      expect.objectContaining({ number: (await invoiceFor(ref))!.number, href: `/enquiries/t/${token}/invoice.pdf` }),
    );
    const sheetRoute = await import('../../app/routes/enquiry-token-invoice-page.tsx');
    expect(await sheetRoute.loader(args(token))).toMatchObject({
      invoice: { number: (await invoiceFor(ref))!.number, creditNote: null },
      pdfHref: `/enquiries/t/${token}/invoice.pdf`,
    });
    const pdf = await pdfRoute.loader(args(token));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const refused = await pdfRoute.loader(args('AAAAAAAAAAAAAAAAAAAAAA')).catch((error: { init?: { status?: number } }) => error);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(404);
  });
});
