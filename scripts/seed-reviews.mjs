// npm run seed:reviews -- --product SKU1730000000002 [--count 200]
// Gives one product of the shop in DATA_DIR (or DATABASE_URL) that many published reviews from as many
// made-up verified shoppers, so the product page and /product/:id/reviews can be looked at and
// measured with a long list (bench:pages beside a product without reviews). Deterministic: the same
// count gives the same reviews. Not for a live shop: it writes accounts and reviews no one wrote.
// Run it while the shop is stopped (the embedded database's folder is locked by a running shop).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.LOG_LEVEL ??= 'warn';

const { values } = parseArgs({ options: { product: { type: 'string' }, count: { type: 'string', default: '200' } } });
const count = Number(values.count);
if (!values.product || !Number.isInteger(count) || count < 1 || count > 5000) {
  console.error('Usage: npm run seed:reviews -- --product <product id> [--count 1..5000]');
  process.exit(1);
}

const { getEnv } = await import('../app/server/platform/env.server.ts');
const { lockDataDir } = await import('../app/server/platform/data-dir-lock.server.ts');
const { openDatabase, migrateDatabase, closeDatabase, db, schema } = await import('../app/server/platform/db.server.ts');
const { reviewerName } = await import('../app/server/data/reviews.server.ts');
const { eq, like } = await import('drizzle-orm');

const env = getEnv();
const release = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir, 'seed:reviews');
await migrateDatabase(await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir }));

const [product] = await db()
  .select({ id: schema.products.id, name: schema.products.name })
  .from(schema.products)
  .where(eq(schema.products.id, values.product));
if (!product) {
  console.error(`No product ${values.product} in this shop.`);
  await closeDatabase();
  release();
  process.exit(1);
}

let seed = 33;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(rand() * list.length)];
const FIRST = ['Meera', 'Asha', 'Kavya', 'Nila', 'Priya', 'Ananya', 'Ishita', 'Leela', 'Radhika', 'Sana', 'Tara', 'Zoya'];
const LAST = ['Kapoor', 'Rao', 'Menon', 'Das', 'Iyer', 'Sharma', 'Khan', 'Nair', 'Bose', 'Gill'];
const TITLES = [
  'Wore it to a wedding',
  'Lovely drape',
  'Better than the photos',
  'Soft and light',
  'A little long for me',
  'Beautiful work',
  '',
];
const BODIES = [
  'The embroidery is finer than in the pictures and the colour is exactly as shown. Packed with care.',
  'Light enough for a long evening; I wore it for a sangeet and had so many compliments on the work.',
  'Fabric is soft and the stitching is neat. The sleeves were slightly long, easily fixed by my tailor.',
  'A gift for my mother and she has not stopped wearing it. The team called to confirm the size first.',
  'Colour is a touch deeper than on my screen, but I love it more for that. Arrived within the week.',
];
// The catalogue's pictures stand in for shoppers' photos.
const pictures = (
  await db().select({ image: schema.products.image }).from(schema.products).where(like(schema.products.image, '/media/%')).limit(6)
).map((r) => r.image);

const now = Date.now();
const users = [];
const reviews = [];
for (let i = 0; i < count; i++) {
  const name = `${pick(FIRST)} ${pick(LAST)}`;
  const id = `seed-reviewer-${product.id}-${i}`;
  users.push({ id, name, email: `${id}@reviews.invalid`, emailVerified: true });
  const rating = rand() < 0.7 ? 5 : rand() < 0.7 ? 4 : 3;
  // Every fourth review has one to three photos, the newest among them.
  const photoCount = i % 4 === 0 ? 1 + ((i / 4) % 3) : 0;
  const published = new Date(now - i * 36 * 3_600_000);
  reviews.push({
    productId: product.id,
    userId: id,
    authorName: reviewerName(name),
    rating,
    title: pick(TITLES),
    body: pick(BODIES),
    fit: pick(['true', 'true', 'true', 'small', 'large', null]),
    photos: pictures.length ? Array.from({ length: photoCount }, (_, k) => pictures[(i + k) % pictures.length]) : [],
    enquiryKind: 'cart',
    enquiryId: `seeded-${i}`,
    status: 'published',
    reply: rand() < 0.15 ? 'Thank you for wearing our work. We are so glad it found you.' : null,
    createdAt: published,
    updatedAt: published,
    publishedAt: published,
  });
}
for (let i = 0; i < count; i += 100) {
  await db()
    .insert(schema.user)
    .values(users.slice(i, i + 100))
    .onConflictDoNothing();
  await db()
    .insert(schema.productReviews)
    .values(reviews.slice(i, i + 100))
    .onConflictDoNothing();
}
console.log(`${product.name} (${product.id}): ${count} published reviews seeded (a second run adds none).`);
await closeDatabase();
release();
