import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, indiaToday } from '../../components/analytics/report-format.ts';
import type { AnalyticsReport } from '../../lib/schemas/analytics.ts';
import { db } from '../db.server.ts';

/**
 * The owner's analytics screen: every figure is aggregated in SQL over a date range, using the
 * created_at indexes (page_views_created_idx, funnel_events_type_created_idx). Days are India
 * days (UTC+05:30, no daylight saving), computed with a fixed offset so both PostgreSQL and
 * PGlite agree without time zone data.
 */

export type DateRange = { from: string; to: string };
export type DailyRow = { day: string; visitors: number; sessions: number; pageViews: number };

const IST_DAY = sql`((created_at at time zone 'UTC') + interval '330 minutes')::date`;

/** The instants that bound India days `from`..`to` (inclusive). */
export function rangeBounds({ from, to }: DateRange) {
  const start = new Date(`${from}T00:00:00+05:30`);
  const end = new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 86_400_000);
  return { start, end };
}

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


export async function dailyTraffic(range: DateRange): Promise<DailyRow[]> {
  const { start, end } = rangeBounds(range);
  const found = await rows<{ day: string | Date; visitors: unknown; sessions: unknown; page_views: unknown }>(sql`
    select ${IST_DAY}::text as day, count(*) as page_views, count(distinct session_id) as sessions,
      count(distinct coalesce(user_id, session_id)) as visitors
    from page_views where created_at >= ${start} and created_at < ${end}
    group by 1 order by 1`);
  const byDay = new Map(found.map((r) => [String(r.day).slice(0, 10), r]));
  const out: DailyRow[] = [];
  for (let t = new Date(`${range.from}T00:00:00Z`).getTime(); t <= new Date(`${range.to}T00:00:00Z`).getTime(); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const r = byDay.get(day);
    out.push({ day, visitors: n(r?.visitors), sessions: n(r?.sessions), pageViews: n(r?.page_views) });
  }
  return out;
}

export async function trafficTotals(range: DateRange) {
  const { start, end } = rangeBounds(range);
  const [views] = await rows<{ page_views: unknown; sessions: unknown; visitors: unknown }>(sql`
    select count(*) as page_views, count(distinct session_id) as sessions, count(distinct coalesce(user_id, session_id)) as visitors
    from page_views where created_at >= ${start} and created_at < ${end}`);
  const [time] = await rows<{ avg: unknown }>(sql`
    select avg(duration_seconds) as avg from page_durations where created_at >= ${start} and created_at < ${end}`);
  return { pageViews: n(views?.page_views), sessions: n(views?.sessions), visitors: n(views?.visitors), avgSeconds: Math.round(n(time?.avg)) };
}

export async function topPages(range: DateRange, limit = 10) {
  const { start, end } = rangeBounds(range);
  const found = await rows<{ path: string; views: unknown; sessions: unknown }>(sql`
    select split_part(page_url, '?', 1) as path, count(*) as views, count(distinct session_id) as sessions
    from page_views where created_at >= ${start} and created_at < ${end}
    group by 1 order by 2 desc, 1 limit ${limit}`);
  return found.map((r) => ({ path: r.path, views: n(r.views), sessions: n(r.sessions) }));
}

export async function topProducts(range: DateRange, limit = 10) {
  const { start, end } = rangeBounds(range);
  const found = await rows<{ product_id: string; name: string | null; views: unknown; sessions: unknown }>(sql`
    select product_id, max(product_name) as name, count(*) as views, count(distinct session_id) as sessions
    from funnel_events
    where event_type = 'product_viewed' and created_at >= ${start} and created_at < ${end} and product_id is not null
    group by 1 order by 3 desc, 1 limit ${limit}`);
  return found.map((r) => ({ productId: r.product_id, name: r.name ?? r.product_id, views: n(r.views), sessions: n(r.sessions) }));
}

/**
 * Searches by how often they were made. `noResults` counts searches that reported results = 0
 * in their properties; searches sent without a results count are not counted as empty.
 */
export async function topSearches(range: DateRange, limit = 10) {
  const { start, end } = rangeBounds(range);
  const base = sql`from funnel_events
    where event_type = 'search_performed' and created_at >= ${start} and created_at < ${end} and coalesce(trim(search_query), '') <> ''`;
  const top = await rows<{ query: string; searches: unknown; no_results: unknown }>(sql`
    select lower(trim(search_query)) as query, count(*) as searches,
      count(*) filter (where properties->>'results' = '0') as no_results
    ${base} group by 1 order by 2 desc, 1 limit ${limit}`);
  const empty = await rows<{ query: string; searches: unknown }>(sql`
    select lower(trim(search_query)) as query, count(*) as searches
    ${base} and properties->>'results' = '0' group by 1 order by 2 desc, 1 limit ${limit}`);
  return {
    top: top.map((r) => ({ query: r.query, searches: n(r.searches), noResults: n(r.no_results) })),
    noResults: empty.map((r) => ({ query: r.query, searches: n(r.searches) })),
  };
}

const FUNNEL_TYPES = ['product_viewed', 'add_to_cart', 'custom_order_form_opened', 'custom_order_form_submitted', 'whatsapp_clicked', 'instagram_clicked'];

/** Event counts and the sessions that made them, per type, plus enquiries actually received. */
export async function funnel(range: DateRange) {
  const { start, end } = rangeBounds(range);
  const found = await rows<{ event_type: string; events: unknown; sessions: unknown }>(sql`
    select event_type, count(*) as events, count(distinct session_id) as sessions from funnel_events
    where event_type in (${sql.join(FUNNEL_TYPES.map((t) => sql`${t}`), sql`, `)}) and created_at >= ${start} and created_at < ${end}
    group by 1`);
  const byType = Object.fromEntries(found.map((r) => [r.event_type, { events: n(r.events), sessions: n(r.sessions) }]));
  const get = (t: string) => byType[t] ?? { events: 0, sessions: 0 };
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

/** Everything the screen shows, for one range. */
export async function analyticsReport(range: DateRange): Promise<AnalyticsReport> {
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
