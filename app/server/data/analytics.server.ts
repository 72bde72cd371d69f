import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, indiaToday } from '../../lib/dates.ts';
import type { AnalyticsReport, StepCount } from '../../lib/schemas/analytics.ts';
import { ensureRollups, rangeBounds } from './analytics-rollup.server.ts';
import { db } from '../platform/db.server.ts';

/**
 * The owner's analytics screen. Every figure is summed in SQL from analytics_daily (per-day totals
 * kept by analytics-rollup.server.ts; primary key metric, day, dim), so a year is a few hundred
 * rows a day rather than millions of raw rows; scripts/bench-analytics.mjs measures it. Days are
 * India days (UTC+05:30).
 */

export type DateRange = { from: string; to: string };
export type DailyRow = { day: string; visitors: number; sessions: number; pageViews: number };

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await db().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const n = (v: unknown) => Number(v ?? 0);

const dayParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));
export const MAX_RANGE_DAYS = 400;

/**
 * The analytics screen's date range from the URL (?from=&to=, India days, inclusive).
 * Default: the last 30 days. A bad or reversed range falls back to the default with a note.
 */
export function analyticsRange(params: URLSearchParams, now = Date.now()): { from: string; to: string; note: string | null } {
  const today = indiaToday(now);
  const fallback = { from: addDays(today, -29), to: today };
  const rawFrom = params.get('from');
  const rawTo = params.get('to');
  if (!rawFrom && !rawTo) return { ...fallback, note: null };
  const from = dayParam.safeParse(rawFrom ?? fallback.from);
  const to = dayParam.safeParse(rawTo ?? today);
  if (!from.success || !to.success) return { ...fallback, note: 'Please enter dates as YYYY-MM-DD. Showing the last 30 days.' };
  if (from.data > to.data) return { ...fallback, note: 'The start date is after the end date. Showing the last 30 days.' };
  const span = (Date.parse(`${to.data}T00:00:00Z`) - Date.parse(`${from.data}T00:00:00Z`)) / 86_400_000 + 1;
  if (span > MAX_RANGE_DAYS) return { from: addDays(to.data, -(MAX_RANGE_DAYS - 1)), to: to.data, note: `Ranges are limited to ${MAX_RANGE_DAYS} days. Showing the last ${MAX_RANGE_DAYS} days up to the end date.` };
  return { from: from.data, to: to.data, note: null };
}


const daysOf = (range: DateRange) => sql`day between ${range.from}::date and ${range.to}::date`;

export async function dailyTraffic(range: DateRange): Promise<DailyRow[]> {
  const found = await rows<{ day: string; metric: string; value: unknown }>(sql`
    select day::text as day, metric, sum(value) as value from analytics_daily
    where metric in ('page', 'sessions', 'visitors') and ${daysOf(range)} group by 1, 2`);
  const byDay = new Map<string, DailyRow>();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) byDay.set(day, { day, visitors: 0, sessions: 0, pageViews: 0 });
  for (const r of found) {
    const row = byDay.get(String(r.day).slice(0, 10));
    if (!row) continue;
    if (r.metric === 'page') row.pageViews = n(r.value);
    else if (r.metric === 'sessions') row.sessions = n(r.value);
    else row.visitors = n(r.value);
  }
  return [...byDay.values()];
}

/** Visitors over a range add up each day's visitors: a signed-in person who comes back on two days counts twice. */
export async function trafficTotals(range: DateRange) {
  const found = await rows<{ metric: string; value: unknown }>(sql`
    select metric, sum(value) as value from analytics_daily
    where metric in ('page', 'sessions', 'visitors', 'duration_sum', 'duration_count') and ${daysOf(range)} group by 1`);
  const get = (m: string) => n(found.find((r) => r.metric === m)?.value);
  const count = get('duration_count');
  return { pageViews: get('page'), sessions: get('sessions'), visitors: get('visitors'), avgSeconds: count ? Math.round(get('duration_sum') / count) : 0 };
}

async function top(metric: string, range: DateRange, limit: number) {
  const found = await rows<{ dim: string; value: unknown }>(sql`
    select dim, sum(value) as value from analytics_daily where metric = ${metric} and ${daysOf(range)}
    group by 1 order by 2 desc, 1 limit ${limit}`);
  return found.map((r) => ({ dim: r.dim, value: n(r.value) }));
}

export async function topPages(range: DateRange, limit = 10) {
  return (await top('page', range, limit)).map((r) => ({ path: r.dim, views: r.value }));
}

export async function topProducts(range: DateRange, limit = 10) {
  const found = await rows<{ id: string; name: string; views: unknown }>(sql`
    select split_part(dim, E'\t', 1) as id, max(split_part(dim, E'\t', 2)) as name, sum(value) as views
    from analytics_daily where metric = 'product' and ${daysOf(range)}
    group by 1 order by 3 desc, 1 limit ${limit}`);
  return found.map((r) => ({ productId: r.id, name: r.name || r.id, views: n(r.views) }));
}

/**
 * Searches by how often they were made. `noResults` counts searches that reported results = 0
 * in their properties; searches sent without a results count are not counted as empty.
 */
export async function topSearches(range: DateRange, limit = 10) {
  const [most, empty] = [await top('search', range, limit), await top('search_empty', range, limit)];
  const emptyFor = await rows<{ dim: string; value: unknown }>(sql`
    select dim, sum(value) as value from analytics_daily where metric = 'search_empty' and ${daysOf(range)}
    and dim in (${most.length ? sql.join(most.map((m) => sql`${m.dim}`), sql`, `) : sql`''`}) group by 1`);
  const emptyCount = new Map(emptyFor.map((r) => [r.dim, n(r.value)]));
  return {
    top: most.map((r) => ({ query: r.dim, searches: r.value, noResults: emptyCount.get(r.dim) ?? 0 })),
    noResults: empty.map((r) => ({ query: r.dim, searches: r.value })),
  };
}

const FUNNEL_TYPES = ['product_viewed', 'add_to_cart', 'custom_order_form_opened', 'custom_order_form_submitted', 'whatsapp_clicked', 'instagram_clicked'];

/** Event counts and sessions (summed per day) per type, plus enquiries actually received. */
export async function funnel(range: DateRange) {
  const found = await rows<{ metric: string; dim: string; value: unknown }>(sql`
    select metric, dim, sum(value) as value from analytics_daily
    where metric in ('event', 'event_sessions') and dim in (${sql.join(FUNNEL_TYPES.map((t) => sql`${t}`), sql`, `)}) and ${daysOf(range)}
    group by 1, 2`);
  const get = (type: string): StepCount => ({
    events: n(found.find((r) => r.metric === 'event' && r.dim === type)?.value),
    sessions: n(found.find((r) => r.metric === 'event_sessions' && r.dim === type)?.value),
  });
  const { start, end } = rangeBounds(range);
  const [enquiries] = await rows<{ cart: unknown; product: unknown; custom: unknown }>(sql`select
      (select count(*) from user_enquiries where submitted_at >= ${start} and submitted_at < ${end}) as cart,
      (select count(*) from inquiries where created_at >= ${start} and created_at < ${end}) as product,
      (select count(*) from custom_orders where created_at >= ${start} and created_at < ${end}) as custom`);
  const sent = { cart: n(enquiries?.cart), product: n(enquiries?.product), custom: n(enquiries?.custom) };
  return {
    productViewed: get('product_viewed'),
    addedToCart: get('add_to_cart'),
    customOrderOpened: get('custom_order_form_opened'),
    customOrderSubmitted: get('custom_order_form_submitted'),
    whatsappClicks: get('whatsapp_clicked').events,
    instagramClicks: get('instagram_clicked').events,
    enquiries: { ...sent, total: sent.cart + sent.product + sent.custom },
  };
}

/** Everything the screen shows, for one range (rolling up any day not yet rolled up first). */
export async function analyticsReport(range: DateRange): Promise<AnalyticsReport> {
  await ensureRollups(range);
  const [daily, totals, pages, products, searches, steps] = await Promise.all([
    dailyTraffic(range),
    trafficTotals(range),
    topPages(range),
    topProducts(range),
    topSearches(range),
    funnel(range),
  ]);
  return { range, daily, totals, pages, products, searches, funnel: steps };
}
