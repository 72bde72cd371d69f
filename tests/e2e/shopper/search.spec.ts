import { expect, expectNoA11yViolations, sql, test } from '../fixtures';
import { deleteProducts, insertProducts, uniqueId } from './catalogue-helpers';

const headerSearch = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });

test.describe('header search dropdown', () => {
  test('shows live matches with the count, at most eight, then "And N more results..."', async ({ page, request }) => {
    await page.goto('/');
    const [{ n }] = await sql<{ n: number }>(
      request,
      `select count(*)::int as n from products where is_published and search_text like '%silk%'`,
    );
    expect(n).toBeGreaterThan(8);
    await headerSearch(page).fill('Silk');
    await expect(page.getByText(`${n} matches found for "Silk"`)).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(results).toHaveCount(8);
    await expect(page.getByRole('link', { name: `And ${n - 8} more results...` })).toBeVisible();
    await expectNoA11yViolations(page);
    await results.first().click();
    await expect(page).toHaveURL(/\/product\/SKU/);
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });

  test('counts one match in the singular and none as 0 matches', async ({ page, request }) => {
    const id = uniqueId();
    await insertProducts(request, [{ id, name: 'Zardozi Quokkaweave Dupatta', price: 2100 }]);
    try {
      await page.goto('/');
      await headerSearch(page).fill('quokkaweave');
      await expect(page.getByText('1 match found for "quokkaweave"')).toBeVisible();
      await headerSearch(page).fill('xyzzyplugh');
      await expect(page.getByText('0 matches found for "xyzzyplugh"')).toBeVisible();
      await headerSearch(page).fill('   ');
      await expect(page.getByText(/matches? found/)).toHaveCount(0);
    } finally {
      await deleteProducts(request, [id]);
    }
  });

  test('shows Searching... while waiting and Error searching products when the search fails', async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/search?**', async (route) => {
      await gate;
      await route.fulfill({ status: 500, body: 'boom' });
    });
    await page.goto('/');
    await headerSearch(page).fill('saree');
    await expect(page.getByText('Searching...')).toBeVisible();
    release();
    await expect(page.getByText('Error searching products')).toBeVisible();
  });

  test('forgives typos: lehnga finds lehengas, anarkli finds an Anarkali', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page).fill('lehnga');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link').first()).toContainText(/Lehenga/);
    await headerSearch(page).fill('anarkli');
    await expect(results.getByRole('link', { name: /Chanderi Anarkali Kurta/ })).toBeVisible();
  });

  test('Enter opens the full results page; Escape closes the dropdown', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page).fill('bandhani');
    await expect(page.getByText(/matches? found for "bandhani"/)).toBeVisible();
    await headerSearch(page).press('Escape');
    await expect(page.getByText(/matches? found for "bandhani"/)).toHaveCount(0);
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=bandhani/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “bandhani”');
  });
});

test.describe('search results page', () => {
  test('lists every match with the count from the database', async ({ page, request }) => {
    const [{ n }] = await sql<{ n: number }>(
      request,
      `select count(*)::int as n from products where is_published and search_text like '%cotton%'`,
    );
    await page.goto('/search?q=cotton');
    await expect(page.getByRole('main').getByText(`${n} matches found for "cotton"`)).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(n, 24));
    await expectNoA11yViolations(page);
  });

  test('works as a plain form without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).fill('kanjeevaram');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kanjeevaram/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Kanjeevaram/ })
        .first(),
    ).toBeVisible();
    await context.close();
  });

  test('a blank search offers suggestions', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your next favourite');
    await page.getByRole('link', { name: 'Anarkali' }).click();
    await expect(page.getByRole('main').getByText(/matches? found for "Anarkali"/)).toBeVisible();
  });
});
