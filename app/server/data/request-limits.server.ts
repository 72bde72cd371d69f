import { lt, sql } from 'drizzle-orm';
import type { Options, Store } from 'express-rate-limit';
import { db, schema } from '../db.server.ts';

/**
 * One fixed-window counter per key in the database, so every app server counts the same hits.
 * One statement per hit: starts a new window when the old one has ended.
 */
export async function countHit(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
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
    await db()
      .update(schema.requestLimits)
      .set({ hits: sql`greatest(${schema.requestLimits.hits} - 1, 0)` })
      .where(sql`${schema.requestLimits.key} = ${`${this.prefix}:${key}`}`);
  }
  async resetKey(key: string) {
    await forgetHits(`${this.prefix}:${key}`);
  }
}
