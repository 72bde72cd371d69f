import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

// The configured admin (ADMIN_EMAIL and ADMIN_PASSWORD) is made at every start; an account that
// already matches is left as it is, anything that differs is set again.
process.env.ADMIN_EMAIL = 'owner@example.in';
process.env.ADMIN_PASSWORD = 'first-password-2026';
process.env.DEMO_DATA = '0';
setupTestDatabase();

async function bootOnce() {
  const { bootShop } = await import('../../app/server/platform/boot.server.ts');
  const boot = await bootShop('admin-at-start test');
  boot.release();
}

async function storedAdmin() {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const [row] = await db()
    .select({ role: schema.user.role, hash: schema.account.password, changed: schema.account.updatedAt })
    .from(schema.user)
    .innerJoin(schema.account, eq(schema.account.userId, schema.user.id))
    .where(eq(schema.user.email, 'owner@example.in'));
  return row;
}

describe('the configured admin at start', () => {
  it('is made once, kept while it matches, and set again when its password or role differs', async () => {
    const { verify } = await import('@node-rs/argon2');
    const { getEnv } = await import('../../app/server/platform/env.server.ts');
    const { db, schema } = await import('../../app/server/platform/db.server.ts');

    await bootOnce();
    const made = await storedAdmin();
    expect(made.role).toBe('admin');
    expect(await verify(made.hash!, 'first-password-2026')).toBe(true);

    // A restart with the same settings writes nothing: the very same hash (argon2 salts every hash anew).
    await bootOnce();
    expect(await storedAdmin()).toEqual(made);

    // A new ADMIN_PASSWORD replaces the old one at the next start.
    getEnv().ADMIN_PASSWORD = 'second-password-2026';
    await bootOnce();
    const renewed = await storedAdmin();
    expect(await verify(renewed.hash!, 'second-password-2026')).toBe(true);
    expect(await verify(renewed.hash!, 'first-password-2026')).toBe(false);

    // An admin demoted in the database is an admin again after the next start.
    await db().update(schema.user).set({ role: 'user' }).where(eq(schema.user.email, 'owner@example.in'));
    await bootOnce();
    expect((await storedAdmin()).role).toBe('admin');
  });
});
