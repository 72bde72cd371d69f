import { describe, expect, it } from 'vitest';
import { makeUser } from './auth-helpers.ts';
import { HOSTILE, mailHarness } from './mail-harness.ts';

// The mails a cart enquiry and a Create Your Look inquiry send: to the shopper and to the shop.

const shop = mailHarness({ shop: 23150, smtp: 23151 });
const { SHOP, mailTo, boutiqueHtml } = shop;

describe('cart enquiry and Create Your Look mails, parsed', () => {
  it('cart enquiry: the shopper’s confirmation and the shop’s notice show the pieces with pictures, sizes and ₹ prices', async () => {
    const user = await makeUser('meera@example.in', 'meera-password-1', 'user', HOSTILE);
    const { handleCartEnquiry } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const result = await handleCartEnquiry(
      { id: user.id, email: 'meera@example.in', name: HOSTILE },
      { items: [{ sku: 'banarasi-lehenga', selectedSize: 'M' }, { sku: 'mulmul-kurta' }] },
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const ref = result.id.slice(0, 8);

    const shopper = mailTo('meera@example.in');
    expect(shopper.subject).toBe(`We received your enquiry #${ref} — Aangan Boutique`);
    expect(shopper.text?.trim()).toBe(
      [
        `Dear ${HOSTILE},`,
        '',
        `Thank you for your enquiry. We'll contact you soon about these pieces:`,
        '',
        `- Banarasi Silk Lehenga (size M) — ₹38,500  [banarasi-lehenga]`,
        `- Mulmul Kurta — ₹1,499  [mulmul-kurta]`,
        '',
        'Total at catalogue prices: ₹39,999',
        '',
        `Follow it, and see our quote when it is ready: ${SHOP}/account/enquiries/${result.id}`,
        '',
        'Warm regards,',
        'Aangan Boutique',
        '+91 98765 43210',
      ].join('\n'),
    );
    const { html, pictures } = await boutiqueHtml(shopper, { pictures: 2 });
    expect(pictures.map((p) => p.alt)).toEqual(['Banarasi Silk Lehenga', 'Mulmul Kurta']);
    expect(pictures[0].src).toMatch(/\?w=160$/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;Meera');
    for (const shown of ['Size M', 'Qty 1', '₹38,500', '₹1,499', '₹39,999', 'Follow your enquiry']) expect(html).toContain(shown);
    expect(html).toContain(`href="${SHOP}/account/enquiries/${result.id}"`);

    const notice = mailTo('hello@aanganboutique.in');
    expect(notice.subject).toBe(`New cart enquiry #${ref} from ${HOSTILE}`);
    expect(notice.text).toContain(`Customer: ${HOSTILE}\nE-mail: meera@example.in\nEnquiry: #${ref} (${result.id})\nStatus: Pending`);
    expect(notice.text).toContain(`Manage it in the admin area: ${SHOP}/admin/enquiries`);
    const shopHtml = (await boutiqueHtml(notice, { pictures: 2 })).html;
    expect(shopHtml).toContain('Open in the admin area');
    expect(shopHtml).toContain('&lt;script&gt;');
  });

  it('Create Your Look inquiry: the shop’s notice with every answer, the shopper’s confirmation with the piece she started from', async () => {
    const { handleInquiry } = await import('../../app/server/actions/enquiry-forms.server.ts');
    const form = new FormData();
    const fields = {
      full_name: HOSTILE,
      phone: '+91 98765 12345',
      email: 'ananya@example.in',
      city: 'Pune',
      occasion: 'bridal',
      budget_range: '40k+',
      size: 'M',
      notes: 'Ivory and <b>gold</b>',
      source: 'product',
      product_slug: 'banarasi-lehenga',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('preferred_style', 'Lehenga');
    const result = await handleInquiry(new Request(`${SHOP}/inquiry`, { method: 'POST', body: form }), null);
    expect(result.ok).toBe(true);

    const notice = mailTo('hello@aanganboutique.in');
    expect(notice.subject).toMatch(new RegExp(`^New Create Your Look inquiry INQ\\d+ from ${HOSTILE.replace(/[()/]/g, '\\$&')}$`));
    expect(notice.text).toContain(`Name: ${HOSTILE}\nPhone: +919876512345`);
    expect(notice.text).toContain('Notes: Ivory and <b>gold</b>');
    expect(notice.text).toContain(`Product: banarasi-lehenga (${SHOP}/product/banarasi-lehenga)`);
    expect(notice.text?.trim().endsWith('Reference files: none')).toBe(true);
    const { html } = await boutiqueHtml(notice, { pictures: 1 });
    expect(html).toContain('Ivory and &lt;b&gt;gold&lt;/b&gt;');

    const shopper = mailTo('ananya@example.in');
    const id = /INQ\d+/.exec(notice.subject!)![0];
    expect(shopper.subject).toBe(`Your Create Your Look inquiry ${id} — Aangan Boutique`);
    // Her address is not verified: the shop's words, the number and the link only, none of hers.
    expect(shopper.text).toContain(
      `Namaste,\n\nThank you for sharing your idea with us. Your inquiry number is ${id}.\nOur designers will contact you soon.`,
    );
    expect(shopper.text).toContain('This address was given on our website. If it was not you, you can ignore this message.');
    const shopperHtml = (await boutiqueHtml(shopper, { pictures: 1 })).html;
    for (const theirs of ['Meera', '9876512345', 'Ivory', 'Pune']) expect(`${shopper.text}${shopperHtml}`).not.toContain(theirs);
    expect(shopperHtml).toContain('Banarasi Silk Lehenga');
  });
});
