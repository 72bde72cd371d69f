import { lt, sql } from 'drizzle-orm';
import type { Options, Store } from 'express-rate-limit';
import { databaseKind, db, schema } from '../platform/db.server.ts';

type Window = { hits: number; resetAt: Date };

/**
 * The embedded database belongs to one process, so there is only one app server to agree with:
 * its counters live in memory (a statement per hit would cost more CPU than the request it limits).
 * A restart starts the windows afresh, as the expiry of a window would.
 */
const inMemory = new Map<string, Window>();
const MEMORY_KEYS = 100_000;

function countInMemory(key: string, windowMs: number): Window {
  const now = Date.now();
  let window = inMemory.get(key);
  if (!window || window.resetAt.getTime() <= now) {
    if (inMemory.size >= MEMORY_KEYS) for (const [k, w] of inMemory) if (w.resetAt.getTime() <= now) inMemory.delete(k);
    // Still full of live windows (a flood of addresses): the oldest are let go first.
    if (inMemory.size >= MEMORY_KEYS) inMemory.delete(inMemory.keys().next().value!);
    window = { hits: 0, resetAt: new Date(now + windowMs) };
    inMemory.set(key, window);
  }
  window.hits += 1;
  return { ...window };
}

const shared = () => databaseKind() === 'postgres';

/** One hit waiting for the next shared write, and whoever waits for its count. */
type PendingHit = { key: string; windowMs: number; answer: (window: Window) => void; fail: (error: unknown) => void };

let pending: PendingHit[] = [];
let writing = false;

/**
 * One fixed-window counter per key. On PostgreSQL it is a row, so every app server counts the same
 * hits. The hits that arrive while a write is under way are written together (group commit): one
 * statement per batch adds each key's hits and starts a new window when the old one has ended,
 * and every hit gets the count the database reached with it, in arrival order, as if they had been
 * written one by one. A lone hit is written at once. `durable` counts in the database on the
 * embedded one too, for rare hits whose window must outlive a restart (mail to one address).
 */
export async function countHit(key: string, windowMs: number, options: { durable?: boolean } = {}): Promise<Window> {
  if (!shared() && !options.durable) return countInMemory(key, windowMs);
  return new Promise<Window>((answer, fail) => {
    pending.push({ key, windowMs, answer, fail });
    if (!writing) {
      writing = true;
      setImmediate(writeHits);
    }
  });
}

async function writeHits() {
  const batch = pending;
  pending = [];
  try {
    const added = new Map<string, { hits: number; windowMs: number }>();
    for (const hit of batch) {
      const sum = added.get(hit.key);
      if (sum) sum.hits += 1;
      else added.set(hit.key, { hits: 1, windowMs: hit.windowMs });
    }
    const r = schema.requestLimits;
    const now = Date.now();
    const rows = await db()
      .insert(r)
      .values([...added].map(([key, { hits, windowMs }]) => ({ key, hits, resetAt: new Date(now + windowMs) })))
      .onConflictDoUpdate({
        target: r.key,
        set: {
          hits: sql`case when ${r.resetAt} <= now() then excluded.hits else ${r.hits} + excluded.hits end`,
          resetAt: sql`case when ${r.resetAt} <= now() then excluded.reset_at else ${r.resetAt} end`,
        },
      })
      .returning({ key: r.key, hits: r.hits, resetAt: r.resetAt });
    // Each key's hits of this batch are its last ones: the first of them got the count minus the rest.
    const next = new Map(rows.map((row) => [row.key, { hits: row.hits - added.get(row.key)!.hits, resetAt: row.resetAt }]));
    for (const hit of batch) {
      const window = next.get(hit.key)!;
      window.hits += 1;
      hit.answer({ ...window });
    }
  } catch (error) {
    for (const hit of batch) hit.fail(error);
  } finally {
    if (pending.length > 0) setImmediate(writeHits);
    else writing = false;
  }
}

export async function forgetHits(key: string): Promise<void> {
  inMemory.delete(key);
  if (!shared()) return;
  await db().delete(schema.requestLimits).where(sql`${schema.requestLimits.key} = ${key}`);
}

/** Old windows; run now and then so the table stays small. */
export async function pruneRequestLimits(): Promise<void> {
  await db().delete(schema.requestLimits).where(lt(schema.requestLimits.resetAt, new Date()));
}

/** express-rate-limit store over the shared counters; `prefix` keeps each limiter's keys apart. */
export class SharedLimitStore implements Store {
  windowMs = 60_000;
  localKeys = false;
  readonly prefix: string;
  constructor(prefix: string) {
    this.prefix = prefix;
  }
  init(options: Options) {
    this.windowMs = options.windowMs;
  }
  async increment(key: string) {
    const { hits, resetAt } = await countHit(`${this.prefix}:${key}`, this.windowMs);
    return { totalHits: hits, resetTime: resetAt };
  }
  async decrement(key: string) {
    const window = inMemory.get(`${this.prefix}:${key}`);
    if (window && window.hits > 0) window.hits -= 1;
    if (!shared()) return;
    await db()
      .update(schema.requestLimits)
      .set({ hits: sql`greatest(${schema.requestLimits.hits} - 1, 0)` })
      .where(sql`${schema.requestLimits.key} = ${`${this.prefix}:${key}`}`);
  }
  async resetKey(key: string) {
    await forgetHits(`${this.prefix}:${key}`);
  }
}
