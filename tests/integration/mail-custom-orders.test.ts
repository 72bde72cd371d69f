import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOSTILE, mailHarness } from './mail-harness.ts';

// The mails a custom order request sends, with and without the piece it was asked from, and what a
// confirmation to an address nobody verified may carry. The harness opens its database through
// ../test-database.ts, so CI runs this file on PostgreSQL too (the per-address count is a table row).

const shop = mailHarness({ shop: 23152, smtp: 23153 });
const { SHOP, received, mailTo, boutiqueHtml } = shop;

describe('custom order mails, parsed', () => {
  /** A custom order request as the form sends it, optionally from a product page. */
  async function customOrder(email: string, productId?: string) {
    const { handleCustomOrder } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: HOSTILE,
      phone: '9123456780',
      email,
      design_interest: 'bridal',
      customization_notes: 'Longer sleeves',
      ...(productId ? { product_id: productId } : {}),
    }))
      form.append(k, v);
    const result = await handleCustomOrder(new Request(`${SHOP}/api/custom-order`, { method: 'POST', body: form }), null);
    expect(result).toEqual({ ok: true, mailFailed: false });
    const shopper = mailTo(email);
    const follow = 'Follow your request, and see our quote when it is ready:';
    const link = new RegExp(`${follow} (\\S+)`).exec(shopper.text ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${SHOP}/`));
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const [order] = await db().select({ id: schema.customOrders.id }).from(schema.customOrders).where(eq(schema.customOrders.email, email));
    return { notice: mailTo('hello@aanganboutique.in'), shopper, followLine: `${follow} ${link}`, reference: order.id.slice(0, 8) };
  }

  /**
   * The two mails' text parts as the shop has always written them; a piece named adds one line to
   * each (`pieceLine`) and changes nothing else.
   */
  const customOrderTexts = (email: string, reference: string, followLine: string, pieceLine?: { notice: string; shopper: string }) => ({
    notice: [
      'A custom order request arrived.',
      '',
      `Name: ${HOSTILE}`,
      'Phone: +919123456780',
      `E-mail: ${email}`,
      'Design interest: bridal',
      ...(pieceLine ? [pieceLine.notice] : []),
      'Customisation notes: Longer sleeves',
      'Image: —',
      '',
      `Manage it in the admin area: ${SHOP}/admin/enquiries`,
    ].join('\n'),
    // Sent to an address nobody verified: no word the sender wrote, only the shop's, the reference and the link.
    shopper: [
      'Namaste,',
      '',
      `Thank you! Your custom order request #${reference} has been submitted. We'll contact you soon.`,
      ...(pieceLine ? ['', pieceLine.shopper] : []),
      '',
      followLine,
      '',
      'This address was given on our website. If it was not you, you can ignore this message.',
      '',
      'Warm regards,',
      'Aangan Boutique',
    ].join('\n'),
  });

  it('custom order: the shop’s notice and the shopper’s confirmation, word for word, with no piece named when none was chosen', async () => {
    const { notice, shopper, followLine, reference } = await customOrder('kavya@example.in');
    const texts = customOrderTexts('kavya@example.in', reference, followLine);
    expect(notice.subject).toBe(`New custom order request from ${HOSTILE}`);
    expect(notice.text?.trim()).toBe(texts.notice);
    const noticeHtml = (await boutiqueHtml(notice, { pictures: 0 })).html;
    expect(noticeHtml).not.toContain('/product/');
    expect(noticeHtml).not.toContain('View the piece');
    expect(shopper.subject).toBe('We received your custom order request — Aangan Boutique');
    expect(shopper.text?.trim()).toBe(texts.shopper);
    const shopperHtml = (await boutiqueHtml(shopper, { pictures: 0 })).html;
    for (const theirs of ['Meera', 'alert(1)', 'Longer sleeves', '9123456780'])
      expect(`${shopper.text}${shopperHtml}`).not.toContain(theirs);
    expect(shopperHtml).not.toContain('/product/');
    expect(shopperHtml).not.toContain('The piece you asked about');
  });

  it('custom order from a product page: both mails name the piece, linked to its page, with its picture in the HTML part', async () => {
    const { notice, shopper, followLine, reference } = await customOrder('nandini@example.in', 'banarasi-lehenga');
    const page = `${SHOP}/product/banarasi-lehenga`;
    const texts = customOrderTexts('nandini@example.in', reference, followLine, {
      notice: `Product: Banarasi Silk Lehenga (${page})`,
      shopper: `The piece you asked about: Banarasi Silk Lehenga (${page})`,
    });
    expect(notice.subject).toBe(`New custom order request from ${HOSTILE}`);
    expect(notice.text?.trim()).toBe(texts.notice);
    const noticeHtml = await boutiqueHtml(notice, { pictures: 1 });
    expect(noticeHtml.pictures.map((p) => p.alt)).toEqual(['Banarasi Silk Lehenga']);
    expect(noticeHtml.html).toContain(`href="${page}"`);
    expect(noticeHtml.html).toContain('View the piece');

    expect(shopper.text?.trim()).toBe(texts.shopper);
    const shopperHtml = await boutiqueHtml(shopper, { pictures: 1 });
    expect(shopperHtml.pictures.map((p) => p.alt)).toEqual(['Banarasi Silk Lehenga']);
    expect(shopperHtml.pictures[0].src).toMatch(/\?w=160$/);
    expect(shopperHtml.html).toContain('The piece you asked about:');
    expect(shopperHtml.html).toContain(`href="${page}"`);
  });

  /** A custom order request with a name and notes of the sender's, from a signed-in shopper or nobody. */
  async function request(email: string, senderId: string | null = null) {
    const { handleCustomOrder } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const form = new FormData();
    const fields = {
      name: 'Win a prize at prize.example',
      phone: '9123456780',
      email,
      design_interest: 'bridal',
      customization_notes: 'Visit prize.example now',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return handleCustomOrder(new Request(`${SHOP}/api/custom-order`, { method: 'POST', body: form }), senderId);
  }
  const mailsTo = (address: string) =>
    received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));

  it('her own verified address is greeted by the name she gave; an address she typed in its place gets the shop’s words only', async () => {
    const { makeUser } = await import('./auth-helpers.ts');
    const user = await makeUser('sunita@example.in', 'sunita-password-1', 'user', 'Sunita Rao');
    expect(await request('sunita@example.in', user.id)).toEqual({ ok: true, mailFailed: false });
    expect(mailTo('sunita@example.in').text).toMatch(/^Dear Win a prize at prize\.example,\n/);
    expect(await request('someone-else@example.in', user.id)).toEqual({ ok: true, mailFailed: false });
    const other = mailTo('someone-else@example.in');
    expect(other.text).toMatch(/^Namaste,\n/);
    expect(`${other.text}${String(other.html)}`).not.toContain('prize.example');
  });

  it('an address typed by others gets five confirmations an hour, counted in the database; the shop still hears of every request', async () => {
    const { createHash } = await import('node:crypto');
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    for (let i = 0; i < 7; i++) expect(await request('Target@Example.in')).toEqual({ ok: true, mailFailed: false });
    expect(mailsTo('target@example.in')).toHaveLength(5);
    expect(mailsTo('hello@aanganboutique.in')).toHaveLength(7);
    // One row every app server counts on, named by a digest: the address itself is not stored.
    const key = `mail-to:${createHash('sha256').update('target@example.in').digest('hex')}`;
    const [row] = await db().select().from(schema.requestLimits).where(eq(schema.requestLimits.key, key));
    expect(row.hits).toBe(7);
  });
});
