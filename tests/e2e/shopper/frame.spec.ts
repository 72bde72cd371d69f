import { expect, expectNoA11yViolations, test } from '../fixtures';

test.describe('the frame of every page', () => {
  test('home renders header, second bar and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Aangan Handcrafted Couture, home' })).toBeVisible();
    const main = header.getByRole('navigation', { name: 'Main' });
    for (const label of ['Shop In-Stock', 'Create Your Look', 'Collections', 'About']) {
      await expect(main.getByRole('link', { name: label })).toBeVisible();
    }
    const bar = header.getByRole('navigation', { name: 'Occasions and categories' });
    for (const label of ['Festive', 'Bridal', 'Office', 'Everyday', 'Sarees', 'Lehengas', 'Kurtas', 'Indo-Western', 'Accessories']) {
      await expect(bar.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: /Wishlist/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Cart, / })).toHaveAttribute('href', '/cart');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Mon-Sat')).toBeVisible();
    await expect(footer.getByText('10:00 AM-8:00 PM')).toBeVisible();
    await expect(footer.getByText('11:00 AM-6:00 PM')).toBeVisible();
    await expect(footer.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(footer.getByRole('link', { name: 'Aangan on Instagram' })).toHaveAttribute('href', /instagram\.com/);
    await expect(footer.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: /Size Guide/ })).toHaveAttribute('target', '_blank');
  });

  test('the logo goes to the home page', async ({ page }) => {
    await page.goto('/size-guide');
    await page.getByRole('link', { name: 'Aangan Handcrafted Couture, home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path shows the 404 screen with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/no-such-page');
    await expectNoA11yViolations(page);
  });

  test('the footer is whole on a page reached in the browser from the error screen, whose HTML had none', async ({ page }) => {
    // An enquiry link that leads nowhere: the shop's error screen, without header or footer.
    await page.goto('/enquiries/t/no-such-link');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Mon-Sat')).toBeVisible();
    await expect(footer.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(footer.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });

  test('the category bar, written by the server once for every page, is followed in the page and whole where the browser builds it', async ({
    page,
  }) => {
    let documents = 0;
    page.on('domcontentloaded', () => documents++);
    await page.goto('/size-guide');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
    const loaded = documents;
    const bar = () => page.getByRole('banner').getByRole('navigation', { name: 'Occasions and categories' });
    await bar().getByRole('link', { name: 'Sarees', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?filter=category&value=sarees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sarees Collection' })).toBeVisible();
    expect(documents).toBe(loaded);
    // Back to the size guide in the page: its chart is the server's markup, kept.
    await page.goBack();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toHaveText(/XS\s*32-34\s*26-28\s*34-36/);
    expect(documents).toBe(loaded);

    // A page whose HTML had no header: the browser builds the bar, and its links work the same.
    await page.goto('/enquiries/t/no-such-link');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    // The error screen's link is a plain one: a new document, counted once it has loaded (its URL
    // is there before its DOMContentLoaded).
    await page.waitForURL(/\/$/);
    const reached = documents;
    await bar().getByRole('link', { name: 'Bridal', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?filter=occasion&value=bridal$/);
    expect(documents).toBe(reached);
  });

  test('the mobile menu opens at 390 px and lists occasions and categories', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('heading', { name: 'Shop by Occasion' })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Create Your Look' })).toBeVisible();
    await menu.getByRole('link', { name: 'Bridal' }).click();
    await expect(page).toHaveURL(/filter=occasion&value=bridal/);
  });

  test('the mobile menu and the cart drawer work by keyboard and hand focus back when closed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // While a dialog is open the page behind it is hidden from the accessibility tree, so the
    // buttons are found by their labels, not by role.
    const menuButton = page.locator('button[aria-label="Open menu"]');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    const cartButton = page.locator('header a[aria-label^="Cart, "]');
    await cartButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /Your Cart/ })).toHaveCount(0);
    await expect(cartButton).toBeFocused();
  });

  test('an open dialog keeps the page behind out of reach: Tab stays inside, the page does not scroll, a tap outside closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.locator('button[aria-label="Open menu"]').click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The header, the page and the footer can be neither clicked, focused nor read while the menu is
    // open (inert; Playwright's role queries do not look at inertness, so the attribute is checked).
    const outOfReach = () =>
      page.evaluate(() => ['header', 'main', 'footer'].map((tag) => Boolean(document.querySelector(tag)?.closest('[inert]'))));
    expect(await outOfReach()).toEqual([true, true, true]);
    // More presses than the menu has links: focus never leaves it.
    const links = await menu.getByRole('link').count();
    for (let i = 0; i < links + 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.mouse.move(370, 600);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A tap on the dimmed page beside the menu closes it, and the page is back.
    await page.mouse.click(370, 600);
    await expect(menu).toHaveCount(0);
    expect(await outOfReach()).toEqual([false, false, false]);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('health answers 200 while the database answers', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.status).toBe('ok');
    // The render cache reports its memory against its budget (64 MB by default).
    expect(body.renderCache).toMatchObject({ maxBytes: 64 * 1024 * 1024 });
    expect(body.renderCache.bytes).toBeLessThanOrEqual(body.renderCache.maxBytes);
  });

  test('security headers are present', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
