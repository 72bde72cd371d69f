import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';

/** The account's authenticator secret as better-auth stored it (encrypted), or null when it has none. */
export async function storedTotpSecret(userId: string): Promise<string | null> {
  const [row] = await db().select({ secret: schema.twoFactor.secret }).from(schema.twoFactor).where(eq(schema.twoFactor.userId, userId));
  return row?.secret ?? null;
}

/**
 * Claims a 30-second step for the account: true when no code of this step or a later one was accepted
 * before. One conditional UPDATE, so of two servers verifying the same code at once only one wins.
 */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const t = schema.twoFactor;
  const rows = await db()
    .update(t)
    .set({ lastUsedStep: step })
    .where(and(eq(t.userId, userId), or(isNull(t.lastUsedStep), lt(t.lastUsedStep, step))))
    .returning({ id: t.id });
  return rows.length > 0;
}
