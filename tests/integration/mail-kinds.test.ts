import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express from 'express';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { authCall, makeUser } from './auth-helpers.ts';
import { photographMails } from './mail-shots.ts';
import { smtpCapture } from './smtp-capture.ts';

// Every kind of mail the shop sends, sent through a real SMTP server and parsed: the subject, the
// text part word for word, and an HTML part with the logo, the pieces' pictures (the shop's own
// image route, answering with a picture), absolute links only, and shoppers' words as text.

setupTestDatabase();
// The shop's own pictures and logo answer on this address (a small server with the shop's media
// route and public folder); mails link there.
const SHOP_PORT = 43150;
const SMTP_PORT = 43151;
const SHOP = `http://127.0.0.1:${SHOP_PORT}`;
process.env.PUBLIC_URL = SHOP;
process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

const HOSTILE = '<script>alert(1)</script>Meera';
const { received, server: smtp, mailTo } = smtpCapture();
let shop: Server;
let picture = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  const { serveMedia } = await import('../../server/media.ts');
  const app = express()
    .get('/media/*key', serveMedia)
    .use(express.static(path.resolve('public')));
  shop = await new Promise<Server>((resolve) => {
    const server = app.listen(SHOP_PORT, '127.0.0.1', () => resolve(server));
  });
  const { storeUpload } = await import('../../app/server/storage/storage.server.ts');
  picture = (
    await storeUpload(fs.readFileSync(path.resolve('tests/fixtures/files/reference-look.png')), { folder: 'products', accept: ['png'] })
  ).url;
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  await db()
    .insert(schema.products)
    .values([
      { id: 'banarasi-lehenga', name: 'Banarasi Silk Lehenga', price: 38500, category: 'lehengas', sizes: ['S', 'M', 'L'], image: picture },
      { id: 'mulmul-kurta', name: 'Mulmul Kurta', price: 1499, category: 'kurtas', sizes: [], image: picture },
    ]);
});
afterAll(async () => {
  await photographMails(seen);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => shop.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
});

// Every parsed mail, photographed when MAIL_SHOTS_DIR is set (see mail-shots.ts).
const seen: { subject: string; html: string }[] = [];

/** The HTML part's checks shared by every kind; returns the HTML and its pictures (besides the logo). */
async function boutiqueHtml(mail: ParsedMail, expected: { pictures: number }) {
  const html = String(mail.html);
  seen.push({ subject: mail.subject ?? '', html });
  expect(html).toContain(`src="${SHOP}/mail-logo.png"`);
  const logo = await fetch(`${SHOP}/mail-logo.png`);
  expect(logo.status).toBe(200);
  expect(logo.headers.get('content-type')).toBe('image/png');
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
  const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => ({
    src: /src="([^"]+)"/.exec(m[0])?.[1] ?? '',
    alt: /alt="([^"]*)"/.exec(m[0])?.[1] ?? '',
  }));
  const pictures = images.filter((img) => !img.src.endsWith('/mail-logo.png'));
  expect(pictures).toHaveLength(expected.pictures);
  for (const img of pictures) {
    expect(img.src.startsWith(`${SHOP}/media/products/`)).toBe(true);
    expect(img.alt).not.toBe('');
    const response = await fetch(img.src.replaceAll('&amp;', '&'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  }
  // Shoppers' words are text: no script element, the angle brackets escaped.
  expect(html).not.toMatch(/<script/i);
  return { html, pictures };
}

describe('every kind of mail, parsed', () => {
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
    expect(shopper.subject).toBe(`Your custom look inquiry ${id} — Aangan Boutique`);
    expect(shopper.text).toContain(
      `Dear ${HOSTILE},\n\nThank you for sharing your idea with us. Your inquiry number is ${id}.\nOur designers will reach you on +919876512345 soon.`,
    );
    const shopperHtml = (await boutiqueHtml(shopper, { pictures: 1 })).html;
    expect(shopperHtml).toContain('Banarasi Silk Lehenga');
  });

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

  it('quote, status change, payment received, and the shop’s note when she accepts: the enquiry’s pieces and the ₹ lines', async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const { loadEnquiry } = await import('../../app/server/data/enquiry-records.server.ts');
    const { mailQuote, mailStatusChange, mailPaid, mailShop } = await import('../../app/server/mail/quote-mail.server.ts');
    const [row] = await db()
      .insert(schema.userEnquiries)
      .values({
        customerName: HOSTILE,
        customerEmail: 'asha@example.in',
        items: [{ sku: 'banarasi-lehenga', name: 'Banarasi Silk Lehenga', price: 38500, image: picture, selectedSize: 'L', quantity: 1 }],
      })
      .returning();
    const ref = { kind: 'cart' as const, id: row.id };
    const record = (await loadEnquiry(ref))!;
    const short = `#${row.id.slice(0, 8)}`;

    const { quoteFormSchema } = await import('../../app/lib/schemas/quote.ts');
    const { indiaDay, formatLongDate } = await import('../../app/lib/dates.ts');
    const { formatINR } = await import('../../app/lib/money.ts');
    const { sendQuote } = await import('../../app/server/data/quotes.server.ts');
    const sent = await sendQuote({ id: 'admin-1', email: 'owner@example.in' }, ref, {
      ...quoteFormSchema.parse({
        items: [{ label: 'Banarasi Silk Lehenga, size L', amount: '38,500' }],
        stitching: '1,000',
        discount: '',
        shipping: 'express',
        validUntil: indiaDay(7),
        message: 'Blouse <i>stitching</i> included.',
      }),
    });
    if (!sent.ok) throw new Error(sent.reason);
    const q = sent.quote;
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

  it('verification, password reset and the already-have-an-account mail: a clear button to the shop’s page', async () => {
    const signUp = await authCall('/sign-up/email', {
      body: { name: 'Lakshmi Rao', email: 'lakshmi@example.in', password: 'lakshmi-pass-2026' },
    });
    expect(signUp.status).toBe(200);
    const verify = mailTo('lakshmi@example.in');
    expect(verify.subject).toBe('Verify your e-mail for Aangan Boutique');
    const verifyUrl = /^http\S+$/m.exec(verify.text!)![0];
    expect(verify.text?.trim()).toBe(
      `Namaste Lakshmi Rao,\n\nWelcome to Aangan Boutique. Please confirm your e-mail address by opening this link within 24 hours:\n${verifyUrl}\n\nThen sign in to keep a wishlist, send enquiries and see them in your account.\n\nIf you did not create an account, you can ignore this message.\n\nAangan Boutique`,
    );
    const verifyHtml = (await boutiqueHtml(verify, { pictures: 0 })).html;
    expect(verifyHtml).toContain('Confirm your e-mail');
    expect(verifyHtml).toContain(`href="${verifyUrl.replaceAll('&', '&amp;')}"`);

    received.length = 0;
    await authCall('/sign-up/email', { body: { name: 'Someone Else', email: 'lakshmi@example.in', password: 'another-pass-2026' } });
    const existing = mailTo('lakshmi@example.in');
    expect(existing.subject).toBe('You already have a Aangan Boutique account');
    expect(existing.text).toContain(`If it was you, sign in here:\n${SHOP}/auth/signin\n`);
    expect((await boutiqueHtml(existing, { pictures: 0 })).html).toContain(`href="${SHOP}/auth/signin"`);

    received.length = 0;
    const reset = await authCall('/request-password-reset', { body: { email: 'lakshmi@example.in', redirectTo: '/auth/reset-password' } });
    expect(reset.status).toBe(200);
    const resetMail = mailTo('lakshmi@example.in');
    expect(resetMail.subject).toBe('Reset your Aangan Boutique password');
    expect(resetMail.text).toContain(
      'Someone asked to reset the password of your account. To choose a new password, open this link within an hour:\n',
    );
    expect((await boutiqueHtml(resetMail, { pictures: 0 })).html).toContain('Choose a new password');
  });

  it('review invitation: each piece with its picture and its own review link', async () => {
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    const { sendReviewInvitations } = await import('../../app/server/data/review-invitations.server.ts');
    const user = await makeUser('radha@example.in', 'radha-password-1', 'user', HOSTILE);
    const [row] = await db()
      .insert(schema.userEnquiries)
      .values({
        userId: user.id,
        customerName: HOSTILE,
        customerEmail: 'radha@example.in',
        status: 'received',
        items: [
          { sku: 'banarasi-lehenga', name: 'Banarasi Silk Lehenga', price: 38500, image: picture, quantity: 1 },
          { sku: 'mulmul-kurta', name: 'Mulmul Kurta', price: 1499, image: picture, quantity: 1 },
        ],
      })
      .returning();
    await db().insert(schema.enquiryEvents).values({ enquiryKind: 'cart', enquiryId: row.id, type: 'status', status: 'received' });
    expect(await sendReviewInvitations(new Date(Date.now() + 20 * 86_400_000))).toBe(1);
    const invitation = mailTo('radha@example.in');
    expect(invitation.subject).toBe('How do you like your pieces? — Aangan Boutique');
    expect(invitation.text).toContain(
      `Dear ${HOSTILE},\n\nWe hope you are enjoying your pieces. Would you tell other women how they look and fit?`,
    );
    const links = [...invitation.text!.matchAll(/^(.+): (http\S+\/review\?t=\S+)$/gm)].map((m) => [m[1], m[2]]);
    expect(links.map(([name]) => name)).toEqual(['Banarasi Silk Lehenga', 'Mulmul Kurta']);
    const { html, pictures } = await boutiqueHtml(invitation, { pictures: 2 });
    expect(pictures.map((p) => p.alt)).toEqual(['Banarasi Silk Lehenga', 'Mulmul Kurta']);
    for (const [, url] of links) expect(html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('Write a review');
  });
});
