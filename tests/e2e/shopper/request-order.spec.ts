import { expect, test } from '../fixtures';
import { recordPageLoad } from '../page-load-record';

// On a slow phone connection the page's main picture comes before any script: no script file or
// script preload may be requested until the LCP picture's response has ended.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

for (const path of ['/', '/product/SKU1730000000002']) {
  test(`no script is requested before the main picture of ${path} has arrived`, async ({ page }) => {
    const record = await recordPageLoad(page, path);
    const { lcpRequest, firstScript } = record;
    if (!lcpRequest) throw new Error(`the LCP of ${path} is not a picture`);
    if (!firstScript) throw new Error(`${path} loaded no script at all`);
    expect(firstScript.start, `${firstScript.url} started before ${lcpRequest.url} had arrived`).toBeGreaterThanOrEqual(lcpRequest.end);
    // And the page still becomes interactive: the cart opens.
    await page.getByRole('button', { name: /^Cart, / }).tap();
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  });
}
