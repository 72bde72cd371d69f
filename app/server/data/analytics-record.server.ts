import { inArray, lt, sql } from 'drizzle-orm';
import type { AnalyticsEvent, SessionInfo } from '../../lib/schemas/analytics.ts';
import { db, schema } from '../platform/db.server.ts';
import { logger } from '../platform/logger.server.ts';
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
  // A load benchmark stores more than a day's worth in a minute; it raises this through the environment.
  perDay: Number(process.env.ANALYTICS_ROWS_PER_DAY ?? 50_000),
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

/** New sessions per client address in the current hour (shared by every server on PostgreSQL). */
async function allowNewSession(clientKey: string): Promise<boolean> {
  const { hits } = await countHit(`analytics-session:${clientKey}`, 3_600_000);
  return hits <= ANALYTICS_CAPS.newSessionsPerClientPerHour;
}

type PageViewRow = typeof schema.pageViews.$inferInsert;
type FunnelRow = typeof schema.funnelEvents.$inferInsert;
type DurationRow = typeof schema.pageDurations.$inferInsert;
type Row = { table: 'views'; row: PageViewRow } | { table: 'funnel'; row: FunnelRow } | { table: 'durations'; row: DurationRow };

/** One beacon waiting for its batch: its session, its rows in order, and whoever waits for the answer. */
type Beacon = {
  sessionId: string;
  ctx: Context;
  info?: SessionInfo;
  rows: Row[];
  answer: (result: RecordResult) => void;
  fail: (error: unknown) => void;
};

/*
 * Beacons are written in batches (group commit): the first one starts a write at once; those that
 * arrive while it runs wait and go together in the next one, a handful of statements for the whole
 * batch in one transaction. A quiet shop writes each beacon straight away; a busy one writes a few
 * statements per batch instead of four per beacon. Every caller still gets its own answer (204, or
 * 429 past a cap) once its rows are stored, and the caps are decided by the database's counts.
 */
const MAX_BATCH = 100;
let waiting: Beacon[] = [];
let writing = false;

function enqueue(beacon: Omit<Beacon, 'answer' | 'fail'>): Promise<RecordResult> {
  return new Promise((answer, fail) => {
    waiting.push({ ...beacon, answer, fail });
    // The embedded database works on this thread, so nothing else runs while a batch is written:
    // the write starts once the requests already received have had their turn to join it.
    if (!writing) {
      writing = true;
      setImmediate(() => void writeWaiting());
    }
  });
}

async function writeWaiting() {
  try {
    while (waiting.length) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(MAX_BATCH);
      await writeBatch(batch).catch((error: unknown) => {
        for (const beacon of batch) beacon.fail(error);
      });
    }
  } finally {
    writing = false;
  }
}

type SessionPlan = { beacons: Beacon[]; userId: string | null; info?: SessionInfo; wanted: number };

async function writeBatch(batch: Beacon[]) {
  const today = await dayBudget();
  const s = schema.userSessions;
  const ids = [...new Set(batch.map((b) => b.sessionId))];
  const known = new Set(
    (await db().select({ id: s.sessionId }).from(s).where(inArray(s.sessionId, ids))).map((r) => r.id),
  );

  // The new sessions' hits on the per-address counter are asked for together, in arrival order, so on
  // PostgreSQL they are one statement for the batch instead of one each. Only when the shop's daily
  // budget cannot run out within this batch: then the loop below refuses no beacon before its hit,
  // and every hit gets the count it would have got one by one.
  const newSessionHits = new Map<string, Promise<boolean>>();
  const newCount = ids.filter((id) => !known.has(id)).length;
  if (today.used + newCount <= ANALYTICS_CAPS.perDay) {
    for (const beacon of batch) {
      if (known.has(beacon.sessionId) || newSessionHits.has(beacon.sessionId)) continue;
      const allowed = allowNewSession(beacon.ctx.clientKey);
      // Awaited in the loop below; a failure there fails the whole batch, so the others need no handler.
      allowed.catch(() => {});
      newSessionHits.set(beacon.sessionId, allowed);
    }
  }

  // Which beacons may count on a session row: the shop's daily budget and the new-session limit per address.
  const sessions = new Map<string, SessionPlan>();
  for (const beacon of batch) {
    if (today.used >= ANALYTICS_CAPS.perDay) {
      beacon.answer({ ok: false, reason: 'daily-cap' });
      continue;
    }
    let plan = sessions.get(beacon.sessionId);
    if (!plan) {
      if (!known.has(beacon.sessionId)) {
        // A session refused here is asked for again by its next beacon, as one hit each.
        const counted = newSessionHits.get(beacon.sessionId);
        newSessionHits.delete(beacon.sessionId);
        if (!(await (counted ?? allowNewSession(beacon.ctx.clientKey)))) {
          beacon.answer({ ok: false, reason: 'client-cap' });
          continue;
        }
        // Checked and counted with no await in between, so the budget cannot be overshot.
        if (today.used >= ANALYTICS_CAPS.perDay) {
          beacon.answer({ ok: false, reason: 'daily-cap' });
          continue;
        }
        today.used += 1;
      }
      plan = { beacons: [], userId: null, wanted: 0 };
      sessions.set(beacon.sessionId, plan);
    }
    plan.beacons.push(beacon);
    // The user id comes from the sign-in cookie only; signing out keeps the session's owner.
    plan.userId = beacon.ctx.userId ?? plan.userId;
    plan.info = beacon.info ?? plan.info;
    plan.wanted += beacon.rows.length;
  }
  if (sessions.size === 0) return;

  const stored: Row[] = [];
  const answers: [Beacon, RecordResult][] = [];
  await db().transaction(async (tx) => {
    const counted = await tx
      .insert(s)
      .values(
        [...sessions].map(([sessionId, plan]) => ({ sessionId, userId: plan.userId, ...plan.info, storedDay: today.day, storedCount: plan.wanted })),
      )
      .onConflictDoUpdate({
        target: s.sessionId,
        set: {
          userId: sql`coalesce(excluded.user_id, ${s.userId})`,
          deviceType: sql`coalesce(excluded.device_type, ${s.deviceType})`,
          browser: sql`coalesce(excluded.browser, ${s.browser})`,
          os: sql`coalesce(excluded.os, ${s.os})`,
          userAgent: sql`coalesce(excluded.user_agent, ${s.userAgent})`,
          lastSeenAt: sql`now()`,
          storedCount: sql`case when ${s.storedDay} = excluded.stored_day then ${s.storedCount} + excluded.stored_count else excluded.stored_count end`,
          storedDay: sql`excluded.stored_day`,
        },
      })
      .returning({ sessionId: s.sessionId, count: s.storedCount });

    // Room per session under its daily cap and the shop's, handed to its beacons in arrival order.
    for (const { sessionId, count } of counted) {
      const plan = sessions.get(sessionId)!;
      const before = count - plan.wanted;
      let room = Math.max(0, Math.min(plan.wanted, ANALYTICS_CAPS.perSessionPerDay - before, ANALYTICS_CAPS.perDay - today.used));
      today.used += room;
      for (const beacon of plan.beacons) {
        const take = Math.min(room, beacon.rows.length);
        room -= take;
        stored.push(...beacon.rows.slice(0, take));
        answers.push([beacon, beacon.rows.length > 0 && take === 0 ? { ok: false, reason: 'session-cap' } : { ok: true, stored: take }]);
      }
    }
    const views: PageViewRow[] = [];
    const funnel: FunnelRow[] = [];
    const durations: DurationRow[] = [];
    for (const r of stored) {
      if (r.table === 'views') views.push(r.row);
      else if (r.table === 'funnel') funnel.push(r.row);
      else durations.push(r.row);
    }
    if (views.length) await tx.insert(schema.pageViews).values(views);
    if (funnel.length) await tx.insert(schema.funnelEvents).values(funnel);
    if (durations.length) await tx.insert(schema.pageDurations).values(durations);
  });
  for (const [beacon, result] of answers) beacon.answer(result);
}

/** Stores one batch from /api/track: the session upsert, page views and funnel events. */
export function recordBatch(input: { sessionId: string; session?: SessionInfo; events: AnalyticsEvent[] }, ctx: Context): Promise<RecordResult> {
  const rows: Row[] = input.events.map((e) =>
    e.type === 'page_view'
      ? {
          table: 'views',
          row: {
            sessionId: input.sessionId,
            userId: ctx.userId,
            pageUrl: e.pageUrl ?? '/',
            pageTitle: e.pageTitle ?? null,
            previousPageUrl: e.previousPageUrl ?? null,
          },
        }
      : { table: 'funnel', row: funnelRow(input.sessionId, ctx.userId, e) },
  );
  return enqueue({ sessionId: input.sessionId, ctx, info: input.session, rows });
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
export function recordDuration(input: { sessionId: string; pageUrl: string; durationSeconds: number }, ctx: Context): Promise<RecordResult> {
  return enqueue({ sessionId: input.sessionId, ctx, rows: [{ table: 'durations', row: input }] });
}
