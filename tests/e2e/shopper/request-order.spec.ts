import { expect, test } from '../fixtures';
import { recordPageLoad } from '../page-load-record';

// On a slow phone connection the page's main picture comes before any script or web font: no script
// file, script preload or font file may be requested until the LCP picture's response has ended.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

for (const path of ['/', '/product/SKU1730000000002']) {
  test(`no script or web font is requested before the main picture of ${path} has arrived`, async ({ page }) => {
    const record = await recordPageLoad(page, path);
    const { lcpRequest, firstScript, firstFont } = record;
    if (!lcpRequest) throw new Error(`the LCP of ${path} is not a picture`);
    if (!firstScript) throw new Error(`${path} loaded no script at all`);
    if (!firstFont) throw new Error(`${path} loaded no web font at all`);
    expect(firstScript.start, `${firstScript.url} started before ${lcpRequest.url} had arrived`).toBeGreaterThanOrEqual(lcpRequest.end);
    expect(firstFont.start, `${firstFont.url} started before ${lcpRequest.url} had arrived`).toBeGreaterThanOrEqual(lcpRequest.end);
    // The files are then in the browser, which says so to the shop: its next page names their faces.
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'shop-fonts')?.value).toBe('1');
    // And the page still becomes interactive: the cart opens.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .tap();
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  });
}
