import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { publishChange } from '../../app/server/platform/cache-bus.server.ts';
import { db, schema } from '../../app/server/platform/db.server.ts';
import { searchTextOf } from '../../app/server/data/search-text.server.ts';
import { store, writeKey } from '../../app/server/storage/storage.server.ts';
import { getEnv } from '../../app/server/platform/env.server.ts';
import { findUserByEmail, upsertUser } from '../../app/server/data/users.server.ts';
import { DEMO_SHOPPER_EMAIL, randomPassword } from '../../app/server/data/demo-accounts.server.ts';
import { demoProducts } from './catalogue.ts';
import { renderAvatarImage, renderCollectionImage, renderGalleryImage, renderHeroImage, renderProductImage } from './images.ts';
import { demoBanners } from './content.ts';
import { demoEnquiries, demoTestimonials } from '../../app/server/data/sample-content.server.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Fixed "now" for the demo catalogue so that seeding twice gives identical rows. */
const CATALOGUE_EPOCH = Date.UTC(2026, 10, 1, 6, 30);

/**
 * The rendered demo pictures ship with the code (docs/decisions/shipped-demo-pictures.md):
 * rendering them takes about a minute of CPU, copying them well under a second.
 */
const SHIPPED_PICTURES = path.resolve('db/seed/pictures');

/** Puts a demo picture in storage once: the shipped copy, else a cached or fresh rendering. */
async function ensureImage(key: string, render: () => Promise<Buffer>): Promise<string> {
  if (await store().exists(key)) return `/media/${key}`;
  const shipped = path.join(SHIPPED_PICTURES, key);
  if (fs.existsSync(shipped)) return writeKey(key, await fs.promises.readFile(shipped));
  // A picture the renderer has and the shipped set lacks: a cache spares test runs the rendering.
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

export const productPictureKey = (productId: string, index: number) => `products/${productId.toLowerCase()}-${index + 1}.webp`;

/** The store-front pictures: hero slides, collection cards, style gallery, testimonial avatars. */
export function sitePictures(): { key: string; render: () => Promise<Buffer> }[] {
  const collection = (category: string) => {
    const sample = demoProducts.find((p) => p.category === category) ?? demoProducts[0];
    return { key: `site/collection-${category}.webp`, render: () => renderCollectionImage(category, sample.palette) };
  };
  return [
    ...([0, 1, 2] as const).map((i) => ({ key: `site/hero-${i + 1}.webp`, render: () => renderHeroImage(i) })),
    ...['lehengas', 'sarees', 'kurtas', 'fusion'].map(collection),
    ...[0, 1, 2, 3, 4, 5].map((i) => ({ key: `site/gallery-${i + 1}.webp`, render: () => renderGalleryImage(i) })),
    ...[0, 1, 2, 3, 4].map((i) => ({ key: `site/avatar-${i + 1}.webp`, render: () => renderAvatarImage(i) })),
  ];
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
      images.push(await ensureImage(productPictureKey(p.id, i), () => renderProductImage(p, i)));
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

  await Promise.all(sitePictures().map(({ key, render }) => ensureImage(key, render)));

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
