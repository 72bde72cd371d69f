// Touch response after hydration on a slowed CPU (bench:pages' slowdown, see cpu-slowdown.mjs): the longest Event Timing entry (input delay +
// handler + the next paint) of each interaction, as the browser itself reports it.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

async function openHydrated(browser, url, device, slowdown) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(url, { waitUntil: 'load' });
  // The page's first script reports when React has hydrated the page (app/lib/early-start.ts).
  await page.waitForFunction(() => window.shopPage?.ready === true, undefined, { timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__eventTimings = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__eventTimings.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  return { context, page };
}

/** Runs `act`, waits for its visible answer, then returns the longest event duration it caused (16 = at most 16 ms). */
async function measure(page, act) {
  await page.evaluate(() => (window.__eventTimings = []));
  await act();
  // Entries are delivered after the next paint; two frames later they are all in.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
  return Math.max(16, ...(await page.evaluate(() => window.__eventTimings)));
}

export async function touchResponse(browser, base, runs, slowdown) {
  const results = { 'cart drawer': [], 'mobile menu': [], 'Trending tab': [], 'header search typing': [] };
  for (let i = 0; i < runs; i++) {
    const phone = await openHydrated(browser, `${base}/`, PHONE, slowdown);
    const { page } = phone;
    results['cart drawer'].push(
      await measure(page, async () => {
        await page.tap('header a[aria-label^="Cart, "]');
        await page.getByRole('dialog', { name: /Your Cart/ }).waitFor();
      }),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    results['mobile menu'].push(
      await measure(page, async () => {
        await page.tap('button[aria-label="Open menu"]');
        await page.getByRole('dialog').waitFor();
      }),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const tab = page.getByRole('tablist', { name: 'Trending' }).getByRole('tab').nth(1);
    await tab.scrollIntoViewIfNeeded();
    results['Trending tab'].push(
      await measure(page, async () => {
        await tab.tap();
        await page.waitForFunction(
          () =>
            document.querySelectorAll('[role="tablist"][aria-label="Trending"] [role="tab"]')[1]?.getAttribute('aria-selected') === 'true',
        );
      }),
    );
    await phone.context.close();

    // The header search field is shown from tablet width up; typed on a keyboard.
    const desktop = await openHydrated(browser, `${base}/`, DESKTOP, slowdown);
    const search = desktop.page.getByRole('search', { name: 'Site search' }).getByRole('searchbox');
    await search.click();
    results['header search typing'].push(await measure(desktop.page, () => desktop.page.keyboard.type('silk saree', { delay: 60 })));
    await desktop.context.close();
  }
  return results;
}
