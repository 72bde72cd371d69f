import { desc } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';

/** Stores a subscriber once; a repeated address keeps its first consent time. Returns whether it was new. */
export async function subscribe(email: string, source: string): Promise<boolean> {
  const rows = await db()
    .insert(schema.newsletterSubscribers)
    .values({ email, source })
    .onConflictDoNothing({ target: schema.newsletterSubscribers.email })
    .returning({ id: schema.newsletterSubscribers.id });
  return rows.length > 0;
}

export async function listSubscribers() {
  return db()
    .select({ email: schema.newsletterSubscribers.email, source: schema.newsletterSubscribers.source, consentedAt: schema.newsletterSubscribers.consentedAt })
    .from(schema.newsletterSubscribers)
    .orderBy(desc(schema.newsletterSubscribers.consentedAt));
}
