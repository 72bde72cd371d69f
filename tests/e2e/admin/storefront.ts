import type { Page } from '@playwright/test';
import { test } from '../fixtures';

/**
 * The storefront pages (product, listing, home, account) are built on other branches; on this branch
 * they are placeholders that show only a heading. Storefront assertions run once the real page is
 * there, and until then the test records why they were not run. The lead removes this guard after
 * the merge (see the admin branch report).
 */
export async function storefrontReady(page: Page, path: string, placeholderHeading: string): Promise<boolean> {
  await page.goto(path);
  const main = page.locator('main');
  const onlyHeading = (await main.locator('h1').count()) === 1 && (await main.locator('h1').innerText()).trim() === placeholderHeading && (await main.locator('a, button, img, p').count()) === 0;
  if (onlyHeading) test.info().annotations.push({ type: 'storefront-placeholder', description: `${path} is still a placeholder on this branch` });
  return !onlyHeading;
}
