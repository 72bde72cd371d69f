import crypto from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { demoTestimonials } from './sample-content.server.ts';
import type { TestimonialInput } from '../../lib/schemas/admin-content.ts';
import { publishAfter } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';

const t = schema.testimonials;

export type AdminTestimonial = typeof t.$inferSelect;

/** Newest first. Opening the screen never inserts anything (decisions: no sample data on view). */
export async function listTestimonials(): Promise<AdminTestimonial[]> {
  return db().select().from(t).orderBy(desc(t.createdAt), desc(t.id));
}

const imageOf = (input: TestimonialInput) => input.imageUrl || null;

export async function createTestimonial(actor: Actor, input: TestimonialInput): Promise<string> {
  return publishAfter('content', db().transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({ name: input.name, message: input.message, imageUrl: imageOf(input), isPublished: input.isPublished })
      .returning({ id: t.id });
    await recordAudit(tx, actor, { action: 'create', entity: 'testimonial', entityId: row.id, summary: `Created testimonial from ${input.name}` });
    return row.id;
  }));
}

export async function updateTestimonial(actor: Actor, id: string, input: TestimonialInput): Promise<boolean> {
  return publishAfter('content', db().transaction(async (tx) => {
    const rows = await tx
      .update(t)
      .set({ name: input.name, message: input.message, imageUrl: imageOf(input), isPublished: input.isPublished })
      .where(eq(t.id, id))
      .returning({ id: t.id });
    if (rows.length === 0) return false;
    await recordAudit(tx, actor, { action: 'update', entity: 'testimonial', entityId: id, summary: `Updated testimonial from ${input.name}` });
    return true;
  }));
}

export async function setTestimonialPublished(actor: Actor, id: string, isPublished: boolean): Promise<boolean> {
  return publishAfter('content', db().transaction(async (tx) => {
    const rows = await tx.update(t).set({ isPublished }).where(eq(t.id, id)).returning({ name: t.name });
    if (rows.length === 0) return false;
    await recordAudit(tx, actor, { action: 'update', entity: 'testimonial', entityId: id, summary: `${isPublished ? 'Published' : 'Unpublished'} testimonial from ${rows[0].name}` });
    return true;
  }));
}

export async function deleteTestimonial(actor: Actor, id: string): Promise<boolean> {
  return publishAfter('content', db().transaction(async (tx) => {
    const rows = await tx.delete(t).where(eq(t.id, id)).returning({ name: t.name });
    if (rows.length === 0) return false;
    await recordAudit(tx, actor, { action: 'delete', entity: 'testimonial', entityId: id, summary: `Deleted testimonial from ${rows[0].name}` });
    return true;
  }));
}

/**
 * Demo mode only (the route checks): five sample testimonials, one unpublished, when the list is
 * empty. Returns how many were added (0 when there already were testimonials).
 */
export async function addTestTestimonials(actor: Actor): Promise<number> {
  return publishAfter('content', db().transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(t);
    if (Number(n) > 0) return 0;
    const now = Date.now();
    await tx.insert(t).values(
      demoTestimonials.map((sample, i) => ({
        id: crypto.randomUUID(),
        name: sample.name,
        message: sample.message,
        imageUrl: sample.imageUrl,
        isPublished: sample.isPublished,
        createdAt: new Date(now - i * 60_000),
      })),
    );
    await recordAudit(tx, actor, { action: 'create', entity: 'testimonial', summary: `Added ${demoTestimonials.length} test testimonials` });
    return demoTestimonials.length;
  }));
}
