import { describe, expect, it } from 'vitest';
import { HOSTILE, mailHarness } from './mail-harness.ts';

// The mails a custom order request sends, with and without the piece it was asked from.

const shop = mailHarness({ shop: 23152, smtp: 23153 });
const { SHOP, mailTo, boutiqueHtml } = shop;

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
    return { notice: mailTo('hello@aanganboutique.in'), shopper, followLine: `${follow} ${link}` };
  }

  /**
   * The two mails' text parts as the shop has always written them; a piece named adds one line to
   * each (`pieceLine`) and changes nothing else.
   */
  const customOrderTexts = (email: string, followLine: string, pieceLine?: { notice: string; shopper: string }) => ({
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
    shopper: [
      `Dear ${HOSTILE},`,
      '',
      "Thank you! Your custom order request has been submitted. We'll contact you soon.",
      ...(pieceLine ? ['', pieceLine.shopper] : []),
      '',
      followLine,
      '',
      'Warm regards,',
      'Aangan Boutique',
    ].join('\n'),
  });

  it('custom order: the shop’s notice and the shopper’s confirmation, word for word, with no piece named when none was chosen', async () => {
    const { notice, shopper, followLine } = await customOrder('kavya@example.in');
    const texts = customOrderTexts('kavya@example.in', followLine);
    expect(notice.subject).toBe(`New custom order request from ${HOSTILE}`);
    expect(notice.text?.trim()).toBe(texts.notice);
    const noticeHtml = (await boutiqueHtml(notice, { pictures: 0 })).html;
    expect(noticeHtml).not.toContain('/product/');
    expect(noticeHtml).not.toContain('View the piece');
    expect(shopper.subject).toBe('We received your custom order request — Aangan Boutique');
    expect(shopper.text?.trim()).toBe(texts.shopper);
    const shopperHtml = (await boutiqueHtml(shopper, { pictures: 0 })).html;
    expect(shopperHtml).not.toContain('/product/');
    expect(shopperHtml).not.toContain('The piece you asked about');
  });

  it('custom order from a product page: both mails name the piece, linked to its page, with its picture in the HTML part', async () => {
    const { notice, shopper, followLine } = await customOrder('nandini@example.in', 'banarasi-lehenga');
    const page = `${SHOP}/product/banarasi-lehenga`;
    const texts = customOrderTexts('nandini@example.in', followLine, {
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
});
