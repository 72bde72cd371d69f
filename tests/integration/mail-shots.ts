import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';

/**
 * MAIL_SHOTS_DIR=/some/folder: each mail's HTML photographed in Chromium at 390 and 1280 px, to look
 * at. Without the setting nothing happens.
 */
export async function photographMails(mails: readonly { subject: string; html: string }[]) {
  const dir = process.env.MAIL_SHOTS_DIR;
  if (!dir || mails.length === 0) return;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  fs.mkdirSync(dir, { recursive: true });
  for (const [i, mail] of mails.entries()) {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.setContent(mail.html, { waitUntil: 'networkidle' });
      const name = `${String(i + 1).padStart(2, '0')}-${mail.subject.replace(/[^a-z0-9]+/gi, '-').slice(0, 50)}-${width}.png`;
      await page.screenshot({ path: path.join(dir, name), fullPage: true });
      await page.close();
    }
  }
  await browser.close();
}
