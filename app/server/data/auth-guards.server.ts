import crypto from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { publishChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';

/** Ends a session once it is older than `maxAgeMs`, however active it was. Returns whether it was ended. */
export async function endSessionIfTooOld(token: string, maxAgeMs: number): Promise<boolean> {
  const cutoff = new Date(Date.now() - maxAgeMs);
  const rows = await db()
    .delete(schema.session)
    .where(and(eq(schema.session.token, token), lt(schema.session.createdAt, cutoff)))
    .returning({ id: schema.session.id });
  if (rows.length > 0) publishChange('accounts');
  return rows.length > 0;
}

const hash = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const accountKey = (email: string) => `account|${hash(email.trim().toLowerCase())}`;
const pairKey = (email: string, address: string) => `pair|${hash(`${email.trim().toLowerCase()}|${address}`)}`;

/** Wrong passwords from one address for one account before that address must wait (the owner elsewhere need not). */
export const PAIR_FAILURE_LIMIT = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one account, from anywhere, after which every attempt on it is slowed down. */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
const MAX_SLOWDOWN_MS = 4000;

async function recentFailures(key: string): Promise<number> {
  const [row] = await db().select().from(schema.signInFailures).where(eq(schema.signInFailures.key, key));
  return row && Date.now() - row.lastFailureAt < FAILURE_WINDOW_MS ? row.count : 0;
}

/**
 * Before a password is checked. Guessing from one address at one account is refused for a while; guessing
 * spread over many addresses makes every attempt on that account slower (up to 4 s), but never refuses the
 * person who knows the password. Returns whether this address must wait.
 */
export async function signInThrottle(email: string, address: string): Promise<{ refused: boolean; delayMs: number }> {
  if ((await recentFailures(pairKey(email, address))) >= PAIR_FAILURE_LIMIT) return { refused: true, delayMs: 0 };
  const accountFailures = await recentFailures(accountKey(email));
  const over = accountFailures - ACCOUNT_SLOWDOWN_AFTER;
  return { refused: false, delayMs: over < 0 ? 0 : Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** over) };
}

export async function recordFailedSignIn(email: string, address: string): Promise<void> {
  const now = Date.now();
  for (const key of [accountKey(email), pairKey(email, address)]) {
    await db()
      .insert(schema.signInFailures)
      .values({ key, count: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: schema.signInFailures.key,
        set: {
          count: sql`case when ${schema.signInFailures.lastFailureAt} < ${now - FAILURE_WINDOW_MS} then 1 else ${schema.signInFailures.count} + 1 end`,
          lastFailureAt: now,
        },
      });
  }
}

/** A correct password clears the account's count and this address's. */
export async function clearFailedSignIns(email: string, address: string): Promise<void> {
  await db()
    .delete(schema.signInFailures)
    .where(inArray(schema.signInFailures.key, [accountKey(email), pairKey(email, address)]));
}

/** A completed password reset proves the mailbox, so the address counts as verified from then on. */
export async function markEmailVerified(userId: string): Promise<void> {
  await db().update(schema.user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(schema.user.id, userId));
  publishChange('accounts');
}
