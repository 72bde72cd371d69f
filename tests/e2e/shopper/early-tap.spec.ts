import { expect, test } from '../fixtures';

// The sections below the first screen hydrate after the rest of the page (HydrateLater): a tap
// made before the scripts arrived must hydrate its section first and then be answered.
test('a tap before loading on a section that hydrates later is answered too', async ({ page }) => {
  await page.route('**/media/site/hero-*.webp*', () => {});
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const secondTab = page.getByRole('tablist', { name: 'Trending' }).getByRole('tab').nth(1);
  await expect(secondTab).toHaveAttribute('aria-selected', 'false');
  await secondTab.click();
  await expect(secondTab).toHaveAttribute('aria-selected', 'true');
});

// Once React is listening it answers a tap itself, hydrating the part under the finger first; a tap
// made then must count once, not also be played again when the page's main part has hydrated.
test('a tap made while the page hydrates counts once', async ({ page }) => {
  // The tap lands in the first moment React listens: the task right after React adds its click
  // listener to the document, which it does as it starts hydrating.
  await page.addInitScript(() => {
    const add = EventTarget.prototype.addEventListener;
    let tapped = false;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
      add.apply(this, args);
      if (tapped || this !== document || args[0] !== 'click') return;
      tapped = true;
      setTimeout(() => {
        (window as { tappedWhileHydrating?: boolean }).tappedWhileHydrating = !window.shopPage?.ready;
        document.querySelector<HTMLElement>('button[aria-label="Increase quantity"]')?.click();
      }, 0);
    };
  });
  await page.goto('/product/SKU1730000000002');
  expect(await page.evaluate(() => (window as { tappedWhileHydrating?: boolean }).tappedWhileHydrating), 'tapped while hydrating').toBe(
    true,
  );
  await expect(page.locator('input[name="quantity"]')).toHaveValue('2');
});
