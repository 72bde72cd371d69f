import crypto from 'node:crypto';
import { and, inArray, sql } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';

/** The demo shop's two accounts: made with the demo data, banned on a real shop. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.shop';
export const DEMO_SHOPPER_EMAIL = 'priya@demo.shop';

/** A demo account's password: random, shown once at the start that made it and stored nowhere. */
export const randomPassword = () => crypto.randomBytes(12).toString('base64url');

/** Demo accounts sign in only while demo data is wanted: on a real shop they are banned (kept, in case the address is a person's). */
export async function setDemoAccountsBanned(banned: boolean) {
  await db()
    .update(schema.user)
    .set({ banned, banReason: banned ? 'Demo account on a real shop' : null, updatedAt: new Date() })
    .where(
      and(inArray(schema.user.email, [DEMO_ADMIN_EMAIL, DEMO_SHOPPER_EMAIL]), sql`coalesce(${schema.user.banned}, false) <> ${banned}`),
    );
  if (banned) {
    await db()
      .delete(schema.session)
      .where(
        inArray(
          schema.session.userId,
          db()
            .select({ id: schema.user.id })
            .from(schema.user)
            .where(inArray(schema.user.email, [DEMO_ADMIN_EMAIL, DEMO_SHOPPER_EMAIL])),
        ),
      );
  }
}
