import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpCapture } from './smtp-capture.ts';

// A real SMTP server started for this file; the shop sends to it through SMTP_URL.
const { received, server } = smtpCapture();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  process.env.PUBLIC_URL = 'http://localhost:3999';
  process.env.DATA_DIR = '/tmp/shop-mail-smtp-test';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mails over SMTP', () => {
  it('a mail without a view of its own: the text part word for word, the HTML part its paragraphs with the logo, absolute links and ₹ intact', async () => {
    const { sendMail } = await import('../../app/server/mail/mail.server.ts');
    const text = [
      'Namaste Meera,',
      '',
      'Thank you for your enquiry. We will reply within a day.',
      '',
      'Banarasi Silk Saree (Size: Free) × 1: ₹12,499',
      'Total: ₹1,25,000',
      '',
      'See your enquiry here:',
      'http://localhost:3999/account/enquiries/cart/3f1c2a9e-0000-4000-8000-000000000001',
    ].join('\n');
    await sendMail({ to: 'meera@example.in', subject: 'Your enquiry #3f1c2a9e', text });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.subject).toBe('Your enquiry #3f1c2a9e');
    expect(mail.text?.trim()).toBe(text);
    const html = String(mail.html);
    expect(html).toContain('Aangan Boutique');
    expect(html).toContain('₹1,25,000');
    expect(html).toContain('₹12,499');
    expect(html).toContain('href="http://localhost:3999/account/enquiries/cart/3f1c2a9e-0000-4000-8000-000000000001"');
    expect(html).toContain('src="http://localhost:3999/mail-logo.png"');
    // Every link in the HTML part is absolute.
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
  });
});
