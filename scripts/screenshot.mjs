// Screenshots for looking at what we build: node scripts/screenshot.mjs <base-url> <path> [more paths…]
// Writes /tmp/shots/<name>-390.png and -1280.png (full page). SHOT_DIR changes the folder.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const [base, ...paths] = process.argv.slice(2);
const outDir = process.env.SHOT_DIR ?? '/tmp/shots';
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS],
});
for (const p of paths) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
    await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' });
    // Walk down the page so lazy images load before a full-page picture is taken.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    const name = (p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home') + `-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(path.join(outDir, name));
    await page.close();
  }
}
await browser.close();
