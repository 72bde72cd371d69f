import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// A page's scripts wait until its pictures are in, or until the shopper types, touches or points:
// React Router's boot script waits on the page's first script (`<Scripts moduleGate>`,
// docs/decisions/0015-scripts-after-the-main-picture.md). Checked by what the browser fetched and when,
// not by the text of the page.

/** Start times of the script files the page fetched, against its load event. */
function scriptTimes(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return { loadEvent: navigation.loadEventStart, starts: scripts.map((entry) => ({ url: entry.name, start: entry.startTime })) };
  });
}

for (const path of ['/products', '/size-guide']) {
  test(`${path} fetches no script before its load event, then comes alive`, async ({ page }) => {
    await page.goto(path);
    const { loadEvent, starts } = await scriptTimes(page);
    expect(starts.length, 'script files fetched').toBeGreaterThan(2);
    expect(starts.filter((script) => script.start < loadEvent).map((script) => script.url)).toEqual([]);
    // Alive: the cart opens in place instead of leading to its page.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .click();
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  });
}

test('a key pressed while the pictures are still coming brings the scripts at once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // Every picture is held until the end, so the page cannot finish loading by itself.
  const held: Route[] = [];
  let released = false;
  let firstPictureAsked = () => {};
  const pictureAsked = new Promise<void>((resolve) => (firstPictureAsked = resolve));
  await page.route('**/*', (route) => {
    if (released || route.request().resourceType() !== 'image') return route.fallback();
    held.push(route);
    firstPictureAsked();
  });

  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await pictureAsked;
  expect(scripts, 'scripts fetched while the pictures were coming').toEqual([]);
  const sort = page.getByRole('button', { name: 'Sort', exact: true });
  await expect(sort).toBeVisible();

  await page.keyboard.press('Tab');
  await expect.poll(() => scripts.length, 'script files fetched after the key').toBeGreaterThan(2);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.readyState), 'the page had not finished loading').not.toBe('complete');
  // The listing's form applies itself now: its Sort button steps aside.
  await expect(sort).toBeHidden();

  released = true;
  await Promise.all(held.map((route) => route.fallback()));
});
