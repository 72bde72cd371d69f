import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from './fixtures';

// The review photo viewer as a shopper or the owner meets it, opened on the first of a review's
// three photos: wherever it is used, it behaves the same.

export const shownPhoto = (dialog: Locator) => dialog.getByRole('img');

/** Focus starts on the viewer's Close button, not on a control that steps away from the photo opened. */
export const expectCloseFocused = (dialog: Locator) => expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

/**
 * The viewer opens with focus on Close and shows the first photo large (the 1280 px picture as its
 * plain source, loaded, its alt naming whose photo of which piece) and is axe clean; the arrows and
 * the Next button step round the three; Escape closes it and gives focus back to the photo that
 * opened it.
 */
export async function expectViewerRoundThree(page: Page, dialog: Locator, opener: Locator, alt: string) {
  await expectCloseFocused(dialog);
  await expect(shownPhoto(dialog)).toHaveAttribute('alt', `${alt}, 1 of 3`);
  await expect(shownPhoto(dialog)).toHaveAttribute('src', /\?w=1280$/);
  await expect.poll(() => shownPhoto(dialog).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoA11yViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(shownPhoto(dialog)).toHaveAttribute('alt', /, 2 of 3$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(shownPhoto(dialog)).toHaveAttribute('alt', /, 3 of 3$/); // round to the last
  await dialog.getByRole('button', { name: 'Next photo' }).click();
  await expect(shownPhoto(dialog)).toHaveAttribute('alt', /, 1 of 3$/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
