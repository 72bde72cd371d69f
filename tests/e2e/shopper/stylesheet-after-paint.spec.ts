import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, loginAsAdmin, test, withEveryPartLaidOut } from '../fixtures';

// A page carries only the styles its own HTML uses; the rest of the stylesheet and, on a first visit,
// the web fonts' files come after the main picture (app/lib/page-start.ts, app/lib/web-fonts.ts).
// Whatever React shows later must look exactly as if the server had rendered it.

/** The page is alive, the browser has the web fonts' files, and the faces the page names are in. */
const webFontsIn = async (page: Page) => {
  await page.waitForFunction(() => window.shopPage?.ready && document.cookie.includes('shop-fonts=1'));
  await page.evaluate(() => document.fonts.ready);
};

/** The font the browser draws an element's text with (not the stack it was asked for). */
async function drawnFont(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(', ');
}

/** The web fonts' faces the document has, whether its styles name them or a script added them. */
const webFaces = (page: Page) =>
  page.evaluate(() => [...document.fonts].map((face) => face.family.replaceAll('"', '')).filter((family) => !family.endsWith('Fallback')));

/** Whether the browser has laid out an element (false while a below-fold part it is in skips its layout). */
const laidOut = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test('the home page below the first screen is laid out as the shopper scrolls to it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The sections under the hero and the footer.
  await expect(page.locator('.below-fold')).toHaveCount(7);
  await webFontsIn(page);
  const about = page.getByRole('heading', { level: 2, name: /courtyard where every celebration begins/ });
  // Far below the first screen: not laid out while the shopper is at the top, not even once the fonts are in.
  expect(await laidOut(about)).toBe(false);
  await about.scrollIntoViewIfNeeded();
  await expect(about).toBeVisible();
  await expect.poll(() => laidOut(about)).toBe(true);
  // Laid out with the web fonts: the About section's heading is set in the display face.
  expect(await about.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Cormorant Garamond Variable');
});

test('the listing lays out its first row of cards at once and the others as they are needed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  const cells = page.locator('main li:has(article)');
  // The first row is styled and laid out with the first paint; every card after it is a part that waits.
  const parts = await cells.evaluateAll((all) => all.map((cell) => cell.classList.contains('below-fold')));
  expect(parts.length).toBeGreaterThan(4);
  expect(parts.slice(0, 2)).toEqual([false, false]);
  expect(parts.slice(2).every(Boolean)).toBe(true);
  await webFontsIn(page);
  const last = cells.last();
  expect(await laidOut(last.getByRole('link').first())).toBe(false);
  // Every card is there to scroll to, with its picture, name and price.
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('link').first()).toBeVisible();
  await expect.poll(() => laidOut(last.getByRole('link').first())).toBe(true);
  await expect(last).toContainText('₹');
});

test('the colours of the parts still waiting for their layout read right to a checker that does not scroll (as Lighthouse runs axe)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ['/', '/products', '/shipping-returns']) {
    await page.goto(path);
    await webFontsIn(page);
    // The footer is far below the first screen, its columns not laid out: a part whose own box is
    // skipped was read against the page's ivory (six false failures, Lighthouse's accessibility 96).
    expect(await laidOut(page.locator('footer h2').first())).toBe(false);
    const results = await new AxeBuilder({ page }).setLegacyMode().withRules(['color-contrast']).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${path}: ${n.target.join(' ')}`))).toEqual([]);
  }
});

/** What a shopper sees of every element in a part of the page (once every part is laid out): its box, colours and type. */
const looks = (page: Page, part = 'main') =>
  withEveryPartLaidOut(page, () =>
    page.locator(part).evaluate((root) =>
      [root, ...root.querySelectorAll('*')].map((element) => {
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
    ),
  );

test('a first visit paints in the fallback faces and is not laid out again for the web fonts; the next page has them', async ({ page }) => {
  await page.goto('/');
  await webFontsIn(page);
  // The files are in, but this page keeps the faces it was first drawn with: no second layout.
  expect(await webFaces(page)).toEqual([]);
  // The hero's heading, drawn in the display face's fallback.
  const hero = await drawnFont(page, 'main h2');
  expect(hero).toMatch(/\w/);
  expect(hero).not.toContain('Cormorant');
  // The next page, reached by a link, is drawn in the shop's own faces.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href^="/product/"]')!.click());
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => drawnFont(page, 'main h1')).toContain('Cormorant Garamond');
  await expect.poll(() => drawnFont(page, 'main p')).toContain('Jost');
});

test('a browser that has the web fonts paints with them from the first frame, each face named once', async ({ page }) => {
  await page.goto('/shipping-returns');
  await webFontsIn(page);
  await page.goto('/');
  // The page names the faces itself (optional: used only if the file is there for the first frame).
  expect(await page.evaluate(() => document.querySelector('style[data-href]')!.textContent)).toMatch(
    /@font-face\{font-family:Jost Variable;[^}]*font-display:optional\}/,
  );
  await webFontsIn(page);
  expect(await drawnFont(page, 'main h2')).toContain('Cormorant Garamond');
  // Two faces, not four: a face named twice would make the browser lay out every line again.
  expect((await webFaces(page)).sort()).toEqual(['Cormorant Garamond Variable', 'Jost Variable']);
});

for (const width of [390, 1280]) {
  test(`a page reached by a link after hydration looks as the same page loaded on its own (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The size guide uses few of the listing's classes: the listing's come from the rest of the stylesheet.
    await page.goto('/size-guide');
    await webFontsIn(page);
    const firstStyles = await page.evaluate(() => document.querySelector('style[data-href]')!.textContent!.length);
    const sizeGuideHeading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.evaluate(() => {
      // A link React Router follows in the page (no new document): the frame's link to the listing.
      document.querySelector<HTMLAnchorElement>('a[href="/products"]')!.click();
    });
    await expect(page).toHaveURL(/\/products/);
    // The address changes before React has drawn the listing: wait until the size guide's heading has gone.
    await expect(page.getByRole('heading', { level: 1, name: sizeGuideHeading, exact: true })).toHaveCount(0);
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

test('the owner going from the shop to the admin by a link sees the admin as when it is loaded on its own', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page);
  await page.goto('/size-guide');
  await webFontsIn(page);
  // The admin's own stylesheet must follow the shop's whole stylesheet, as on an admin page loaded directly.
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The admin's frame: the dashboard's figures change while other tests run.
  const frame = 'aside[aria-label="Admin"]';
  const reached = await looks(page, frame);

  await page.goto('/admin');
  await webFontsIn(page);
  await page.waitForLoadState('networkidle');
  expect(reached.length).toBeGreaterThan(30);
  expect(reached).toEqual(await looks(page, frame));
});
