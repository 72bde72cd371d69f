import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { HomeBanner } from '../../lib/views.ts';
import { changeAt } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { remembered } from '../platform/remembered.server.ts';

// Public reads of the home page's content: banners, testimonials and the flash-sale offer.

const b = schema.bannerImages;
const t = schema.testimonials;

/** The shape the home page renders (defined beside its components, which cannot import server code). */
export type PublicBanner = HomeBanner;

/** Active banners of these sections, each section in display order. */
async function readActiveBanners(sections: readonly string[]): Promise<Record<string, PublicBanner[]>> {
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
async function readPublishedTestimonials(limit: number) {
  return db()
    .select({ id: t.id, name: t.name, message: t.message, imageUrl: t.imageUrl })
    .from(t)
    .where(eq(t.isPublished, true))
    .orderBy(desc(t.createdAt), asc(t.id))
    .limit(limit);
}

/** An offer's end time (the flash-sale countdown), or null when there is no such offer. */
async function readGetOffer(id: string): Promise<{ title: string; endsAt: Date; updatedAt: Date } | null> {
  const [row] = await db()
    .select({ title: schema.offers.title, endsAt: schema.offers.endsAt, updatedAt: schema.offers.updatedAt })
    .from(schema.offers)
    .where(eq(schema.offers.id, id));
  // Pages showing the countdown are cached; they change by themselves the moment it ends.
  if (row) changeAt('content', row.endsAt);
  return row ?? null;
}

// Kept in memory until the catalogue or the content changes (app/server/platform/remembered.server.ts).
export const activeBanners = remembered(readActiveBanners);
export const publishedTestimonials = remembered(readPublishedTestimonials);
export const getOffer = remembered(readGetOffer);

/** When the shop's running offer (the flash sale) ends, as an ISO time; null when none is running. Sale prices are valid until then. */
export async function runningOfferEnd(now = Date.now()): Promise<string | null> {
  const offer = await getOffer('flash-sale');
  return offer && offer.endsAt.getTime() > now ? offer.endsAt.toISOString() : null;
}

/** The running offer's span, from when it was set until it ends; null when none is running. Sale prices hold within it. */
export async function runningOfferSpan(now = Date.now()): Promise<{ from: Date; until: Date } | null> {
  const offer = await getOffer('flash-sale');
  return offer && offer.endsAt.getTime() > now ? { from: offer.updatedAt, until: offer.endsAt } : null;
}
