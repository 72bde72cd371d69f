import { and, asc, eq } from 'drizzle-orm';
import type { BannerEdit, BannerInput } from '../../lib/schemas/admin-content.ts';
import { publishAfter } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { recordAudit, type Actor } from './audit.server.ts';

const b = schema.bannerImages;

export type AdminBanner = typeof b.$inferSelect;

/** Every banner, in display order (the home page shows active ones in the same order). */
export async function listBanners(section?: string): Promise<AdminBanner[]> {
  return db()
    .select()
    .from(b)
    .where(section ? eq(b.sectionName, section) : undefined)
    .orderBy(asc(b.displayOrder), asc(b.createdAt), asc(b.id));
}

/** A missing alt text falls back to the title, so every banner image has a meaningful description. */
const altOf = (input: { altText: string; title: string }) => input.altText || input.title;

export async function createBanner(actor: Actor, input: BannerInput): Promise<string> {
  return publishAfter('content', db().transaction(async (tx) => {
    const [row] = await tx
      .insert(b)
      .values({ ...input, altText: altOf(input) })
      .returning({ id: b.id });
    await recordAudit(tx, actor, { action: 'create', entity: 'banner', entityId: row.id, summary: `Created ${input.sectionName} banner ${input.title}` });
    return row.id;
  }));
}

export async function updateBanner(actor: Actor, id: string, input: BannerEdit): Promise<boolean> {
  return publishAfter('content', db().transaction(async (tx) => {
    const rows = await tx
      .update(b)
      .set({ ...input, altText: altOf(input) })
      .where(eq(b.id, id))
      .returning({ id: b.id });
    if (rows.length === 0) return false;
    await recordAudit(tx, actor, { action: 'update', entity: 'banner', entityId: id, summary: `Updated banner ${input.title}` });
    return true;
  }));
}

export async function setBannerActive(actor: Actor, id: string, isActive: boolean): Promise<boolean> {
  return publishAfter('content', db().transaction(async (tx) => {
    const rows = await tx.update(b).set({ isActive }).where(eq(b.id, id)).returning({ title: b.title });
    if (rows.length === 0) return false;
    await recordAudit(tx, actor, { action: 'update', entity: 'banner', entityId: id, summary: `${isActive ? 'Activated' : 'Deactivated'} banner ${rows[0].title}` });
    return true;
  }));
}

/**
 * Moves a banner one place up (-1) or down (+1) within its section. With the usual numbering (0, 1, 2…)
 * this changes its number by 1; it swaps with its neighbour so that the order the
 * owner sees always changes, even when numbers have gaps or ties.
 */
export async function moveBanner(actor: Actor, id: string, direction: -1 | 1): Promise<boolean> {
  return publishAfter('content', db().transaction(async (tx) => {
    const [banner] = await tx.select().from(b).where(eq(b.id, id));
    if (!banner) return false;
    const siblings = await tx
      .select({ id: b.id, displayOrder: b.displayOrder })
      .from(b)
      .where(eq(b.sectionName, banner.sectionName))
      .orderBy(asc(b.displayOrder), asc(b.createdAt), asc(b.id));
    const neighbour = siblings[siblings.findIndex((s) => s.id === id) + direction];
    if (!neighbour) {
      await tx.update(b).set({ displayOrder: banner.displayOrder + direction }).where(eq(b.id, id));
    } else if (neighbour.displayOrder === banner.displayOrder) {
      await tx.update(b).set({ displayOrder: banner.displayOrder + direction }).where(eq(b.id, id));
    } else {
      await tx.update(b).set({ displayOrder: neighbour.displayOrder }).where(eq(b.id, id));
      await tx.update(b).set({ displayOrder: banner.displayOrder }).where(eq(b.id, neighbour.id));
    }
    await recordAudit(tx, actor, { action: 'update', entity: 'banner', entityId: id, summary: `Moved banner ${banner.title} ${direction < 0 ? 'up' : 'down'}` });
    return true;
  }));
}

export async function deleteBanner(actor: Actor, id: string): Promise<boolean> {
  return publishAfter('content', db().transaction(async (tx) => {
    const rows = await tx.delete(b).where(eq(b.id, id)).returning({ title: b.title });
    if (rows.length === 0) return false;
    await recordAudit(tx, actor, { action: 'delete', entity: 'banner', entityId: id, summary: `Deleted banner ${rows[0].title}` });
    return true;
  }));
}

/** Active banners of one section in display order: what the home page shows. */
export async function listActiveBanners(section: string): Promise<AdminBanner[]> {
  return db()
    .select()
    .from(b)
    .where(and(eq(b.sectionName, section), eq(b.isActive, true)))
    .orderBy(asc(b.displayOrder), asc(b.createdAt), asc(b.id));
}
