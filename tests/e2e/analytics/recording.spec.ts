import type { Page } from '@playwright/test';
import { createShopper, expect, login, sql, test, untilAlive } from '../fixtures';
import { clickFooterWhatsApp, postEvents } from './helpers';

type Row = Record<string, unknown>;

async function sessionIdOf(page: Page) {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('analytics_session_id'))).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  return page.evaluate(() => sessionStorage.getItem('analytics_session_id'));
}

test.describe('first-party analytics recording', () => {
  test('a visit: pages, a product, a search and a custom order are stored under one session', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    const [product] = await sql<{ id: string; name: string }>(
      request,
      'select id, name from products where is_published order by id limit 1',
    );

    // Playwright's clock: time runs as usual, and the test moves it on instead of sleeping.
    await page.clock.install();
    // Three pages: a full load, then two client-side navigations.
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Shop In-Stock' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.getByRole('navigation', { name: 'Occasions and categories' }).getByRole('link', { name: 'Sarees', exact: true }).click();
    await expect(page).toHaveURL(/value=sarees/);
    const sessionId = await sessionIdOf(page);
    // Visits under a second send no duration beacon; this page's is checked below.
    await page.clock.fastForward(1100);
    // The tracker's code arrives after the page came alive: its view of this page is stored once it is there.
    await expect
      .poll(async () =>
        (await sql<Row>(request, 'select page_url from page_views where session_id = $1', [sessionId])).map((v) => v.page_url),
      )
      .toContain('/products?filter=category&value=sarees');

    // Scrolling to the bottom reaches every depth; the footer's WhatsApp link is a delegated click.
    // Cards further down are laid out as they come near (below-fold parts), and the page grows by the
    // difference from their estimated height: keep scrolling, as a shopper does, until the end.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
        }),
      )
      .toBe(true);
    await clickFooterWhatsApp(page);

    // A product link inside a marked section (product cards are another screen's work).
    await page.evaluate(({ id, name }) => {
      const box = document.createElement('div');
      box.dataset.section = 'e2e-picks';
      box.innerHTML = `<a href="/product/${id}" data-product-name="${name}">${name}</a>`;
      document.querySelector('main')!.prepend(box);
    }, product);
    await page.getByRole('link', { name: product.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    expect(await sessionIdOf(page)).toBe(sessionId);
    // The product page itself records product_viewed.
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // Visits under a second send no duration; stay a little so leaving by a full load sends one.
    await page.clock.fastForward(2000);
    // The product's page view has reached the shop before the visit moves on.
    await expect
      .poll(async () =>
        (await sql<Row>(request, 'select page_url from page_views where session_id = $1', [sessionId])).map((v) => v.page_url),
      )
      .toContain(`/product/${product.id}`);

    // The search page records the query and how many pieces it found; the e-mail in the address is not kept.
    await page.goto('/search?q=banarasi&email=someone@example.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The tracker comes after the page has come alive: the search's view has reached the shop before the visit moves on.
    await expect
      .poll(async () =>
        (await sql<Row>(request, 'select page_url from page_views where session_id = $1', [sessionId])).map((v) => v.page_url),
      )
      .toContain('/search?q=banarasi');

    // The real Request Custom Order dialog: opened, filled (only field names are recorded), submitted.
    await page.goto('/inquiry');
    await page.getByRole('link', { name: 'Request Custom Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Custom Order' });
    await dialog.getByLabel('Name').fill('Analytics Visitor');
    await dialog.getByLabel('Phone').fill('9876500001');
    await dialog.getByLabel('Design interest').selectOption('sarees');
    await dialog.getByLabel('Phone').focus();
    await dialog.getByLabel('Customization notes').fill('Muted gold border');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    // The home page's view is stored before the next full load (the page clock holds the tracker's timer).
    await expect
      .poll(
        async () =>
          (await sql<Row>(request, 'select page_url from page_views where session_id = $1', [sessionId])).filter((v) => v.page_url === '/')
            .length,
      )
      .toBe(2);
    await page.goto('/size-guide');

    const views = () =>
      sql<Row>(request, 'select page_url, page_title, previous_page_url, user_id from page_views where session_id = $1 order by id', [
        sessionId,
      ]);
    await expect
      .poll(async () => (await views()).map((v) => v.page_url))
      .toEqual([
        '/',
        '/products',
        '/products?filter=category&value=sarees',
        `/product/${product.id}`,
        '/search?q=banarasi',
        '/inquiry',
        '/',
        '/size-guide',
      ]);
    const stored = await views();
    expect(stored[1]).toMatchObject({ previous_page_url: '/', user_id: null });
    expect(stored[2]).toMatchObject({ previous_page_url: '/products' });
    expect(stored[0].page_title).toMatch(/^Aangan Boutique \| /);

    const [session] = await sql<Row>(
      request,
      'select device_type, browser, os, user_agent, user_id from user_sessions where session_id = $1',
      [sessionId],
    );
    expect(session).toMatchObject({ device_type: 'desktop', browser: 'Chrome', os: 'Windows', user_id: null });
    expect(String(session.user_agent)).toContain('Mozilla/5.0');

    const events = () =>
      sql<Row>(
        request,
        'select event_type, page_url, product_id, product_name, search_query, section_name, form_field_name, scroll_percentage, properties from funnel_events where session_id = $1 order by id',
        [sessionId],
      );
    // What is still missing, so a failure names it (and the stored list says what came instead).
    const expectedTypes = [
      'scroll_depth_reached',
      'whatsapp_clicked',
      'product_clicked',
      'section_clicked',
      'product_viewed',
      'search_performed',
      'custom_order_form_opened',
      'custom_order_form_field_filled',
      'custom_order_form_submitted',
    ];
    await expect
      .poll(async () => {
        const stored = (await events()).map((e) => `${e.event_type} ${e.page_url}`);
        const missing = expectedTypes.filter((type) => !stored.some((line) => line.startsWith(`${type} `)));
        return missing.length ? { missing, stored } : 'all there';
      })
      .toBe('all there');
    const all = await events();
    const find = (type: string) => all.find((e) => e.event_type === type)!;
    // Depths are per page: the listing scrolled to the bottom reached each once.
    expect(
      all
        .filter((e) => e.event_type === 'scroll_depth_reached' && e.page_url === '/products?filter=category&value=sarees')
        .map((e) => e.scroll_percentage),
    ).toEqual([25, 50, 75, 100]);
    expect(find('product_clicked')).toMatchObject({
      product_id: product.id,
      product_name: product.name,
      section_name: 'e2e-picks',
      page_url: '/products?filter=category&value=sarees',
    });
    expect(find('section_clicked')).toMatchObject({ section_name: 'e2e-picks' });
    expect(find('product_viewed')).toMatchObject({ product_id: product.id, product_name: product.name });
    expect(find('search_performed')).toMatchObject({ search_query: 'banarasi', page_url: '/search?q=banarasi' });
    expect(Number((find('search_performed').properties as { results: number }).results)).toBeGreaterThan(0);
    expect(all.filter((e) => e.event_type === 'custom_order_form_field_filled').map((e) => e.form_field_name)).toEqual(
      expect.arrayContaining(['name', 'phone']),
    );
    const [order] = await sql<Row>(
      request,
      "select design_interest from custom_orders where name = 'Analytics Visitor' and phone = '+919876500001'",
    );
    expect(order).toMatchObject({ design_interest: 'sarees' });
    expect(JSON.stringify(all)).not.toContain('9876500001');

    // Leaving pages (a client-side navigation and a full load) sent duration beacons.
    await expect
      .poll(async () =>
        (await sql<Row>(request, 'select page_url from page_durations where session_id = $1', [sessionId])).map((d) => d.page_url),
      )
      .toEqual(expect.arrayContaining(['/products?filter=category&value=sarees', `/product/${product.id}`]));
  });

  test('a click queued before the tracker has arrived is sent when the page is left', async ({ page, request }) => {
    // The tracker's code never arrives, as on a phone that leaves before it is downloaded.
    let refused!: () => void;
    const trackerRefused = new Promise<void>((resolve) => (refused = resolve));
    await page.route(/\/assets\/analytics-tracker-[^/]*\.js$/, async (route) => {
      await route.abort();
      refused();
    });
    await page.goto('/shipping');
    await trackerRefused;
    // No interception left when the page is left: it loses a leaving page's beacon now and then (clickFooterWhatsApp).
    await page.unrouteAll();
    await clickFooterWhatsApp(page);
    await page.goto('/size-guide');
    const sessionId = await sessionIdOf(page);
    await expect
      .poll(async () =>
        (await sql<Row>(request, 'select event_type, page_url from funnel_events where session_id = $1', [sessionId])).map(
          (e) => `${e.event_type} ${e.page_url}`,
        ),
      )
      .toContain('whatsapp_clicked /shipping');
  });

  test('pages shown before the tracker has arrived are still counted, in order, with their titles', async ({ page, request }) => {
    // The tracker's code is held back until the shopper has followed two links, as on a slow phone.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/analytics-tracker-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/size-guide');
    const titles = [await page.title()];
    await page.getByRole('banner').getByRole('link', { name: 'Shop In-Stock' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page).not.toHaveTitle(titles[0]);
    titles.push(await page.title());
    await page.getByRole('navigation', { name: 'Occasions and categories' }).getByRole('link', { name: 'Sarees', exact: true }).click();
    await expect(page).toHaveURL(/value=sarees/);
    release();
    const sessionId = await sessionIdOf(page);

    const views = () =>
      sql<Row>(request, 'select page_url, page_title, previous_page_url from page_views where session_id = $1 order by id', [sessionId]);
    await expect
      .poll(async () => (await views()).map((v) => v.page_url))
      .toEqual(['/size-guide', '/products', '/products?filter=category&value=sarees']);
    const stored = await views();
    expect(stored.slice(0, 2).map((v) => v.page_title)).toEqual(titles);
    expect(stored[1]).toMatchObject({ previous_page_url: '/size-guide' });
    expect(stored[2]).toMatchObject({ previous_page_url: '/products' });
  });

  test('after sign-in the server attaches the user; a user id in the body is ignored', async ({ page, request }) => {
    const shopper = await createShopper(request, 'Analytics Shopper');
    await page.goto('/privacy');
    const sessionId = await sessionIdOf(page);
    await postEvents(page, [{ type: 'profile_button_clicked' }], { userId: 'someone-else', user_id: 'someone-else' });
    await expect
      .poll(async () => await sql<Row>(request, 'select user_id from funnel_events where session_id = $1', [sessionId]))
      .toEqual([{ user_id: null }]);

    await login(page, shopper);
    await page.goto('/terms');
    await expect
      .poll(async () => (await sql<Row>(request, 'select user_id from user_sessions where session_id = $1', [sessionId]))[0]?.user_id)
      .toBe(shopper.id);
    await expect
      .poll(
        async () => await sql<Row>(request, "select user_id from page_views where session_id = $1 and page_url = '/terms'", [sessionId]),
      )
      .toEqual([{ user_id: shopper.id }]);
  });

  test('Global Privacy Control or Do Not Track: nothing is sent', async ({ browser }) => {
    for (const signal of ['gpc', 'dnt'] as const) {
      const context = await browser.newContext();
      await context.addInitScript((s) => {
        if (s === 'gpc') Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
        else Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
      }, signal);
      const page = untilAlive(await context.newPage());
      await page.clock.install();
      const beacons: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/track')) beacons.push(r.url());
      });
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Shop In-Stock' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      // Past the tracker's batching delay, then one request of our own: a beacon would have gone out before it returns.
      await page.clock.runFor(2000);
      await page.evaluate(() => fetch('/healthz').then((r) => r.status));
      expect(beacons, signal).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('analytics_session_id'))).toBeNull();
      await context.close();
    }
  });
});
