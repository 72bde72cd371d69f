import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { publishChange } from '../../app/server/cache-bus.server.ts';
import { db, schema } from '../../app/server/db.server.ts';
import { searchTextOf } from '../../app/server/data/search-text.server.ts';
import { store, writeKey } from '../../app/server/storage.server.ts';
import { getEnv } from '../../app/server/env.server.ts';
import { findUserByEmail, upsertUser } from '../../app/server/data/users.server.ts';
import { DEMO_SHOPPER_EMAIL, randomPassword } from '../../app/server/boot.server.ts';
import { demoProducts } from './catalogue.ts';
import { renderAvatarImage, renderCollectionImage, renderGalleryImage, renderHeroImage, renderProductImage } from './images.ts';
import { demoBanners } from './content.ts';
import { demoEnquiries, demoTestimonials } from '../../app/server/data/sample-content.server.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Fixed "now" for the demo catalogue so that seeding twice gives identical rows. */
const CATALOGUE_EPOCH = Date.UTC(2026, 10, 1, 6, 30);

/** Renders an image once; a later seed reuses the file. */
async function ensureImage(key: string, render: () => Promise<Buffer>): Promise<string> {
  if (await store().exists(key)) return `/media/${key}`;
  // Test runs start from empty folders; a cache of rendered images spares them the rendering.
  const cacheDir = getEnv().SEED_IMAGE_CACHE;
  const cached = cacheDir ? path.join(cacheDir, key) : null;
  if (cached && fs.existsSync(cached)) return writeKey(key, fs.readFileSync(cached));
  const body = await render();
  if (cached) {
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    fs.writeFileSync(cached, body);
  }
  return writeKey(key, body);
}

export function nextMidnightIndia(now = new Date()): Date {
  const istOffset = 330 * 60 * 1000;
  const ist = new Date(now.getTime() + istOffset);
  const midnight = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 1);
  return new Date(midnight - istOffset);
}

/** Idempotent: every demo row has a fixed id and is upserted, so a second run changes nothing. */
/** Returns the demo shopper's sign-in when this run made her account. */
export async function seedDemoData(): Promise<{ email: string; password: string } | null> {
  for (const p of demoProducts) {
    const images: string[] = [];
    for (let i = 0; i < p.imageCount; i++) {
      images.push(await ensureImage(`products/${p.id.toLowerCase()}-${i + 1}.webp`, () => renderProductImage(p, i)));
    }
    const row = {
      id: p.id,
      name: p.name,
      price: p.price,
      originalPrice: p.originalPrice,
      image: images[0],
      images,
      category: p.category,
      description: p.description,
      fabric: p.fabric,
      style: p.style,
      colors: p.colors,
      sizes: p.sizes,
      features: p.features,
      tags: p.tags,
      inventoryStatus: p.inventoryStatus,
      stockQuantity: p.stockQuantity,
      isPublished: true,
      isNew: p.isNew,
      isBestSeller: p.isBestSeller,
      isFestive: p.isFestive,
      popularity: p.popularity,
      searchText: searchTextOf(p),
      createdAt: new Date(CATALOGUE_EPOCH - p.createdDaysAgo * DAY),
    };
    await db().insert(schema.products).values(row).onConflictDoNothing({ target: schema.products.id });
  }

  for (let i = 0; i < 3; i++) await ensureImage(`site/hero-${i + 1}.webp`, () => renderHeroImage(i as 0 | 1 | 2));
  for (const category of ['lehengas', 'sarees', 'kurtas', 'fusion']) {
    const sample = demoProducts.find((p) => p.category === category) ?? demoProducts[0];
    await ensureImage(`site/collection-${category}.webp`, () => renderCollectionImage(category, sample.palette));
  }
  for (let i = 0; i < 6; i++) await ensureImage(`site/gallery-${i + 1}.webp`, () => renderGalleryImage(i));
  for (let i = 0; i < 5; i++) await ensureImage(`site/avatar-${i + 1}.webp`, () => renderAvatarImage(i));

  for (const banner of demoBanners) {
    await db().insert(schema.bannerImages).values(banner).onConflictDoNothing({ target: schema.bannerImages.id });
  }
  for (const t of demoTestimonials) {
    await db().insert(schema.testimonials).values(t).onConflictDoNothing({ target: schema.testimonials.id });
  }

  // The demo shopper gets a random password when first made; it is shown once at that start, never kept.
  const existing = await findUserByEmail(DEMO_SHOPPER_EMAIL);
  const password = existing ? null : randomPassword();
  const shopper = existing ?? (await upsertUser({ email: DEMO_SHOPPER_EMAIL, password: password!, name: 'Priya Sharma', role: 'user' }));
  await db()
    .insert(schema.profiles)
    .values({ id: shopper.id, fullName: 'Priya Sharma', phone: '9876501234', address: 'Koramangala, Bengaluru 560034' })
    .onConflictDoNothing();
  for (const e of demoEnquiries(shopper.id)) {
    await db().insert(schema.userEnquiries).values(e).onConflictDoNothing({ target: schema.userEnquiries.id });
  }

  await db()
    .insert(schema.offers)
    .values({ id: 'flash-sale', title: 'Flash Sale', endsAt: nextMidnightIndia() })
    .onConflictDoNothing({ target: schema.offers.id });
  await db().execute(sql`select 1`);
  publishChange('all');
  return password ? { email: DEMO_SHOPPER_EMAIL, password } : null;
}
