import crypto from 'node:crypto';
import { and, eq, gt, inArray, like, ne, type SQL } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';

// A browser trusted to skip the second step is a row better-auth's twoFactor plugin keeps in `verification`:
// identifier `trust-device-<random>` (also in the browser's signed trust_device cookie), value the user's id,
// and its expiry. The plugin replaces the row at every sign-in that uses it. The shop adds a note beside it
// (identifier `trusted-browser:<that identifier>`, value the browser's User-Agent) to name it in the device list.

const TRUST_PREFIX = 'trust-device-';
const noteKey = (trustIdentifier: string) => `trusted-browser:${trustIdentifier}`;
const MAX_AGENT_LENGTH = 512;

export type TrustedBrowserRow = { id: string; identifier: string; userAgent: string | null; trustedAt: Date; until: Date };

/** The account's browsers that skip the second step now, most recently trusted or used first. */
export async function listTrustedBrowsers(userId: string): Promise<TrustedBrowserRow[]> {
  const v = schema.verification;
  const rows = await db()
    .select({ id: v.id, identifier: v.identifier, trustedAt: v.createdAt, until: v.expiresAt })
    .from(v)
    .where(and(eq(v.value, userId), like(v.identifier, `${TRUST_PREFIX}%`), gt(v.expiresAt, new Date())));
  if (rows.length === 0) return [];
  const notes = await db()
    .select({ identifier: v.identifier, userAgent: v.value })
    .from(v)
    .where(inArray(v.identifier, rows.map((r) => noteKey(r.identifier))));
  const agents = new Map(notes.map((n) => [n.identifier, n.userAgent]));
  return rows
    .map((r) => ({ ...r, userAgent: agents.get(noteKey(r.identifier)) ?? null }))
    .sort((a, b) => b.trustedAt.getTime() - a.trustedAt.getTime());
}

/** Names a newly trusted browser (or the new row of one that signed in again, whose old note goes). */
export async function noteTrustedBrowser(note: { identifier: string; userAgent: string | null; until: Date; replaces: string | null }) {
  const v = schema.verification;
  await db().transaction(async (tx) => {
    const stale = [note.identifier, note.replaces].filter((x): x is string => Boolean(x)).map(noteKey);
    await tx.delete(v).where(inArray(v.identifier, stale));
    if (!note.userAgent) return;
    await tx.insert(v).values({
      id: crypto.randomUUID(),
      identifier: noteKey(note.identifier),
      value: note.userAgent.slice(0, MAX_AGENT_LENGTH),
      expiresAt: note.until,
    });
  });
}

async function forget(userId: string, which: SQL | undefined): Promise<number> {
  const v = schema.verification;
  return db().transaction(async (tx) => {
    const gone = await tx
      .delete(v)
      .where(and(eq(v.value, userId), like(v.identifier, `${TRUST_PREFIX}%`), which))
      .returning({ identifier: v.identifier });
    if (gone.length) await tx.delete(v).where(inArray(v.identifier, gone.map((g) => noteKey(g.identifier))));
    return gone.length;
  });
}

/** Forgets one of the account's trusted browsers (by the row id the device list shows); false when it was not one. */
export async function forgetTrustedBrowser(userId: string, id: string): Promise<boolean> {
  return (await forget(userId, eq(schema.verification.id, id))) > 0;
}

/** Forgets every trusted browser of the account but the one named (this browser's, when it is trusted). */
export function forgetTrustedBrowsers(userId: string, keepIdentifier: string | null): Promise<number> {
  return forget(userId, keepIdentifier ? ne(schema.verification.identifier, keepIdentifier) : undefined);
}
