import { describe, expect, it } from 'vitest';
import type { EnquiryRef } from '../../app/server/data/enquiry-records.server.ts';
import { HOSTILE, mailHarness, sendFormQuote } from './mail-harness.ts';

// A request's quote, status, payment and the shop's note when she answers, for both requests a
// shopper may start from a product page (a custom order, a Create Your Look inquiry): started from a
// piece, each names it (its name and page in the text, its picture and link in the HTML part);
// started without one, each reads word for word as it always has.

const shop = mailHarness({ shop: 23160, smtp: 23161 });
const { SHOP, received, mailTo, boutiqueHtml } = shop;

/** Her request read back as the mails get it, with the reference the mails give it. */
async function asMailsRead(ref: EnquiryRef) {
  const { loadEnquiry, enquiryReference } = await import('../../app/server/data/enquiry-records.server.ts');
  return { ref, record: (await loadEnquiry(ref))!, short: enquiryReference(ref) };
}

/** Her custom order request, stored as the form stores it. */
async function customOrder(email: string, productId?: string) {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const [row] = await db()
    .insert(schema.customOrders)
    .values({ name: HOSTILE, phone: '+919123456780', email, designInterest: 'bridal', customizationNotes: 'Longer sleeves', productId })
    .returning();
  return asMailsRead({ kind: 'custom', id: row.id });
}

/** Her Create Your Look inquiry, checked and stored as the form's action stores it (the product page fills `product_slug`). */
async function lookInquiry(email: string, productId?: string) {
  const { inquirySchema } = await import('../../app/lib/schemas/inquiry.ts');
  const { createInquiry } = await import('../../app/server/data/enquiries.server.ts');
  const answers = inquirySchema.omit({ phone: true }).parse({
    full_name: HOSTILE,
    preferred_style: ['Lehenga'],
    email,
    occasion: 'bridal',
    notes: 'Longer sleeves',
    source: productId ? 'product' : 'home',
    product_slug: productId ?? '',
  });
  const stored = await createInquiry({ ...answers, phone: '+919123456780' }, [], null);
  return asMailsRead({ kind: 'inquiry', id: stored.inquiryId });
}

/** Stores her request, started from this product or from none. */
type StoreRequest = typeof customOrder;

/** The four mails, sent one after another as the owner and the shopper move the request along. */
async function progressMails(request: StoreRequest, email: string, productId?: string) {
  const { mailQuote, mailStatusChange, mailPaid, mailShop } = await import('../../app/server/mail/quote-mail.server.ts');
  const { indiaDay, formatLongDate } = await import('../../app/lib/dates.ts');
  const { formatINR } = await import('../../app/lib/money.ts');
  const { ref, record, short } = await request(email, productId);
  const q = await sendFormQuote(ref, {
    items: [{ label: 'Bridal lehenga, made to measure', amount: '52,000' }],
    stitching: '',
    discount: '',
    shipping: 'standard',
    validUntil: indiaDay(7),
    message: '',
  });
  const sent = async (send: () => Promise<void>, to: string) => {
    received.length = 0;
    await send();
    return mailTo(to);
  };
  const mails = {
    quote: await sent(() => mailQuote(record, q), email),
    status: await sent(() => mailStatusChange(record, 'In Progress', 'The embroidery has begun.'), email),
    paid: await sent(() => mailPaid(record, q), email),
    shop: await sent(
      () => mailShop(record, 'changes to the quote requested', 'Could the sleeves be <b>longer</b>?'),
      'hello@aanganboutique.in',
    ),
  };
  const linkOf = (text: string | undefined) => /See your enquiry: (\S+)/.exec(text ?? '')?.[1] ?? '';
  const total = formatINR(q.total);
  /**
   * The text parts as the shop has always written them; a piece named adds a line to each (`piece`)
   * and changes nothing else.
   */
  const texts = (piece?: { shopper: string; shop: string }) => {
    const end = (text: string | undefined) => [
      ...(piece ? ['', piece.shopper] : []),
      '',
      `See your enquiry: ${linkOf(text)}`,
      '',
      'Warm regards,',
      'Aangan Boutique',
      '+91 98765 43210',
    ];
    return {
      quote: [
        `Dear ${HOSTILE},`,
        '',
        `We have prepared a quote for your enquiry ${short}.`,
        '',
        ...q.lines.map((l) => `- ${l.label}: ${formatINR(l.amount)}`),
        `Total: ${total}`,
        `Valid until ${formatLongDate(q.validUntil)}.`,
        '',
        'You can accept it or ask for changes on your enquiry page.',
        ...end(mails.quote.text),
      ].join('\n'),
      status: [
        `Dear ${HOSTILE},`,
        '',
        `Your enquiry ${short} is now: In Progress.`,
        '',
        'The embroidery has begun.',
        ...end(mails.status.text),
      ].join('\n'),
      paid: [
        `Dear ${HOSTILE},`,
        '',
        `We have received your payment of ${total} for enquiry ${short}. Thank you!`,
        'We will let you know when work on your piece begins.',
        ...end(mails.paid.text),
      ].join('\n'),
      shop: [
        `${HOSTILE} — changes to the quote requested.`,
        '',
        'Could the sleeves be <b>longer</b>?',
        ...(piece ? ['', piece.shop] : []),
        '',
        `Manage it in the admin area: ${SHOP}/admin/enquiries?q=${ref.id}`,
      ].join('\n'),
    };
  };
  expect(q.lines[0]).toMatchObject({ label: 'Bridal lehenga, made to measure', amount: 52000 });
  expect(mails.quote.subject).toBe(`Your quote for enquiry ${short}: ${total} — Aangan Boutique`);
  expect(mails.status.subject).toBe(`Your enquiry ${short} is now In Progress — Aangan Boutique`);
  expect(mails.paid.subject).toBe(`Payment received for enquiry ${short} — Aangan Boutique`);
  expect(mails.shop.subject).toBe(`Enquiry ${short}: changes to the quote requested`);
  for (const mail of [mails.quote, mails.status, mails.paid]) expect(linkOf(mail.text)).toMatch(new RegExp(`^${SHOP}/enquiries/t/`));
  return { mails, texts };
}

const MAILS = ['quote', 'status', 'paid', 'shop'] as const;
/** Each mail's text part, by mail. */
const textParts = (mails: Record<(typeof MAILS)[number], { text?: string }>) =>
  Object.fromEntries(MAILS.map((mail) => [mail, mails[mail].text?.trim()]));

for (const [kind, request, names] of [
  ['a custom order', customOrder, ['kavya@example.in', 'nandini@example.in']],
  ['a Create Your Look inquiry', lookInquiry, ['ishita@example.in', 'radhika@example.in']],
] as const) {
  describe(`${kind}’s quote, status, payment and the shop’s note, parsed`, () => {
    it('without a product: word for word as always, no piece, no picture', async () => {
      const { mails, texts } = await progressMails(request, names[0]);
      expect(textParts(mails)).toEqual(texts());
      for (const mail of MAILS) {
        const { html } = await boutiqueHtml(mails[mail], { pictures: 0 });
        expect(html).not.toContain('/product/');
        expect(html).not.toContain('View the piece');
        expect(html).not.toContain('The piece you asked about');
      }
    });

    it('asked from a product page: each names the piece with its page, and shows its picture and link in the HTML part', async () => {
      const { mails, texts } = await progressMails(request, names[1], 'banarasi-lehenga');
      const page = `${SHOP}/product/banarasi-lehenga`;
      // All four compared at once, so a difference shows in every mail that has it.
      expect(textParts(mails)).toEqual(
        texts({
          shopper: `The piece you asked about: Banarasi Silk Lehenga (${page})`,
          shop: `Product: Banarasi Silk Lehenga (${page})`,
        }),
      );
      for (const mail of MAILS) {
        const { html, pictures } = await boutiqueHtml(mails[mail], { pictures: 1 });
        expect(pictures.map((p) => p.alt)).toEqual(['Banarasi Silk Lehenga']);
        expect(pictures[0].src).toMatch(/\?w=160$/);
        expect(html).toContain(`href="${page}"`);
        expect(html).toContain('View the piece');
        if (mail !== 'shop') expect(html).toContain('The piece you asked about:');
      }
      // Her words stay text in the shop's note too.
      expect(String(mails.shop.html)).toContain('Could the sleeves be &lt;b&gt;longer&lt;/b&gt;?');
    });
  });
}
