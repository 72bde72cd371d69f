import { LISTING_PAGE_SIZE } from '../../../app/lib/listing-constants';
import { expect, test } from '../fixtures';

// Parts of a page that hydrate once they come near the screen (HydrateWhenSeen) keep the server's
// markup while they wait. A render of the page around them while they wait (the router taking in
// the routes it discovered once the page is alive) must leave them alone: React had built each
// waiting card's whole content in the browser and thrown it away, again at every such render, which
// was half the listing's main-thread time on a phone.
// The demo catalogue the test server starts with (42 pieces, most of them silk, some new and best
// sellers) fills a listing page and gives the home page and the search for silk cards of their own.
for (const { name, path, cards } of [
  { name: 'the listing', path: '/products', cards: LISTING_PAGE_SIZE },
  { name: 'the home page', path: '/', cards: undefined },
  { name: 'search results', path: '/search?q=silk', cards: undefined },
]) {
  test(`${name}: parts waiting to hydrate are not built again in the browser`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Counts the elements the page's scripts create once the document is parsed (the module
    // preloads aside): hydrating the server's markup creates none.
    await page.addInitScript(() => {
      const created: string[] = [];
      (window as { builtByScripts?: string[] }).builtByScripts = created;
      const createElement = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
        if (document.readyState !== 'loading' && tag.toLowerCase() !== 'link') created.push(tag.toLowerCase());
        return createElement.call(this, tag, options);
      } as Document['createElement'];
    });
    const discovered = page.waitForResponse((response) => response.url().includes('/__manifest'));
    await page.goto(path);
    await discovered;
    await page.waitForLoadState('networkidle');
    const built = await page.evaluate(() => (window as { builtByScripts?: string[] }).builtByScripts ?? []);
    expect(
      built.filter((tag) => tag === 'article' || tag === 'section' || tag === 'form'),
      'cards, sections and forms built by scripts',
    ).toEqual([]);
    expect(built.length, `elements built by scripts: ${built.join(' ')}`).toBeLessThan(20);

    // The waiting parts still hydrate as the shopper scrolls: the last card's heart answers.
    const hearts = page.locator('main form button[aria-label*="ishlist"]');
    if (cards) await expect(hearts).toHaveCount(cards);
    else await expect(hearts.first()).toBeVisible();
    await hearts.last().scrollIntoViewIfNeeded();
    await hearts.last().click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  });
}
