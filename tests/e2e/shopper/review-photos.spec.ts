import type { APIRequestContext, Page } from '@playwright/test';
import { MEDIA_WIDTHS } from '../../../app/lib/media-widths';
import { createShopper, expect, expectNoA11yViolations, sql, test, untilAlive } from '../fixtures';
import { expectCloseFocused, expectViewerRoundThree, shownPhoto } from '../photo-viewer';

// Review photos open large in a viewer on the page (product page and the reviews page), by pointer
// and by keyboard; without scripts each photo is still a link to its large picture.

const PRODUCT_NAME = 'Viewer Test Bandhani Dupatta';

/** The shop's collection pictures, portraits (3:4) shown nowhere on a product page. */
const COLLECTION_PICTURES = ['lehengas', 'sarees', 'kurtas'].map((category) => `/media/site/collection-${category}.webp`);

/**
 * A product of our own with one published review carrying three photos: pictures of the catalogue,
 * or those given.
 */
async function reviewedProduct(request: APIRequestContext, photos?: string[]) {
  const id = `rp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await sql(
    request,
    `insert into products (id, name, price, image, images, category)
     select $1, $2, 2899, image, images, 'kurtas' from products where image like '/media/%' limit 1`,
    [id, PRODUCT_NAME],
  );
  const meera = await createShopper(request, 'Meera Kapoor');
  await sql(
    request,
    `insert into product_reviews (product_id, user_id, author_name, rating, title, body, fit, photos, enquiry_kind, enquiry_id, status, published_at)
     values ($1, $2, 'Meera K.', 5, 'Glows in daylight', 'The bandhani dots are even and the colour is deeper in person.', 'true',
       coalesce(string_to_array($4, ' '), array(select image from products where image like '/media/%' order by id limit 3)), 'cart', $3, 'published', now())`,
    [id, meera.id, `viewer-${id}`, photos?.join(' ') ?? null],
  );
  return id;
}

const photoLinks = (page: Page) => page.getByRole('list', { name: 'Customer photos' }).getByRole('link');
const viewer = (page: Page) => page.getByRole('dialog', { name: "Meera K.'s photo" });

test('a click opens the photo large; arrows step round the review photos; Escape closes and focus returns', async ({ page }) => {
  const id = await reviewedProduct(page.request);
  await page.goto(`/product/${id}`);
  const links = photoLinks(page);
  await expect(links).toHaveCount(3);
  await page.waitForLoadState('networkidle');
  await links.first().click();

  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`)); // stayed on the page
  await expectViewerRoundThree(page, dialog, links.first(), `Meera K.'s photo of ${PRODUCT_NAME}`);
});

test('by keyboard: Enter on a photo opens it there, Escape gives focus back to it; the reviews page too', async ({ page }) => {
  const id = await reviewedProduct(page.request);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/product/${id}`);
  await page.waitForLoadState('networkidle');
  const second = photoLinks(page).nth(1);
  await second.focus();
  await page.keyboard.press('Enter');
  const dialog = viewer(page);
  await expect(shownPhoto(dialog)).toHaveAttribute('alt', /, 2 of 3$/);
  await expectCloseFocused(dialog);
  // Asked for less motion, the photo appears without its fade.
  expect(await shownPhoto(dialog).evaluate((img) => getComputedStyle(img).animationName)).toBe('none');
  // Enter on Close, where focus starts, closes the viewer and gives focus back to the photo.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();

  await page.goto(`/product/${id}/reviews`);
  await page.waitForLoadState('networkidle');
  const third = photoLinks(page).nth(2);
  await third.focus();
  await page.keyboard.press('Enter');
  await expect(shownPhoto(viewer(page))).toHaveAttribute('alt', `Meera K.'s photo of ${PRODUCT_NAME}, 3 of 3`);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(third).toBeFocused();
});

test('on a phone the viewer fetches a size fitting the screen, not the 1280 px picture', async ({ browser, request }) => {
  const id = await reviewedProduct(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  const page = untilAlive(await context.newPage());
  try {
    await page.goto(`/product/${id}`);
    await page.waitForLoadState('networkidle');
    await photoLinks(page).first().click();
    const photo = shownPhoto(viewer(page));
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const fetched = await photo.evaluate((img: HTMLImageElement) => ({
      width: Number(/\?w=(\d+)$/.exec(img.currentSrc)?.[1]),
      needed: img.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    // One of the shop's smaller sizes, still sharp at the width it is shown on this screen.
    expect(fetched.width).toBeLessThan(1280);
    expect(fetched.width).toBeGreaterThanOrEqual(fetched.needed);
    await expectNoA11yViolations(page);
  } finally {
    await context.close();
  }
});

test('on a wide, short window a tall photo fetches the size it is shown at, held by the viewer’s height', async ({ page }) => {
  // Portraits at 1280x720: the viewer's height, not its width of nearly 800 px, sets how wide they
  // are shown. Pictures not on the page already, since the browser may take a size it holds instead.
  const id = await reviewedProduct(page.request, COLLECTION_PICTURES);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // measured at its size, not growing into it
  await page.goto(`/product/${id}`);
  await page.waitForLoadState('networkidle');
  await photoLinks(page).first().click();
  const photo = shownPhoto(viewer(page));
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await photo.evaluate((img: HTMLImageElement) => {
    const frame = getComputedStyle(img.parentElement!);
    const box = img.getBoundingClientRect();
    return {
      fetched: Number(/\?w=(\d+)$/.exec(img.currentSrc)?.[1]),
      tall: img.naturalHeight > img.naturalWidth,
      width: box.width,
      height: box.height,
      room: {
        width: img.parentElement!.clientWidth - parseFloat(frame.paddingLeft) - parseFloat(frame.paddingRight),
        height: img.parentElement!.clientHeight - parseFloat(frame.paddingTop) - parseFloat(frame.paddingBottom),
      },
      needed: box.width * window.devicePixelRatio,
    };
  });
  expect(shown.tall).toBe(true);
  // As tall as the viewer lets it be, so much narrower than the room beside it.
  expect(Math.abs(shown.height - shown.room.height)).toBeLessThan(1);
  expect(shown.width).toBeLessThan(shown.room.width / 2);
  // The smallest of the shop's sizes still sharp at that width, not one for the viewer's width.
  expect(shown.fetched).toBe(MEDIA_WIDTHS.find((w) => w >= shown.needed));
});

test('without scripts a photo is a link to its large picture', async ({ browser, request }) => {
  const id = await reviewedProduct(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`/product/${id}`);
    const first = photoLinks(page).first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/\?w=1280$/);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?.]/g, '\\$&')}$`));
    const response = await page.request.get(href!);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  } finally {
    await context.close();
  }
});

test('a photo tapped while the code of the viewer is still on its way opens in the viewer once it arrives', async ({ page }) => {
  const id = await reviewedProduct(page.request);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/photo-viewer-dialog-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`/product/${id}`);
  await page.waitForFunction(() => window.shopPage?.ready === true);
  // The photos' listener is fetched once the page is alive (only a page showing photos needs it); a
  // photo tapped before it is in opens as the link it is. A pointer reaching a photo once it listens
  // asks for the viewer's code: that, not a pause, says it is in.
  const second = photoLinks(page).nth(1);
  await expect
    .poll(async () => {
      await page.mouse.move(0, 0);
      await second.hover();
      return asked;
    })
    .toBe(true);
  await second.click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`)); // not sent to the picture's own address
  release();
  await expect(shownPhoto(viewer(page))).toHaveAttribute('alt', `Meera K.'s photo of ${PRODUCT_NAME}, 2 of 3`);
});
