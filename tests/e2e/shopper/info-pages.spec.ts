import { expect, expectNoA11yViolations, test } from '../fixtures';

test.describe('information pages', () => {
  test('size guide: the inch chart, how to measure, WhatsApp help', async ({ page }) => {
    await page.goto('/size-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Size Guide' })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(7);
    await expect(rows.nth(1)).toHaveText(/XS\s*32-34\s*26-28\s*34-36/);
    await expect(rows.nth(6)).toHaveText(/XXL\s*42-44\s*36-38\s*44-46/);
    await expect(page.getByRole('heading', { name: 'How to measure' })).toBeVisible();
    const help = page.getByRole('link', { name: /Get size help on WhatsApp/ });
    await expect(help).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=Hi!%20I%20need%20help%20choosing%20my%20size\./);
    await expect(help).toHaveAttribute('target', '_blank');
    await expectNoA11yViolations(page);
  });

  test('care & craft: four steps, fabric care for silk, cotton, chiffon/georgette', async ({ page }) => {
    await page.goto('/care-craft');
    await expect(page.getByRole('heading', { level: 1, name: 'Care & Craft' })).toBeVisible();
    for (const step of ['Sourcing', 'Hand craft', 'Tailoring', 'Finishing'])
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    for (const fabric of ['Silk', 'Cotton', 'Chiffon & georgette'])
      await expect(page.getByRole('heading', { name: fabric, exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('shipping & returns: the options with one Express price, the returns section, support buttons', async ({ page }) => {
    await page.goto('/shipping-returns#returns');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping & Returns' })).toBeVisible();
    const options = page.getByRole('region', { name: 'Shipping options' });
    await expect(options).toContainText('Standard');
    await expect(options).toContainText('5-7 business days');
    await expect(options).toContainText('Free above ₹2,999');
    await expect(options).toContainText('₹199');
    await expect(options).toContainText('Festival Rush');
    await expect(options).toContainText('₹499');
    await expect(page.getByRole('main')).not.toContainText('₹99 ');
    const returns = page.locator('#returns');
    await expect(returns).toBeInViewport();
    await expect(returns).toContainText('Return within 7 days of delivery, unworn with tags, original packaging and invoice.');
    await expect(returns).toContainText('5-7 business days');
    await expect(page.getByRole('link', { name: /Ask us on WhatsApp/ })).toHaveAttribute('href', /wa\.me/);
    await expect(page.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:/);
    await expectNoA11yViolations(page);
  });

  test('privacy and terms are real pages', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/We do not store your IP address/)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'returns policy' })).toHaveAttribute('href', '/shipping-returns#returns');
    await expectNoA11yViolations(page);
  });
});

test('no shopper page scrolls sideways on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/',
    '/products',
    '/products?view=list',
    '/product/SKU1730000000002',
    '/search?q=silk',
    '/size-guide',
    '/care-craft',
    '/shipping-returns',
    '/privacy',
    '/terms',
  ]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
