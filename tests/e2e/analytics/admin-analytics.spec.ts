import { createShopper, expect, expectNoA11yViolations, login, loginAsAdmin, sql, test } from '../fixtures';
import { postEvents } from './helpers';

test.describe('the owner analytics screen', () => {
  test('shows the recorded traffic, products, searches, clicks and funnel, and passes axe', async ({ page, request }) => {
    const tag = `${Date.now()}${test.info().workerIndex}`;
    const productName = `Zari Test Lehenga ${tag}`;
    const query = `zardozi-${tag}`;
    const found = `phulkari-${tag}`;
    await page.goto('/size-guide');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('analytics_session_id'))).toBeTruthy();
    const sessionId = await page.evaluate(() => sessionStorage.getItem('analytics_session_id'));
    await postEvents(page, [
      { type: 'product_viewed', productId: `E2E${tag}`, productName },
      { type: 'product_viewed', productId: `E2E${tag}`, productName },
      { type: 'add_to_cart', productId: `E2E${tag}`, productName },
      { type: 'search_performed', searchQuery: query, properties: { results: 0 } },
      { type: 'search_performed', searchQuery: found, properties: { results: 4 } },
      { type: 'search_performed', searchQuery: found },
      { type: 'whatsapp_clicked' },
      { type: 'instagram_clicked' },
      { type: 'custom_order_form_opened' },
    ]);
    await sql(request, "insert into custom_orders (name, phone, design_interest) values ($1, '9876500002', 'Bridal lehenga')", [
      `E2E Analytics ${tag}`,
    ]);
    // Other specs record traffic on the same server at the same time; weight this test's rows so they
    // top the lists whatever else ran today.
    await sql(
      request,
      "insert into funnel_events (session_id, event_type, product_id, product_name) select $1, 'product_viewed', $2, $3 from generate_series(1, 48)",
      [sessionId, `E2E${tag}`, productName],
    );
    await sql(
      request,
      "insert into funnel_events (session_id, event_type, search_query, properties) select $1, 'search_performed', $2, '{\"results\": 4}'::jsonb from generate_series(1, 40)",
      [sessionId, found],
    );
    await sql(
      request,
      "insert into page_views (session_id, page_url, page_title) select $1, '/size-guide', 'Size Guide' from generate_series(1, 400)",
      [`weight-${tag}`],
    );

    // The tracker's own batch (the page view) goes out within a couple of seconds.
    await expect
      .poll(async () => (await sql(request, 'select page_url from page_views where session_id = $1', [sessionId])).length)
      .toBe(1);

    await loginAsAdmin(page);
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'true');

    const products = page.getByRole('region', { name: 'Top products viewed' });
    await expect(products.getByRole('row', { name: new RegExp(productName) }).getByRole('cell')).toHaveText(['50']);
    await expect(products.getByRole('link', { name: productName })).toHaveAttribute('href', `/product/E2E${tag}`);

    const searches = page.getByRole('region', { name: 'Top searches' });
    await expect(searches.getByRole('row', { name: new RegExp(found) })).toBeVisible();
    const empty = searches.getByRole('list', { name: 'Searches with no results' });
    await expect(empty).toContainText(query);
    await expect(empty).not.toContainText(found);

    await expect(page.getByRole('region', { name: 'Top pages' }).getByRole('rowheader', { name: '/size-guide' })).toBeVisible();
    for (const label of ['Visitors', 'Sessions', 'Page views', 'WhatsApp clicks', 'Instagram clicks']) {
      const value = page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
      await expect(value).toHaveText(/^[1-9][\d,]*$/);
    }
    const funnel = page.getByRole('region', { name: 'Funnel: product view to enquiry' });
    await expect(funnel.getByRole('listitem').filter({ hasText: 'Enquiries sent' })).toContainText(/[1-9]/);
    await expect(funnel.getByRole('listitem').filter({ hasText: 'Added to cart' })).toContainText(/[1-9]/);

    // The charts are drawn by recharts once the page is interactive.
    await expect(
      page.getByRole('figure', { name: 'Traffic per day' }).getByRole('application', { name: 'Visitors, sessions and page views per day' }),
    ).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Funnel' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the range is in the URL: an empty past range, and a bad one explained', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/analytics');
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(page.getByText('1 Jan 2020 to 31 Jan 2020')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top pages' })).toContainText('Nothing recorded in this range yet.');
    await page.goto('/admin/analytics?from=2026-02-10&to=2026-01-01');
    await expect(page.getByRole('status')).toHaveText('The start date is after the end date. Showing the last 30 days.');
    await expectNoA11yViolations(page);
  });

  test('shoppers are refused and visitors sent to sign in', async ({ page, request }) => {
    const response = await page.goto('/admin/analytics');
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fanalytics/);
    expect(response?.ok()).toBeTruthy();
    await login(page, await createShopper(request));
    const denied = await page.goto('/admin/analytics');
    expect(denied?.status()).toBe(403);
    await expect(page.getByText('Access Denied - You need admin privileges to manage analytics.')).toBeVisible();
  });
});
