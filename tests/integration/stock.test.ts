import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

// Paying a quote takes its catalogue pieces off the stock in the same transaction; cancelling puts
// them back; paying beyond the stock warns the owner and notes it on the enquiry, never going below 0.
setupTestDatabase();

const actor = { id: 'admin-stock', email: 'owner@test.shop' };
let n = 0;

async function load() {
  const quotes = await import('../../app/server/data/quotes.server.ts');
  const page = await import('../../app/server/data/enquiry-page.server.ts');
  const inbox = await import('../../app/server/actions/inbox-actions.server.ts');
  const { quoteAdminAction } = await import('../../app/server/actions/quote-actions.server.ts');
  const { quoteFormSchema } = await import('../../app/lib/schemas/quote.ts');
  const { indiaDay } = await import('../../app/lib/dates.ts');
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  return { ...quotes, ...page, ...inbox, quoteAdminAction, quoteFormSchema, indiaDay, db, schema };
}

async function product(stock: number | null) {
  const { db, schema } = await load();
  const id = `SKUSTOCK${Date.now()}${n++}`;
  await db()
    .insert(schema.products)
    .values({ id, name: `Stock Kurta ${n}`, price: 2000, category: 'kurtas', stockQuantity: stock });
  return id;
}

const stockOf = async (id: string) => {
  const { db, schema } = await load();
  const [row] = await db().select({ stock: schema.products.stockQuantity }).from(schema.products).where(eq(schema.products.id, id));
  return row.stock;
};

/** A cart enquiry whose quote (one line per piece, started from the catalogue) the shopper accepted. */
async function acceptedEnquiry(pieces: { sku: string; quantity: number }[]) {
  const { db, schema, quoteFormSchema, sendQuote, acceptQuote, indiaDay } = await load();
  const [row] = await db()
    .insert(schema.userEnquiries)
    .values({
      customerName: 'Meera',
      items: pieces.map((p) => ({ sku: p.sku, name: 'Stock Kurta', price: 2000, selectedSize: 'M', quantity: p.quantity })),
    })
    .returning();
  const ref = { kind: 'cart' as const, id: row.id };
  const input = quoteFormSchema.parse({
    items: pieces.map((p) => ({
      label: 'Stock Kurta, size M',
      amount: String(2000 * p.quantity),
      sku: p.sku,
      size: 'M',
      quantity: String(p.quantity),
    })),
    stitching: '',
    discount: '',
    shipping: 'standard',
    validUntil: indiaDay(7),
    message: '',
  });
  const sent = await sendQuote(actor, ref, input);
  if (!sent.ok) throw new Error(sent.reason);
  const accepted = await acceptQuote(ref, { quoteId: sent.quote.id, total: sent.quote.total }, null);
  if (!accepted.ok) throw new Error(accepted.reason);
  return ref;
}

const markPaidForm = (ref: { kind: string; id: string }) => {
  const form = new FormData();
  form.set('intent', 'mark-paid');
  form.set('kind', ref.kind);
  form.set('id', ref.id);
  return form;
};

describe('stock after payment', () => {
  it('takes the paid pieces off the stock once, and cancelling puts them back', async () => {
    const { markPaid, updateEnquiry } = await load();
    const kurta = await product(5);
    const uncounted = await product(null);
    const ref = await acceptedEnquiry([
      { sku: kurta, quantity: 2 },
      { sku: uncounted, quantity: 1 },
    ]);
    const paid = await markPaid(actor, ref);
    expect(paid.ok && paid.shorts).toEqual([]);
    expect(await stockOf(kurta)).toBe(3);
    expect(await stockOf(uncounted)).toBeNull();
    // A second Mark as Paid changes nothing.
    await markPaid(actor, ref);
    expect(await stockOf(kurta)).toBe(3);

    expect(await updateEnquiry(actor, { ...ref, status: 'cancelled', internalNotes: '' })).toEqual({ shorts: [] });
    expect(await stockOf(kurta)).toBe(5);
    // Cancelled twice (or saved again while cancelled): put back once only.
    await updateEnquiry(actor, { ...ref, status: 'cancelled', internalNotes: 'still cancelled' });
    expect(await stockOf(kurta)).toBe(5);

    // Reopened: the payment stands, so its pieces come off again (once), and a second cancel returns them.
    expect(await updateEnquiry(actor, { ...ref, status: 'in_progress', internalNotes: '' })).toEqual({ shorts: [] });
    expect(await stockOf(kurta)).toBe(3);
    await updateEnquiry(actor, { ...ref, status: 'qc_done', internalNotes: '' });
    expect(await stockOf(kurta)).toBe(3);
    await updateEnquiry(actor, { ...ref, status: 'cancelled', internalNotes: '' });
    expect(await stockOf(kurta)).toBe(5);
  });

  it('reopening when the pieces were sold meanwhile never goes below 0: the owner is warned and it is noted', async () => {
    const { markPaid, updateEnquiry, enquiryUpdateAction, db, schema } = await load();
    const kurta = await product(2);
    const ref = await acceptedEnquiry([{ sku: kurta, quantity: 2 }]);
    await markPaid(actor, ref);
    await updateEnquiry(actor, { ...ref, status: 'cancelled', internalNotes: '' });
    // Another shopper buys one of the two while this enquiry is cancelled.
    const other = await acceptedEnquiry([{ sku: kurta, quantity: 1 }]);
    await markPaid(actor, other);
    expect(await stockOf(kurta)).toBe(1);

    const answer = await enquiryUpdateAction(actor, { ...ref, status: 'paid', internalNotes: 'Shopper changed her mind' });
    expect(answer).toMatchObject({ ok: true, message: 'Enquiry updated successfully' });
    expect((answer as { description?: string }).description).toMatch(/Paid for more than the stock held.*2 paid for, 1 was in stock/);
    expect(await stockOf(kurta)).toBe(0);
    const [row] = await db().select().from(schema.userEnquiries).where(eq(schema.userEnquiries.id, ref.id));
    expect(row.status).toBe('paid');
    expect(row.internalNotes).toMatch(
      /^Shopper changed her mind\n.*Reopened beyond the stock: Stock Kurta \d+ \(size M\): 2 paid for, 1 was in stock/,
    );
  });

  it('a reopening and a payment racing for the last piece sell it once', async () => {
    const { markPaid, updateEnquiry } = await load();
    const kurta = await product(1);
    const reopened = await acceptedEnquiry([{ sku: kurta, quantity: 1 }]);
    await markPaid(actor, reopened);
    await updateEnquiry(actor, { ...reopened, status: 'cancelled', internalNotes: '' });
    const paying = await acceptedEnquiry([{ sku: kurta, quantity: 1 }]);
    const [reopen, pay] = await Promise.all([
      updateEnquiry(actor, { ...reopened, status: 'in_progress', internalNotes: '' }),
      markPaid(actor, paying),
    ]);
    expect(await stockOf(kurta)).toBe(0);
    const shortCount = (reopen ? reopen.shorts.length : -1) + (pay.ok ? pay.shorts.length : -1);
    expect(shortCount).toBe(1);
  });

  it('never goes below 0: the owner is warned and the enquiry keeps a note', async () => {
    const { quoteAdminAction, db, schema } = await load();
    const kurta = await product(1);
    const ref = await acceptedEnquiry([{ sku: kurta, quantity: 3 }]);
    const answer = await quoteAdminAction(actor, 'mark-paid', markPaidForm(ref));
    expect(answer).toMatchObject({ ok: true, message: 'Marked as paid' });
    expect((answer as { description?: string }).description).toMatch(/Paid for more than the stock held.*3 paid for, 1 was in stock/);
    expect(await stockOf(kurta)).toBe(0);
    const [row] = await db().select().from(schema.userEnquiries).where(eq(schema.userEnquiries.id, ref.id));
    expect(row.internalNotes).toMatch(/Paid beyond the stock: Stock Kurta \d+ \(size M\): 3 paid for, 1 was in stock/);
    expect(row.status).toBe('paid');
  });

  it('two payments for the last piece at once sell it once', async () => {
    const { markPaid } = await load();
    const kurta = await product(1);
    const [a, b] = await Promise.all([acceptedEnquiry([{ sku: kurta, quantity: 1 }]), acceptedEnquiry([{ sku: kurta, quantity: 1 }])]);
    const results = await Promise.all([markPaid(actor, a), markPaid(actor, b)]);
    expect(await stockOf(kurta)).toBe(0);
    expect(results.map((r) => (r.ok ? r.shorts.length : -1)).sort()).toEqual([0, 1]);
  });
});
