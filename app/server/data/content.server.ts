import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { HomeBanner } from '../../lib/views.ts';
import { db, schema } from '../db.server.ts';

// Public reads of the home page's content: banners, testimonials and the flash-sale offer.

const b = schema.bannerImages;
const t = schema.testimonials;

/** The shape the home page renders (defined beside its components, which cannot import server code). */
export type PublicBanner = HomeBanner;

/** Active banners of these sections, each section in display order. */
export async function activeBanners(sections: readonly string[]): Promise<Record<string, PublicBanner[]>> {
  const rows = await db()
    .select({ id: b.id, sectionName: b.sectionName, title: b.title, subtitle: b.subtitle, imageUrl: b.imageUrl, altText: b.altText, ctaText: b.ctaText, ctaLink: b.ctaLink })
    .from(b)
    .where(and(eq(b.isActive, true), inArray(b.sectionName, [...sections])))
    .orderBy(asc(b.sectionName), asc(b.displayOrder), asc(b.createdAt));
  const grouped: Record<string, PublicBanner[]> = {};
  for (const row of rows) (grouped[row.sectionName] ??= []).push(row);
  return grouped;
}

/** Published testimonials, newest first. */
export async function publishedTestimonials(limit: number) {
  return db()
    .select({ id: t.id, name: t.name, message: t.message, imageUrl: t.imageUrl })
    .from(t)
    .where(eq(t.isPublished, true))
    .orderBy(desc(t.createdAt), asc(t.id))
    .limit(limit);
}

/** An offer's end time (the flash-sale countdown), or null when there is no such offer. */
export async function getOffer(id: string): Promise<{ title: string; endsAt: Date } | null> {
  const [row] = await db().select({ title: schema.offers.title, endsAt: schema.offers.endsAt }).from(schema.offers).where(eq(schema.offers.id, id));
  return row ?? null;
}
