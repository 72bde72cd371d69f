import { eq, lt, sql } from 'drizzle-orm';
import type { AnalyticsEvent, SessionInfo } from '../../lib/schemas/analytics.ts';
import { db, schema } from '../db.server.ts';
import { logger } from '../logger.server.ts';
import { addDays, indiaToday } from '../../lib/dates.ts';
import { ensureRollups } from './analytics-rollup.server.ts';
import { countHit } from './request-limits.server.ts';

/**
 * How far anonymous analytics traffic can grow the tables (SECURITY.md, 'Anonymous endpoints').
 * In front of these, Express allows 120 beacon POSTs a minute per client (server/rate-limits.ts)
 * and a POST carries at most 30 items in 16 KB. The bound on stored rows is then:
 *  - one session: at most `perSessionPerDay` rows a day (page views + events + durations);
 *  - one client address: at most `newSessionsPerClientPerHour` new sessions an hour (a shared
 *    counter that expires within the hour; the address is never stored with the analytics);
 *  - the whole shop: at most `perDay` new rows a day, whatever the number of clients (each app
 *    server counts from the database's figure at the start of the day, so several servers can
 *    together store up to perDay rows each: the bound scales with the number of servers);
 *  - rows older than `retentionDays` are deleted once a day.
 * So the tables never hold more than perDay x retentionDays rows (50,000 x 400 = 20 million,
 * about 5 GB with indexes) even under a sustained flood. Past a cap a beacon is refused (429).
 */
export const ANALYTICS_CAPS = {
  perSessionPerDay: 500,
  // Every browser of a test run shares one address; the test server raises this through the environment.
  newSessionsPerClientPerHour: Number(process.env.ANALYTICS_SESSIONS_PER_CLIENT_HOUR ?? 60),
  perDay: 50_000,
  retentionDays: 400,
};

export type RecordResult = { ok: true; stored: number } | { ok: false; reason: 'session-cap' | 'client-cap' | 'daily-cap' };

type Context = { userId: string | null; clientKey: string };

const utcDay = () => new Date().toISOString().slice(0, 10);

// Shop-wide rows stored today. Seeded from the database once a day, so a restart does not reset it.
const budget: { day: string; used: number; ready?: Promise<void> } = { day: '', used: 0 };

async function dayBudget() {
  const day = utcDay();
  if (budget.day !== day) {
    budget.day = day;
    budget.used = 0;
    budget.ready = countStoredSince(day).then((n) => {
      budget.used += n;
    });
    // Housekeeping in the background, once a day: drop expired rows, roll up yesterday for the owner's screen.
    void pruneOldRows()
      .then(() => ensureRollups({ from: addDays(indiaToday(), -1), to: addDays(indiaToday(), -1) }))
      .catch((error) => logger.warn({ err: error }, 'analytics housekeeping failed'));
  }
  await budget.ready;
  return budget;
}

async function countStoredSince(day: string): Promise<number> {
  const since = new Date(`${day}T00:00:00Z`);
  const result = (await db().execute(sql`select
      (select count(*) from page_views where created_at >= ${since}) +
      (select count(*) from funnel_events where created_at >= ${since}) +
      (select count(*) from page_durations where created_at >= ${since}) +
      (select count(*) from user_sessions where started_at >= ${since}) as n`)) as unknown as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function pruneOldRows() {
  const cutoff = new Date(Date.now() - ANALYTICS_CAPS.retentionDays * 86_400_000);
  const d = db();
  await d.delete(schema.pageViews).where(lt(schema.pageViews.createdAt, cutoff));
  await d.delete(schema.funnelEvents).where(lt(schema.funnelEvents.createdAt, cutoff));
  await d.delete(schema.pageDurations).where(lt(schema.pageDurations.createdAt, cutoff));
  await d.delete(schema.userSessions).where(lt(schema.userSessions.lastSeenAt, cutoff));
  await d.delete(schema.analyticsDaily).where(lt(schema.analyticsDaily.day, cutoff.toISOString().slice(0, 10)));
  // The embedded database has no autovacuum: keep the planner's statistics current (a sampled, quick pass).
  for (const table of ['page_views', 'funnel_events', 'page_durations', 'user_sessions', 'analytics_daily']) await d.execute(sql.raw(`analyze ${table}`));
}

/** New sessions per client address in the current hour, counted in the database for every server. */
async function allowNewSession(clientKey: string): Promise<boolean> {
  const { hits } = await countHit(`analytics-session:${clientKey}`, 3_600_000);
  return hits <= ANALYTICS_CAPS.newSessionsPerClientPerHour;
}

/**
 * Upserts the session row and reserves room for `wanted` rows under the caps.
 * Returns how many rows may be stored (0 to wanted), or why none may.
 */
async function reserve(sessionId: string, wanted: number, ctx: Context, info?: SessionInfo): Promise<RecordResult> {
  const today = await dayBudget();
  if (today.used >= ANALYTICS_CAPS.perDay) return { ok: false, reason: 'daily-cap' };
  const d = db();
  const [existing] = await d
    .select({ day: schema.userSessions.storedDay, count: schema.userSessions.storedCount })
    .from(schema.userSessions)
    .where(eq(schema.userSessions.sessionId, sessionId));
  if (!existing) {
    if (!(await allowNewSession(ctx.clientKey))) return { ok: false, reason: 'client-cap' };
    // Checked and counted with no await in between, so parallel requests cannot overshoot.
    if (today.used >= ANALYTICS_CAPS.perDay) return { ok: false, reason: 'daily-cap' };
    today.used += 1;
  }
  if (existing && existing.day === today.day && existing.count >= ANALYTICS_CAPS.perSessionPerDay) return { ok: false, reason: 'session-cap' };

  const s = schema.userSessions;
  const [row] = await d
    .insert(s)
    .values({ sessionId, userId: ctx.userId, ...info, storedDay: today.day, storedCount: wanted })
    .onConflictDoUpdate({
      target: s.sessionId,
      set: {
        // The user id comes from the sign-in cookie only; signing out keeps the session's owner.
        userId: sql`coalesce(${ctx.userId}, ${s.userId})`,
        ...(info ?? {}),
        lastSeenAt: sql`now()`,
        storedCount: sql`case when ${s.storedDay} = ${today.day} then ${s.storedCount} + ${wanted} else ${wanted} end`,
        storedDay: today.day,
      },
    })
    .returning({ count: s.storedCount });
  const before = row.count - wanted;
  const room = Math.max(0, Math.min(wanted, ANALYTICS_CAPS.perSessionPerDay - before, ANALYTICS_CAPS.perDay - today.used));
  today.used += room;
  if (wanted > 0 && room === 0) return { ok: false, reason: 'session-cap' };
  return { ok: true, stored: room };
}

/** Stores one batch from /api/track: the session upsert, page views and funnel events. */
export async function recordBatch(input: { sessionId: string; session?: SessionInfo; events: AnalyticsEvent[] }, ctx: Context): Promise<RecordResult> {
  const reserved = await reserve(input.sessionId, input.events.length, ctx, input.session);
  if (!reserved.ok || reserved.stored === 0) return reserved;
  const events = input.events.slice(0, reserved.stored);
  const views = events.filter((e) => e.type === 'page_view');
  const others = events.filter((e) => e.type !== 'page_view');
  const d = db();
  if (views.length) {
    await d.insert(schema.pageViews).values(
      views.map((v) => ({
        sessionId: input.sessionId,
        userId: ctx.userId,
        pageUrl: v.pageUrl ?? '/',
        pageTitle: v.pageTitle ?? null,
        previousPageUrl: v.previousPageUrl ?? null,
      })),
    );
  }
  if (others.length) {
    await d.insert(schema.funnelEvents).values(others.map((e) => funnelRow(input.sessionId, ctx.userId, e)));
  }
  return reserved;
}

function funnelRow(sessionId: string, userId: string | null, e: AnalyticsEvent) {
  const base = { sessionId, userId, eventType: e.type, pageUrl: e.pageUrl ?? null };
  // A form field event keeps the field's name and nothing else a person could have typed.
  if (e.type === 'custom_order_form_field_filled') return { ...base, formFieldName: e.formFieldName ?? null };
  return {
    ...base,
    productId: e.productId ?? null,
    productName: e.productName ?? null,
    searchQuery: e.searchQuery ?? null,
    sectionName: e.sectionName ?? null,
    formFieldName: e.formFieldName ?? null,
    scrollPercentage: e.scrollPercentage ?? null,
    properties: e.properties ?? null,
  };
}

/** Stores one page-duration beacon. */
export async function recordDuration(input: { sessionId: string; pageUrl: string; durationSeconds: number }, ctx: Context): Promise<RecordResult> {
  const reserved = await reserve(input.sessionId, 1, ctx);
  if (!reserved.ok) return reserved;
  await db().insert(schema.pageDurations).values(input);
  return reserved;
}
