import { describe, expect, it } from 'vitest';
import { HOSTILE, mailHarness, sendFormQuote } from './mail-harness.ts';

// A custom order's quote, status, payment and the shop's note when she answers: asked from a product
// page, each names that piece (its name and page in the text, its picture and link in the HTML part);
// asked without one, each reads word for word as it always has.

const shop = mailHarness({ shop: 43160, smtp: 43161 });
const { SHOP, received, mailTo, boutiqueHtml } = shop;

/** Her custom order request, stored as the form stores it, and read back as the mails get it. */
async function customOrder(email: string, productId?: string) {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const { loadEnquiry } = await import('../../app/server/data/enquiry-records.server.ts');
  const [row] = await db()
    .insert(schema.customOrders)
    .values({ name: HOSTILE, phone: '+919123456780', email, designInterest: 'bridal', customizationNotes: 'Longer sleeves', productId })
    .returning();
  const ref = { kind: 'custom' as const, id: row.id };
  return { ref, record: (await loadEnquiry(ref))!, short: `#${row.id.slice(0, 8)}` };
}

/** The four mails, sent one after another as the owner and the shopper move the order along. */
async function progressMails(email: string, productId?: string) {
  const { mailQuote, mailStatusChange, mailPaid, mailShop } = await import('../../app/server/mail/quote-mail.server.ts');
  const { indiaDay, formatLongDate } = await import('../../app/lib/dates.ts');
  const { formatINR } = await import('../../app/lib/money.ts');
  const { ref, record, short } = await customOrder(email, productId);
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

describe('a custom order’s quote, status, payment and the shop’s note, parsed', () => {
  it('without a product: word for word as always, no piece, no picture', async () => {
    const { mails, texts } = await progressMails('kavya@example.in');
    const expected = texts();
    for (const kind of ['quote', 'status', 'paid', 'shop'] as const) {
      expect(mails[kind].text?.trim()).toBe(expected[kind]);
      const { html } = await boutiqueHtml(mails[kind], { pictures: 0 });
      expect(html).not.toContain('/product/');
      expect(html).not.toContain('View the piece');
      expect(html).not.toContain('The piece you asked about');
    }
  });

  it('asked from a product page: each names the piece with its page, and shows its picture and link in the HTML part', async () => {
    const { mails, texts } = await progressMails('nandini@example.in', 'banarasi-lehenga');
    const page = `${SHOP}/product/banarasi-lehenga`;
    const expected = texts({
      shopper: `The piece you asked about: Banarasi Silk Lehenga (${page})`,
      shop: `Product: Banarasi Silk Lehenga (${page})`,
    });
    for (const kind of ['quote', 'status', 'paid', 'shop'] as const) {
      expect(mails[kind].text?.trim()).toBe(expected[kind]);
      const { html, pictures } = await boutiqueHtml(mails[kind], { pictures: 1 });
      expect(pictures.map((p) => p.alt)).toEqual(['Banarasi Silk Lehenga']);
      expect(pictures[0].src).toMatch(/\?w=160$/);
      expect(html).toContain(`href="${page}"`);
      expect(html).toContain('View the piece');
      if (kind !== 'shop') expect(html).toContain('The piece you asked about:');
    }
    // Her words stay text in the shop's note too.
    expect(String(mails.shop.html)).toContain('Could the sleeves be &lt;b&gt;longer&lt;/b&gt;?');
  });
});
