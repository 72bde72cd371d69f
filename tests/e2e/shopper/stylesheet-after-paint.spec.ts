import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// A page carries only the styles its own HTML uses; the rest of the stylesheet and the web fonts come
// after the main picture (app/server/script-gate.server.ts). Whatever React shows later must look
// exactly as if the server had rendered it.

const webFontsIn = (page: Page) =>
  page.waitForFunction(() => {
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''));
    return window.__shopScripts?.ready && loaded.includes('Jost Variable') && loaded.includes('Cormorant Garamond Variable');
  });

/** What a shopper sees of every element in the main content: its box, colours and type. */
const looks = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [main, ...main.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [
        element.tagName,
        style.display,
        style.position,
        style.color,
        style.backgroundColor,
        style.backgroundImage.slice(0, 40),
        style.fontFamily,
        style.fontSize,
        style.fontWeight,
        style.padding,
        style.margin,
        style.gridTemplateColumns,
        style.borderRadius,
        style.boxShadow,
        Math.round(box.width),
        Math.round(box.height),
      ].join(' | ');
    }),
  );

test('the web fonts are in once the page has hydrated, as one set of faces', async ({ page }) => {
  await page.goto('/');
  await webFontsIn(page);
  // Two fallback faces (in the page) and the two web fonts: a face declared twice would make the
  // browser lay out every line again.
  expect(await page.evaluate(() => document.fonts.size)).toBe(4);
  const heading = page.getByRole('heading', { level: 2 }).first();
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Cormorant Garamond Variable');
});

for (const width of [390, 1280]) {
  test(`a page reached by a link after hydration looks as the same page loaded on its own (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The size guide uses few of the listing's classes: the listing's come from the rest of the stylesheet.
    await page.goto('/size-guide');
    await webFontsIn(page);
    const firstStyles = await page.evaluate(() => document.querySelector('style[data-href]')!.textContent!.length);
    await page.evaluate(() => {
      // A link React Router follows in the page (no new document): the frame's link to the listing.
      document.querySelector<HTMLAnchorElement>('a[href="/products"]')!.click();
    });
    await expect(page).toHaveURL(/\/products/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Still the first document: its inline styles are the size guide's.
    expect(await page.evaluate(() => document.querySelector('style[data-href]')!.textContent!.length)).toBe(firstStyles);
    const reached = await looks(page);

    await page.goto(page.url());
    await webFontsIn(page);
    await page.waitForLoadState('networkidle');
    const loaded = await looks(page);
    expect(reached.length).toBeGreaterThan(100);
    expect(reached).toEqual(loaded);
  });
}
