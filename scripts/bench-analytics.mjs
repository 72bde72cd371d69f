// Times the owner's analytics queries on a year of generated traffic:
//   npm run bench:analytics                 (scratch in-memory embedded database)
//   BENCH_DATABASE_URL=postgres://… npm run bench:analytics   (creates and drops a scratch database there)
// PAGE_VIEWS changes the volume (default 1,000,000); events, sessions and durations are proportional.
import { performance } from 'node:perf_hooks';

process.env.LOG_LEVEL ??= 'silent';
const PAGE_VIEWS = Number(process.env.PAGE_VIEWS ?? 1_000_000);
const SESSIONS = Math.round(PAGE_VIEWS / 6);
const EVENTS = Math.round(PAGE_VIEWS * 0.45);
const DURATIONS = Math.round(PAGE_VIEWS * 0.5);

const { openDatabase, migrateDatabase, closeDatabase, db } = await import('../app/server/platform/db.server.ts');
const data = await import('../app/server/data/analytics.server.ts');
const { ensureRollups } = await import('../app/server/data/analytics-rollup.server.ts');
const { sql } = await import('drizzle-orm');

let drop;
let databaseUrl;
if (process.env.BENCH_DATABASE_URL) {
  const { createScratchDatabase } = await import('../db/scratch-database.ts');
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_analytics');
  databaseUrl = scratch.url;
  drop = scratch.drop;
}
// BENCH_DATA_DIR keeps the filled embedded database between runs (to compare query changes quickly).
const keepDir = process.env.BENCH_DATA_DIR;
await migrateDatabase(await openDatabase({ databaseUrl, inMemory: !databaseUrl && !keepDir, dataDir: keepDir }));
const run = (text) => db().execute(sql.raw(text));
const filled = Number((await run('select count(*) as n from page_views')).rows[0].n) >= PAGE_VIEWS;
const ms = (t) => `${(performance.now() - t).toFixed(0)} ms`;

// One year of traffic, inserted in time order as a live shop appends it; a session's rows share its day.
const PATHS = [
  '/',
  '/products',
  '/search',
  '/cart',
  '/wishlist',
  '/inquiry',
  '/size-guide',
  '/care-craft',
  '/shipping-returns',
  '/account',
];
const pathsArray = `array[${PATHS.map((p) => `'${p}'`).join(',')}]`;
let t = performance.now();
if (!filled) {
  console.log(
    `Filling: ${SESSIONS.toLocaleString()} sessions, ${PAGE_VIEWS.toLocaleString()} page views, ${EVENTS.toLocaleString()} funnel events, ${DURATIONS.toLocaleString()} durations…`,
  );
  await run(`insert into user_sessions (session_id, user_agent, device_type, browser, os, started_at, last_seen_at)
  select 'bench-' || g, 'Mozilla/5.0 bench', (array['mobile','mobile','mobile','desktop','tablet'])[1 + (g % 5)], 'Chrome', 'Android',
    now() - (g % 365) * interval '1 day' - interval '20 hours', now() - (g % 365) * interval '1 day'
  from generate_series(1, ${SESSIONS}) g order by g % 365 desc`);
  await run(`insert into page_views (session_id, user_id, page_url, page_title, previous_page_url, created_at)
  select 'bench-' || s, null,
    case when random() < 0.35 then '/product/SKU' || (1730000000001 + (random() * 40)::int) else (${pathsArray})[1 + (random() * 9)::int] end,
    'Bench page', null, at
  from (select s, now() - (s % 365) * interval '1 day' - random() * interval '20 hours' as at
    from (select 1 + (random() * (${SESSIONS} - 1))::int as s from generate_series(1, ${PAGE_VIEWS})) r) x
  order by at`);
  await run(`insert into funnel_events (session_id, event_type, page_url, product_id, product_name, search_query, scroll_percentage, properties, created_at)
  select 'bench-' || s, t, '/', case when t in ('product_viewed','product_clicked','add_to_cart') then 'SKU' || p end,
    case when t in ('product_viewed','product_clicked','add_to_cart') then 'Bench Product ' || p end,
    case when t = 'search_performed' then (array['silk saree','lehenga','kurta set','banarasi','anarkali','chanderi','bridal','co-ord','zari','phulkari'])[1 + (p % 10)] end,
    case when t = 'scroll_depth_reached' then (array[25,50,75,100])[1 + (p % 4)] end,
    case when t = 'search_performed' then jsonb_build_object('results', case when p % 7 = 0 then 0 else p % 20 end) end,
    now() - (s % 365) * interval '1 day' - (p % 20) * interval '1 hour' as at
  from (select 1 + (random() * (${SESSIONS} - 1))::int as s, (1730000000001 + (random() * 40)::int) as p,
    (array['product_viewed','product_viewed','product_viewed','scroll_depth_reached','scroll_depth_reached','search_performed','product_clicked','section_clicked',
      'add_to_cart','whatsapp_clicked','instagram_clicked','custom_order_form_opened'])[1 + (random() * 11)::int] as t
    from generate_series(1, ${EVENTS})) x
  order by at`);
  await run(`insert into page_durations (session_id, page_url, duration_seconds, created_at)
  select 'bench-' || s, (${pathsArray})[1 + (random() * 9)::int], (random() * 300)::int, now() - (s % 365) * interval '1 day' - (s % 20) * interval '1 hour' as at
  from (select 1 + (random() * (${SESSIONS} - 1))::int as s from generate_series(1, ${DURATIONS})) x
  order by at`);
  // Once a day the recorder analyzes these tables (see analytics-record.server.ts).
  await run('analyze');
  console.log(`Filled in ${ms(t)}.\n`);
}

const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const back = (days) => new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
const QUERIES = {
  'roll-up check + refresh today': ensureRollups,
  'visitors/sessions/page views per day': data.dailyTraffic,
  'totals (+ avg time on page)': data.trafficTotals,
  'top pages': data.topPages,
  'top products viewed': data.topProducts,
  'top searches + no results': data.topSearches,
  'funnel + clicks + enquiries': data.funnel,
};

async function timed(fn) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[1];
}

const year = { from: back(365), to: today };
t = performance.now();
await data.analyticsReport(year);
console.log(`First load of a year: rolling up 365 days into analytics_daily took ${ms(t)} (once; closed days never change).`);
const rollupRows = (await run('select count(*) as n from analytics_daily')).rows[0].n;
console.log(`analytics_daily holds ${Number(rollupRows).toLocaleString()} rows.\n`);
t = performance.now();
await run("delete from analytics_daily where day = (current_date - 1) and metric = 'rolled'");
await data.analyticsReport({ from: back(2), to: today });
console.log(`Rolling up one day (what the daily rollover does): ${ms(t)}\n`);

for (const days of [30, 90, 365]) {
  const range = { from: back(days), to: today };
  console.log(`Range: last ${days} days (${range.from} to ${range.to}), median of 3 runs`);
  for (const [label, fn] of Object.entries(QUERIES))
    console.log(`  ${label.padEnd(40)} ${(await timed(() => fn(range))).toFixed(0).padStart(6)} ms`);
  console.log(
    `  ${'whole screen (analyticsReport)'.padEnd(40)} ${(await timed(() => data.analyticsReport(range))).toFixed(0).padStart(6)} ms\n`,
  );
}

await closeDatabase();
await drop?.();
