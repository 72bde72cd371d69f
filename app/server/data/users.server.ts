import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/password-hash.server.ts';
import { publishAfter } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';

/**
 * Creates the account with a verified e-mail, or updates an existing one. Used by the admin command,
 * the ADMIN_EMAIL setting and the demo seed; never reachable from a public form.
 */
export async function upsertUser(input: { email: string; password: string; name: string; role: 'admin' | 'user' }) {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  // A new role or password must reach sessions that are remembered as signed in.
  return publishAfter(
    'accounts',
    db().transaction(async (tx) => {
    const [existing] = await tx.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
    const id = existing?.id ?? crypto.randomUUID();
    if (existing) {
      await tx.update(schema.user).set({ role: input.role, emailVerified: true, updatedAt: now }).where(eq(schema.user.id, id));
      const [account] = await tx.select({ id: schema.account.id }).from(schema.account).where(eq(schema.account.userId, id));
      if (account) await tx.update(schema.account).set({ password: passwordHash, updatedAt: now }).where(eq(schema.account.id, account.id));
      else await tx.insert(schema.account).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
    } else {
      await tx.insert(schema.user).values({ id, email, name: input.name, emailVerified: true, role: input.role });
      await tx.insert(schema.account).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash });
      await tx.insert(schema.profiles).values({ id, fullName: input.name }).onConflictDoNothing();
    }
    return { id, email, created: !existing };
    }),
  );
}

/**
 * True when the account already is what `upsertUser` would make of it: this role, a verified e-mail
 * and an argon2 hash that this password matches. The configured admin is checked so at every start,
 * and written (and the remembered sign-ins told) only when something differs.
 */
export async function accountMatches(input: { email: string; password: string; role: 'admin' | 'user' }): Promise<boolean> {
  const [row] = await db()
    .select({ role: schema.user.role, emailVerified: schema.user.emailVerified, hash: schema.account.password })
    .from(schema.user)
    .innerJoin(schema.account, eq(schema.account.userId, schema.user.id))
    .where(and(eq(schema.user.email, input.email.trim().toLowerCase()), eq(schema.account.providerId, 'credential')));
  if (!row?.hash?.startsWith('$argon2') || row.role !== input.role || !row.emailVerified) return false;
  return verifyPassword({ hash: row.hash, password: input.password });
}

export async function findUserByEmail(email: string) {
  const [row] = await db().select().from(schema.user).where(eq(schema.user.email, email.trim().toLowerCase()));
  return row ?? null;
}

/**
 * Whether `email` is the verified address of the account `userId` (the shopper signed in when she
 * sent a form): only then has somebody shown the address is theirs, and mail there may carry what
 * she wrote.
 */
export async function isOwnVerifiedAddress(userId: string | null, email: string | null | undefined): Promise<boolean> {
  if (!userId || !email) return false;
  const [row] = await db()
    .select({ email: schema.user.email, emailVerified: schema.user.emailVerified })
    .from(schema.user)
    .where(eq(schema.user.id, userId));
  return Boolean(row?.emailVerified && row.email.toLowerCase() === email.trim().toLowerCase());
}
