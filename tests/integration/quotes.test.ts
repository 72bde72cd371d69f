import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();
process.env.UPI_ID = 'aangan.boutique@okhdfcbank';

const actor = { id: 'admin-14', email: 'owner@test.shop' };

async function load() {
  const quotes = await import('../../app/server/data/quotes.server.ts');
  const page = await import('../../app/server/data/enquiry-page.server.ts');
  const records = await import('../../app/server/data/enquiry-records.server.ts');
  const admin = await import('../../app/server/actions/inbox-actions.server.ts');
  const { quoteFormSchema } = await import('../../app/lib/schemas/quote.ts');
  const { indiaDay } = await import('../../app/lib/dates.ts');
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  return { ...quotes, ...page, ...records, ...admin, quoteFormSchema, indiaDay, db, schema };
}

async function cartEnquiry(email = 'asha@example.com') {
  const { db, schema } = await load();
  const [row] = await db()
    .insert(schema.userEnquiries)
    .values({
      customerName: 'Asha',
      customerEmail: email,
      items: [{ sku: 'SKU1', name: 'Silk Saree', price: 4999, selectedSize: 'M', quantity: 1 }],
    })
    .returning();
  return { kind: 'cart' as const, id: row.id };
}

async function quote(ref: { kind: 'cart'; id: string }, overrides: Record<string, unknown> = {}) {
  const { quoteFormSchema, sendQuote, indiaDay } = await load();
  const input = quoteFormSchema.parse({
    items: [{ label: 'Silk Saree, size M', amount: '1,24,801' }],
    stitching: '1,000',
    discount: '',
    shipping: 'express',
    validUntil: indiaDay(7),
    message: 'Blouse stitching included.',
    ...overrides,
  });
  const result = await sendQuote(actor, ref, input);
  if (!result.ok) throw new Error(result.reason);
  return result.quote;
}

describe('quotes', () => {
  it('adds the total up on the server, sets Quoted, audits, and a new quote replaces the old one', async () => {
    const { db, schema, getEnquiryPage } = await load();
    const ref = await cartEnquiry();
    const first = await quote(ref);
    expect(first.total).toBe(124801 + 1000 + 199);
    const second = await quote(ref, { discount: '2,000', shipping: 'standard' });
    expect(second.total).toBe(124801 + 1000 - 2000);
    const [enquiry] = await db().select().from(schema.userEnquiries).where(eq(schema.userEnquiries.id, ref.id));
    expect(enquiry.status).toBe('quoted');
    const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, ref.id));
    expect(audit.map((a) => a.summary)).toEqual(['Sent a quote of ₹1,26,000', 'Sent a quote of ₹1,23,801 replacing the earlier one']);
    const page = (await getEnquiryPage(ref))!;
    expect(page.quote?.id).toBe(second.id);
    expect(page.timeline.filter((t) => t.type === 'quote').map((t) => [t.quote?.total, t.quote?.replaced])).toEqual([
      [126000, true],
      [123801, false],
    ]);
  });

  it('refuses a forged total, a second acceptance, a replaced quote and a quote of another enquiry', async () => {
    const { acceptQuote, db, schema } = await load();
    const ref = await cartEnquiry();
    const other = await cartEnquiry('other@example.com');
    const old = await quote(ref);
    const current = await quote(ref);
    const foreign = await quote(other);
    expect(await acceptQuote(ref, { quoteId: current.id, total: 1 }, null)).toEqual({ ok: false, reason: 'changed' });
    expect(await acceptQuote(ref, { quoteId: old.id, total: old.total }, null)).toEqual({ ok: false, reason: 'replaced' });
    expect(await acceptQuote(ref, { quoteId: foreign.id, total: foreign.total }, null)).toEqual({ ok: false, reason: 'missing' });
    expect((await acceptQuote(ref, { quoteId: current.id, total: current.total }, null)).ok).toBe(true);
    expect(await acceptQuote(ref, { quoteId: current.id, total: current.total }, null)).toEqual({ ok: false, reason: 'already' });
    const [stored] = await db().select().from(schema.quotes).where(eq(schema.quotes.id, current.id));
    expect(stored.total).toBe(126000);
    const [otherQuote] = await db().select().from(schema.quotes).where(eq(schema.quotes.id, foreign.id));
    expect(otherQuote.acceptedAt).toBeNull();
    const events = await db().select().from(schema.funnelEvents).where(eq(schema.funnelEvents.eventType, 'quote_accepted'));
    expect(events).toHaveLength(1);
  });

  it('an expired quote cannot be accepted', async () => {
    const { acceptQuote, db, schema, getEnquiryPage } = await load();
    const ref = await cartEnquiry();
    const q = await quote(ref);
    await db()
      .update(schema.quotes)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(schema.quotes.id, q.id));
    expect(await acceptQuote(ref, { quoteId: q.id, total: q.total }, null)).toEqual({ ok: false, reason: 'expired' });
    expect((await getEnquiryPage(ref))!.quote?.expired).toBe(true);
  });

  it('after acceptance: the UPI link carries the exact total, the claim is stored, Mark as Paid sets Paid', async () => {
    const { acceptQuote, claimPayment, markPaid, getEnquiryPage, db, schema } = await load();
    const ref = await cartEnquiry();
    const q = await quote(ref);
    expect(await claimPayment(ref, { quoteId: q.id, utr: '123456789012' })).toEqual({ ok: false, reason: 'not-accepted' });
    expect(await markPaid(actor, ref)).toEqual({ ok: false, reason: 'not-accepted' });
    expect((await getEnquiryPage(ref))!.statusLabel).toBe('Quoted');
    await acceptQuote(ref, { quoteId: q.id, total: q.total }, null);
    const page = (await getEnquiryPage(ref))!;
    // The page's header says where she is, not the shop's step before it.
    expect(page.statusLabel).toBe('Quote accepted');
    expect(page.payment?.link).toBe(
      `upi://pay?pa=aangan.boutique@okhdfcbank&pn=Aangan%20Boutique&am=126000.00&cu=INR&tn=Enquiry%20%23${ref.id.slice(0, 8)}`,
    );
    expect(page.payment?.qrSvg).toMatch(/^<svg/);
    expect((await claimPayment(ref, { quoteId: q.id, utr: '123456789012' })).ok).toBe(true);
    expect((await getEnquiryPage(ref))!.statusLabel).toBe('Payment sent');
    expect((await markPaid(actor, ref)).ok).toBe(true);
    const [enquiry] = await db().select().from(schema.userEnquiries).where(eq(schema.userEnquiries.id, ref.id));
    expect(enquiry.status).toBe('paid');
    const after = (await getEnquiryPage(ref))!;
    expect(after.statusLabel).toBe('Paid');
    expect(after.payment).toBeNull();
    expect(after.timeline.map((t) => t.type)).toEqual(['submitted', 'quote', 'accepted', 'payment_claimed', 'paid']);
    expect(after.timeline[3].message).toBe('UTR 123456789012');
  });

  it('the account page’s list of past enquiries says where she stands, as the enquiry page does', async () => {
    const { acceptQuote, claimPayment, markPaid, db, schema } = await load();
    const { listUserEnquiries } = await import('../../app/server/data/profile.server.ts');
    await db().insert(schema.user).values({ id: 'shopper-list', name: 'Asha', email: 'asha-list@example.com' });
    const ref = await cartEnquiry('asha-list@example.com');
    await db().update(schema.userEnquiries).set({ userId: 'shopper-list' }).where(eq(schema.userEnquiries.id, ref.id));
    const label = async () => (await listUserEnquiries('shopper-list')).find((e) => e.id === ref.id)?.statusLabel;
    expect(await label()).toBe('Pending');
    const q = await quote(ref);
    expect(await label()).toBe('Quoted');
    await acceptQuote(ref, { quoteId: q.id, total: q.total }, null);
    expect(await label()).toBe('Quote accepted');
    await claimPayment(ref, { quoteId: q.id, utr: '123456789012' });
    expect(await label()).toBe('Payment sent');
    await markPaid(actor, ref);
    expect(await label()).toBe('Paid');
  });

  it('status changes show the message to the customer, never the internal notes, and mail it with the link', async () => {
    const { updateEnquiry, getEnquiryPage } = await load();
    const ref = await cartEnquiry('meera@example.com');
    await updateEnquiry(actor, {
      ...ref,
      status: 'in_progress',
      internalNotes: 'Karigar is slow this week',
      customerMessage: 'Your saree is on the loom.',
    });
    const page = (await getEnquiryPage(ref))!;
    expect(page.timeline.at(-1)).toMatchObject({ type: 'status', statusLabel: 'In Progress', message: 'Your saree is on the loom.' });
    expect(JSON.stringify(page)).not.toContain('Karigar');
    const outbox = path.join(process.env.DATA_DIR!, 'outbox');
    const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    const mail = mails.find((m) => m.includes('To: meera@example.com'))!;
    expect(mail).toContain('Your saree is on the loom.');
    expect(mail).not.toContain('Karigar');
  });

  it('a private link opens its own enquiry only; tokens are stored hashed', async () => {
    const { issueToken, findByToken, db, schema } = await load();
    const ref = await cartEnquiry();
    const token = await issueToken(ref);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await findByToken(token)).toEqual(ref);
    expect(await findByToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    const rows = await db().select().from(schema.enquiryTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('the dashboard counts open quotes and their value; the funnel counts each step and the paid value', async () => {
    const { openQuotes, acceptQuote, markPaid, indiaDay } = await load();
    const { quoteReport } = await import('../../app/server/data/quote-report.server.ts');
    const range = { from: indiaDay(-1), to: indiaDay() };
    const [open, before] = [await openQuotes(), await quoteReport(range)];
    const ref = await cartEnquiry();
    const q = await quote(ref);
    expect(await openQuotes()).toEqual({ count: open.count + 1, value: open.value + 126000 });
    await acceptQuote(ref, { quoteId: q.id, total: q.total }, null);
    await markPaid(actor, ref);
    expect(await openQuotes()).toEqual(open);
    const after = await quoteReport(range);
    expect([after.enquiries, after.quoted, after.accepted, after.paid, after.paidValue]).toEqual([
      before.enquiries + 1,
      before.quoted + 1,
      before.accepted + 1,
      before.paid + 1,
      before.paidValue + 126000,
    ]);
    expect(after.months.at(-1)!.value - (before.months.at(-1)?.value ?? 0)).toBe(126000);
  });
});
