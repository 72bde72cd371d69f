import { describe, expect, it } from 'vitest';
import { HOSTILE, mailHarness, sendFormQuote } from './mail-harness.ts';

// The notes about an enquiry's progress: its quote, a new status, the payment, and the shop's note when she answers.

const shop = mailHarness({ shop: 23154, smtp: 23155 });
const { SHOP, received, mailTo, boutiqueHtml } = shop;

describe('quote and enquiry progress mails, parsed', () => {
  it('quote, status change, payment received, and the shop’s note when she accepts: the enquiry’s pieces and the ₹ lines', async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const { loadEnquiry } = await import('../../app/server/data/enquiry-records.server.ts');
    const { mailQuote, mailStatusChange, mailPaid, mailShop } = await import('../../app/server/mail/quote-mail.server.ts');
    const [row] = await db()
      .insert(schema.userEnquiries)
      .values({
        customerName: HOSTILE,
        customerEmail: 'asha@example.in',
        items: [
          { sku: 'banarasi-lehenga', name: 'Banarasi Silk Lehenga', price: 38500, image: shop.picture, selectedSize: 'L', quantity: 1 },
        ],
      })
      .returning();
    const ref = { kind: 'cart' as const, id: row.id };
    const record = (await loadEnquiry(ref))!;
    const short = `#${row.id.slice(0, 8)}`;

    const { indiaDay, formatLongDate } = await import('../../app/lib/dates.ts');
    const { formatINR } = await import('../../app/lib/money.ts');
    const q = await sendFormQuote(ref, {
      items: [{ label: 'Banarasi Silk Lehenga, size L', amount: '38,500' }],
      stitching: '1,000',
      discount: '',
      shipping: 'express',
      validUntil: indiaDay(7),
      message: 'Blouse <i>stitching</i> included.',
    });
    await mailQuote(record, q);
    const quote = mailTo('asha@example.in');
    const total = formatINR(q.total);
    expect(quote.subject).toBe(`Your quote for enquiry ${short}: ${total} — Aangan Boutique`);
    const link = /See your enquiry: (\S+)/.exec(quote.text!)![1];
    expect(q.lines.slice(0, 2).map((l) => [l.label, l.amount])).toEqual([
      ['Banarasi Silk Lehenga, size L', 38500],
      ['Stitching and alterations', 1000],
    ]);
    expect(quote.text?.trim()).toBe(
      [
        `Dear ${HOSTILE},`,
        '',
        `We have prepared a quote for your enquiry ${short}.`,
        '',
        '- Banarasi Silk Lehenga, size L: ₹38,500',
        '- Stitching and alterations: ₹1,000',
        ...q.lines.slice(2).map((l) => `- ${l.label}: ${formatINR(l.amount)}`),
        `Total: ${total}`,
        `Valid until ${formatLongDate(q.validUntil)}.`,
        '',
        'Blouse <i>stitching</i> included.',
        '',
        'You can accept it or ask for changes on your enquiry page.',
        '',
        `See your enquiry: ${link}`,
        '',
        'Warm regards,',
        'Aangan Boutique',
        '+91 98765 43210',
      ].join('\n'),
    );
    const quoteHtml = (await boutiqueHtml(quote, { pictures: 1 })).html;
    for (const shown of ['Size L', '₹38,500', '₹1,000', total, 'Blouse &lt;i&gt;stitching&lt;/i&gt; included.', 'See your enquiry'])
      expect(quoteHtml).toContain(shown);
    expect(quoteHtml).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    received.length = 0;
    await mailStatusChange(record, 'In Progress', 'Your lehenga is on the loom.');
    const status = mailTo('asha@example.in');
    expect(status.subject).toBe(`Your enquiry ${short} is now In Progress — Aangan Boutique`);
    expect(status.text).toContain(`Your enquiry ${short} is now: In Progress.\n\nYour lehenga is on the loom.\n\nSee your enquiry: `);
    expect((await boutiqueHtml(status, { pictures: 1 })).html).toContain('Your lehenga is on the loom.');

    received.length = 0;
    await mailPaid(record, q);
    const paid = mailTo('asha@example.in');
    expect(paid.subject).toBe(`Payment received for enquiry ${short} — Aangan Boutique`);
    expect(paid.text).toContain(
      `We have received your payment of ${total} for enquiry ${short}. Thank you!\nWe will let you know when work on your piece begins.`,
    );
    await boutiqueHtml(paid, { pictures: 1 });

    received.length = 0;
    await mailShop(record, 'changes to the quote requested', 'Could the <b>dupatta</b> be pink?');
    const note = mailTo('hello@aanganboutique.in');
    expect(note.subject).toBe(`Enquiry ${short}: changes to the quote requested`);
    expect(note.text?.trim()).toBe(
      [
        `${HOSTILE} — changes to the quote requested.`,
        '',
        'Could the <b>dupatta</b> be pink?',
        '',
        `Manage it in the admin area: ${SHOP}/admin/enquiries?q=${row.id}`,
      ].join('\n'),
    );
    expect((await boutiqueHtml(note, { pictures: 1 })).html).toContain('Could the &lt;b&gt;dupatta&lt;/b&gt; be pink?');
  });

  it('on its way: one mail per parcel with its courier, tracking number and tracking link', async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const { loadEnquiry } = await import('../../app/server/data/enquiry-records.server.ts');
    const { mailOnItsWay } = await import('../../app/server/mail/dispatch-mail.server.ts');
    const [row] = await db()
      .insert(schema.userEnquiries)
      .values({
        customerName: HOSTILE,
        customerEmail: 'ritu@example.in',
        items: [
          { sku: 'banarasi-lehenga', name: 'Banarasi Silk Lehenga', price: 38500, image: shop.picture, selectedSize: 'L', quantity: 1 },
        ],
      })
      .returning();
    const record = (await loadEnquiry({ kind: 'cart', id: row.id }))!;
    const short = `#${row.id.slice(0, 8)}`;
    received.length = 0;
    const link = 'https://www.delhivery.com/track-v2/package/DL-77889900';
    await mailOnItsWay(record, {
      id: 'p1',
      courierName: 'Delhivery',
      trackingNumber: 'DL-77889900',
      trackingUrl: link,
      dispatchedOn: '2026-11-27',
      pieces: 2,
    });
    const mail = mailTo('ritu@example.in');
    expect(received).toHaveLength(1);
    expect(mail.subject).toBe(`Your enquiry ${short} is on its way — Aangan Boutique`);
    expect(mail.text).toContain(
      [
        `Your enquiry ${short} is on its way: it left us on 27 November 2026 with Delhivery.`,
        '',
        'Courier: Delhivery',
        'Tracking number: DL-77889900',
        'Dispatched on: 27 November 2026',
        'In this parcel: 2 pieces',
        `Track your parcel: ${link}`,
      ].join('\n'),
    );
    const html = (await boutiqueHtml(mail, { pictures: 1 })).html;
    for (const shown of ['Your parcel is on its way', 'DL-77889900', `href="${link}"`, 'See your enquiry']) expect(html).toContain(shown);
  });
});
