import { lt, sql } from 'drizzle-orm';
import type { Options, Store } from 'express-rate-limit';
import { databaseKind, db, schema } from '../db.server.ts';

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

/**
 * One fixed-window counter per key. On PostgreSQL it is a row, so every app server counts the same
 * hits: one statement per hit, which starts a new window when the old one has ended.
 */
export async function countHit(key: string, windowMs: number): Promise<Window> {
  if (!shared()) return countInMemory(key, windowMs);
  const r = schema.requestLimits;
  const resetAt = new Date(Date.now() + windowMs);
  const [row] = await db()
    .insert(r)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: r.key,
      set: {
        hits: sql`case when ${r.resetAt} <= now() then 1 else ${r.hits} + 1 end`,
        resetAt: sql`case when ${r.resetAt} <= now() then excluded.reset_at else ${r.resetAt} end`,
      },
    })
    .returning({ hits: r.hits, resetAt: r.resetAt });
  return row;
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
