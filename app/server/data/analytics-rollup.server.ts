import { type SQL, sql } from 'drizzle-orm';
import { addDays, indiaToday } from '../../lib/dates.ts';
import { db } from '../platform/db.server.ts';

/**
 * Keeps analytics_daily current: every closed India day in a range is aggregated once from the raw
 * tables (one pass over that day's rows, found through the created_at indexes); today is
 * re-aggregated on each call. Raw rows never get a created_at in a closed day (the server sets it),
 * so a rolled day never changes.
 */

/** The instants that bound India days `from`..`to` (inclusive); India has no daylight saving. */
export function rangeBounds({ from, to }: { from: string; to: string }) {
  const start = new Date(`${from}T00:00:00+05:30`);
  const end = new Date(new Date(`${to}T00:00:00+05:30`).getTime() + 86_400_000);
  return { start, end };
}

/** Every metric of one India day, as rows (metric, day, dim, value). */
function dayFacts(day: string): SQL {
  const { start, end } = rangeBounds({ from: day, to: day });
  const views = sql`from page_views where created_at >= ${start} and created_at < ${end}`;
  const sessions = sql`from user_sessions where started_at >= ${start} and started_at < ${end}`;
  const events = sql`from funnel_events where created_at >= ${start} and created_at < ${end}`;
  const durations = sql`from page_durations where created_at >= ${start} and created_at < ${end}`;
  const d = sql`${day}::date`;
  return sql`
    select 'page' as metric, ${d} as day, split_part(page_url, '?', 1) as dim, count(*) as value ${views} group by 3
    union all select 'sessions', ${d}, '', count(*) ${sessions}
    union all select 'visitors', ${d}, '', count(distinct user_id) + count(*) filter (where user_id is null) ${sessions}
    union all select 'event', ${d}, event_type, count(*) ${events} group by 3
    union all select 'event_sessions', ${d}, event_type, count(distinct session_id) ${events} group by 3
    union all select 'product', ${d}, product_id || E'\\t' || coalesce(max(product_name), product_id), count(*)
      ${events} and event_type = 'product_viewed' and product_id is not null group by product_id
    union all select 'search', ${d}, lower(trim(search_query)), count(*)
      ${events} and event_type = 'search_performed' and coalesce(trim(search_query), '') <> '' group by 3
    union all select 'search_empty', ${d}, lower(trim(search_query)), count(*)
      ${events} and event_type = 'search_performed' and coalesce(trim(search_query), '') <> '' and properties->>'results' = '0' group by 3
    union all select 'duration_sum', ${d}, '', coalesce(sum(duration_seconds), 0) ${durations}
    union all select 'duration_count', ${d}, '', count(*) ${durations}`;
}

async function writeDay(day: string, closed: boolean) {
  await db().transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_daily where day = ${day}::date`);
    await tx.execute(sql`insert into analytics_daily (metric, day, dim, value)
      select metric, day, dim, value from (${dayFacts(day)}) facts where value > 0
      on conflict (metric, day, dim) do update set value = excluded.value`);
    if (closed) await tx.execute(sql`insert into analytics_daily (metric, day, dim, value) values ('rolled', ${day}::date, '', 1) on conflict do nothing`);
  });
}

/** The first India day holding raw analytics rows, or null when there are none. */
async function firstDay(): Promise<string | null> {
  const result = (await db().execute(sql`select least(
      (select min(created_at) from page_views), (select min(created_at) from funnel_events),
      (select min(started_at) from user_sessions), (select min(created_at) from page_durations)) as first`)) as unknown as { rows: { first: string | Date | null }[] };
  const first = result.rows[0]?.first;
  return first ? indiaToday(new Date(first).getTime()) : null;
}

/** Rolls up the closed days of the range that are not rolled yet, and refreshes today. */
export async function ensureRollups(range: { from: string; to: string }, now = Date.now()) {
  const today = indiaToday(now);
  const first = await firstDay();
  if (!first) return;
  const from = range.from > first ? range.from : first;
  const lastClosed = range.to < today ? range.to : addDays(today, -1);
  if (from <= lastClosed) {
    const result = (await db().execute(
      sql`select day::text as day from analytics_daily where metric = 'rolled' and day between ${from}::date and ${lastClosed}::date`,
    )) as unknown as { rows: { day: string }[] };
    const rolled = new Set(result.rows.map((r) => String(r.day).slice(0, 10)));
    for (let day = from; day <= lastClosed; day = addDays(day, 1)) if (!rolled.has(day)) await writeDay(day, true);
  }
  if (range.from <= today && today <= range.to) await writeDay(today, false);
}
