import type { APIRequestContext, Page } from '@playwright/test';
import { createShopper, expect, expectNoA11yViolations, loginAsAdmin, sql, test } from '../fixtures';
import { expectCloseFocused, expectViewerRoundThree, shownPhoto } from '../photo-viewer';
import { unique } from './admin-helpers';

// The owner's Reviews screen opens a review's photos in the shop's photo viewer, as the product
// page does: by click or Enter, the arrows step round, Escape gives focus back to the photo; without
// scripts each photo stays a link to its large picture.

/** A product of our own with one waiting review by a shopper of a unique name, carrying three photos. */
async function waitingReview(request: APIRequestContext) {
  const id = `arp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const product = unique('Owner Viewer Leheriya Saree');
  await sql(
    request,
    `insert into products (id, name, price, image, images, category)
     select $1, $2, 4299, image, images, 'sarees' from products where image like '/media/%' limit 1`,
    [id, product],
  );
  const author = unique('Devika R.');
  const shopper = await createShopper(request, author);
  await sql(
    request,
    `insert into product_reviews (product_id, user_id, author_name, rating, title, body, fit, photos, enquiry_kind, enquiry_id, status)
     values ($1, $2, $3, 4, 'Drapes beautifully', 'The leheriya stripes are crisp and the pallu falls just right.', 'true',
       array(select image from products where image like '/media/%' order by id limit 3), 'cart', $4, 'pending')`,
    [id, shopper.id, author, `owner-viewer-${id}`],
  );
  return { product, author };
}

const photoLinks = (page: Page, review: { product: string; author: string }) =>
  page.getByRole('list', { name: `Photos of the review by ${review.author} of ${review.product}` }).getByRole('link');
const viewer = (page: Page, author: string) => page.getByRole('dialog', { name: `${author}'s photo` });

test('a click opens the photo in the viewer on the screen; arrows step round; axe clean; Escape gives focus back', async ({ page }) => {
  const review = await waitingReview(page.request);
  await loginAsAdmin(page);
  await page.goto('/admin/reviews');
  const links = photoLinks(page, review);
  await expect(links).toHaveCount(3);
  // The viewer's code comes after the screen's own; a click before it arrives opens the large picture as a link.
  await page.waitForLoadState('networkidle');
  await links.first().click();

  const dialog = viewer(page, review.author);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/reviews$/); // stayed on the screen
  await expect(dialog.getByText(`${review.product} · 1 of 3`)).toBeVisible();
  await expectViewerRoundThree(page, dialog, links.first(), `${review.author}'s photo of ${review.product}`);
});

test('by keyboard: Enter on a photo opens it there, without the fade when less motion is asked; Escape gives focus back', async ({
  page,
}) => {
  const review = await waitingReview(page.request);
  await loginAsAdmin(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/reviews');
  await page.waitForLoadState('networkidle');
  const second = photoLinks(page, review).nth(1);
  await second.focus();
  await page.keyboard.press('Enter');
  const dialog = viewer(page, review.author);
  await expect(shownPhoto(dialog)).toHaveAttribute('alt', `${review.author}'s photo of ${review.product}, 2 of 3`);
  await expectCloseFocused(dialog);
  expect(await shownPhoto(dialog).evaluate((img) => getComputedStyle(img).animationName)).toBe('none');
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();
});

test('without scripts a photo on the owner’s screen is a link to its large picture', async ({ browser, page }) => {
  const review = await waitingReview(page.request);
  await loginAsAdmin(page);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  try {
    await plain.goto('/admin/reviews');
    const first = photoLinks(plain, review).first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/\?w=1280$/);
    // By keyboard: the shop's sticky header may cover a photo scrolled into view for a click.
    await first.focus();
    await plain.keyboard.press('Enter');
    await expect(plain).toHaveURL(new RegExp(`${href!.replace(/[?.]/g, '\\$&')}$`));
    const response = await plain.request.get(href!);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  } finally {
    await context.close();
  }
});
