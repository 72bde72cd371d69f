import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express from 'express';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { EnquiryRef } from '../../app/server/data/enquiry-records.server.ts';
import { setupTestDatabase } from '../test-database.ts';
import { photographMails } from './mail-shots.ts';
import { smtpCapture } from './smtp-capture.ts';

// The mail-*.test.ts files send each kind of mail the shop sends through a real SMTP server and parse
// it: the subject, the text part word for word, and an HTML part with the logo, the pieces' pictures
// (the shop's own image route, answering with a picture), absolute links only, and shoppers' words
// as text.

/** A shopper's name with markup in it: every mail must keep it as text. */
export const HOSTILE = '<script>alert(1)</script>Meera';

/**
 * One test file's shop for mails: a fresh database holding two products with a real picture, the
 * shop's media route and public folder on `ports.shop` (mails link there), and a real SMTP server on
 * `ports.smtp` whose parsed mails are in `received` (emptied before each test). Each file needs ports
 * of its own, since files run side by side, and below Linux's ephemeral range (32768–60999): a port
 * there may be held as the local end of another test's outgoing connection, and the mails' links
 * are written before the shop listens, so the port cannot be the system's choice.
 */
export function mailHarness(ports: { shop: number; smtp: number }) {
  setupTestDatabase();
  const SHOP = `http://127.0.0.1:${ports.shop}`;
  process.env.PUBLIC_URL = SHOP;
  process.env.SMTP_URL = `smtp://127.0.0.1:${ports.smtp}`;
  const { received, server: smtp, mailTo } = smtpCapture();
  // Every parsed mail, photographed when MAIL_SHOTS_DIR is set (see mail-shots.ts).
  const seen: { subject: string; html: string }[] = [];
  let shop: Server;

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

  /** `picture` is the products' stored picture, once the file's tests start. */
  const harness = { SHOP, received, mailTo, boutiqueHtml, picture: '' };

  beforeAll(async () => {
    await new Promise<void>((resolve, reject) => smtp.once('error', reject).listen(ports.smtp, '127.0.0.1', resolve));
    const { serveMedia } = await import('../../server/media.ts');
    const app = express()
      .get('/media/*key', serveMedia)
      .use(express.static(path.resolve('public')));
    // Express hands a failed listen (a busy port) to the callback: it fails here, not as a refused fetch later.
    shop = await new Promise<Server>((resolve, reject) => {
      const server = app.listen(ports.shop, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(server)));
    });
    const { storeUpload } = await import('../../app/server/storage/storage.server.ts');
    const picture = (
      await storeUpload(fs.readFileSync(path.resolve('tests/fixtures/files/reference-look.png')), { folder: 'products', accept: ['png'] })
    ).url;
    harness.picture = picture;
    const { db, schema } = await import('../../app/server/platform/db.server.ts');
    await db()
      .insert(schema.products)
      .values([
        {
          id: 'banarasi-lehenga',
          name: 'Banarasi Silk Lehenga',
          price: 38500,
          category: 'lehengas',
          sizes: ['S', 'M', 'L'],
          image: picture,
        },
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

  return harness;
}

/** The owner sends a quote for an enquiry, as the quote form sends it (`items` among its fields). */
export async function sendFormQuote(ref: EnquiryRef, form: Record<string, unknown>) {
  const { quoteFormSchema } = await import('../../app/lib/schemas/quote.ts');
  const { sendQuote } = await import('../../app/server/data/quotes.server.ts');
  const sent = await sendQuote({ id: 'admin-1', email: 'owner@example.in' }, ref, quoteFormSchema.parse(form));
  if (!sent.ok) throw new Error(sent.reason);
  return sent.quote;
}
