import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

async function exec(text: string) {
  const { db } = await import('../../app/server/platform/db.server.ts');
  const { sql } = await import('drizzle-orm');
  return ((await db().execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('the owner analytics report', () => {
  it('sums closed days from the rollup and today live, in India days', async () => {
    const { analyticsReport } = await import('../../app/server/data/analytics.server.ts');
    const { indiaToday, addDays } = await import('../../app/lib/dates.ts');
    const today = indiaToday();
    const yesterday = addDays(today, -1);
    // 12:00 India time on each day.
    const at = (day: string) => `'${day}T12:00:00+05:30'`;
    await exec(`insert into user_sessions (session_id, user_id, started_at) values
      ('r-1', null, ${at(yesterday)}), ('r-2', null, ${at(yesterday)}), ('r-3', null, ${at(today)})`);
    await exec(`insert into page_views (session_id, page_url, created_at) values
      ('r-1', '/', ${at(yesterday)}), ('r-1', '/products?filter=category&value=sarees', ${at(yesterday)}), ('r-2', '/products', ${at(yesterday)}),
      ('r-3', '/products', ${at(today)})`);
    await exec(`insert into funnel_events (session_id, event_type, product_id, product_name, search_query, properties, created_at) values
      ('r-1', 'product_viewed', 'SKU1', 'Silk Saree', null, null, ${at(yesterday)}),
      ('r-2', 'product_viewed', 'SKU1', 'Silk Saree', null, null, ${at(yesterday)}),
      ('r-3', 'product_viewed', 'SKU2', 'Anarkali', null, null, ${at(today)}),
      ('r-2', 'add_to_cart', 'SKU1', 'Silk Saree', null, null, ${at(yesterday)}),
      ('r-1', 'search_performed', null, null, 'Zardozi ', '{"results":0}', ${at(yesterday)}),
      ('r-3', 'search_performed', null, null, 'zardozi', '{"results":0}', ${at(today)}),
      ('r-3', 'search_performed', null, null, 'silk', null, ${at(today)}),
      ('r-3', 'whatsapp_clicked', null, null, null, null, ${at(today)})`);
    await exec(
      `insert into page_durations (session_id, page_url, duration_seconds, created_at) values ('r-1', '/', 30, ${at(yesterday)}), ('r-3', '/', 90, ${at(today)})`,
    );
    await exec(`insert into custom_orders (name, phone, design_interest, created_at) values ('A', '9876500003', 'Saree', ${at(today)})`);

    const report = await analyticsReport({ from: yesterday, to: today });
    expect(report.daily).toEqual([
      { day: yesterday, visitors: 2, sessions: 2, pageViews: 3 },
      { day: today, visitors: 1, sessions: 1, pageViews: 1 },
    ]);
    expect(report.totals).toEqual({ pageViews: 4, sessions: 3, visitors: 3, avgSeconds: 60 });
    expect(report.pages).toEqual([
      { path: '/products', views: 3 },
      { path: '/', views: 1 },
    ]);
    expect(report.products).toEqual([
      { productId: 'SKU1', name: 'Silk Saree', views: 2 },
      { productId: 'SKU2', name: 'Anarkali', views: 1 },
    ]);
    expect(report.searches.top).toEqual([
      { query: 'zardozi', searches: 2, noResults: 2 },
      { query: 'silk', searches: 1, noResults: 0 },
    ]);
    expect(report.searches.noResults).toEqual([{ query: 'zardozi', searches: 2 }]);
    expect(report.funnel).toMatchObject({
      productViewed: { events: 3, sessions: 3 },
      addedToCart: { events: 1, sessions: 1 },
      whatsappClicks: 1,
      enquiries: { custom: 1, total: 1 },
    });

    // Yesterday is rolled up once; today is refreshed on every load.
    expect(await exec(`select count(*)::int as n from analytics_daily where metric = 'rolled'`)).toEqual([{ n: 1 }]);
    await exec(`insert into page_views (session_id, page_url, created_at) values ('r-3', '/cart', ${at(today)})`);
    const again = await analyticsReport({ from: yesterday, to: today });
    expect(again.totals.pageViews).toBe(5);
    expect((await analyticsReport({ from: '2020-01-01', to: '2020-01-31' })).totals).toEqual({
      pageViews: 0,
      sessions: 0,
      visitors: 0,
      avgSeconds: 0,
    });
  });

  it('reads the range from the URL with a clear note for bad input', async () => {
    const { analyticsRange } = await import('../../app/server/data/analytics.server.ts');
    const now = Date.parse('2026-03-10T20:00:00Z'); // already 11 March in India
    expect(analyticsRange(new URLSearchParams(''), now)).toEqual({ from: '2026-02-10', to: '2026-03-11', note: null });
    expect(analyticsRange(new URLSearchParams('from=2026-01-01&to=2026-01-31'), now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      note: null,
    });
    expect(analyticsRange(new URLSearchParams('from=junk'), now).note).toBe('Please enter dates as YYYY-MM-DD. Showing the last 30 days.');
    expect(analyticsRange(new URLSearchParams('from=2026-02-01&to=2026-01-01'), now).note).toBe(
      'The start date is after the end date. Showing the last 30 days.',
    );
    expect(analyticsRange(new URLSearchParams('from=2020-01-01&to=2026-01-01'), now)).toMatchObject({
      from: '2024-11-28',
      to: '2026-01-01',
    });
  });
});
