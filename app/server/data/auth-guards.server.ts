import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { db, schema } from '../db.server.ts';

/** Ends a session once it is older than `maxAgeMs`, however active it was. Returns whether it was ended. */
export async function endSessionIfTooOld(token: string, maxAgeMs: number): Promise<boolean> {
  const cutoff = new Date(Date.now() - maxAgeMs);
  const rows = await db()
    .delete(schema.session)
    .where(and(eq(schema.session.token, token), lt(schema.session.createdAt, cutoff)))
    .returning({ id: schema.session.id });
  return rows.length > 0;
}

// Failed sign-ins per account, kept beside better-auth's per-address counters in rate_limit.
const accountKey = (email: string) => `account|${crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** True while an e-mail address has had too many wrong passwords recently, from whatever addresses. */
export async function accountThrottled(email: string): Promise<boolean> {
  const [row] = await db().select().from(schema.rateLimit).where(eq(schema.rateLimit.key, accountKey(email)));
  return !!row && row.count >= ACCOUNT_FAILURE_LIMIT && Date.now() - row.lastRequest < ACCOUNT_FAILURE_WINDOW_MS;
}

export async function recordFailedSignIn(email: string): Promise<void> {
  const key = accountKey(email);
  const now = Date.now();
  await db()
    .insert(schema.rateLimit)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: schema.rateLimit.key,
      set: {
        count: sql`case when ${schema.rateLimit.lastRequest} < ${now - ACCOUNT_FAILURE_WINDOW_MS} then 1 else ${schema.rateLimit.count} + 1 end`,
        lastRequest: now,
      },
    });
}

export async function clearFailedSignIns(email: string): Promise<void> {
  await db().delete(schema.rateLimit).where(eq(schema.rateLimit.key, accountKey(email)));
}

/** A completed password reset proves the mailbox, so the address counts as verified from then on. */
export async function markEmailVerified(userId: string): Promise<void> {
  await db().update(schema.user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(schema.user.id, userId));
}
