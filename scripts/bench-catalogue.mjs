// Listing and search query times on 10,000 products: npm run bench:catalogue
// Fills a scratch database (embedded PGlite in a temporary folder, or the PostgreSQL server named by
// BENCH_DATABASE_URL, in a new database that is dropped afterwards), then times the data-module calls
// the pages make and prints p50 and p95 per kind. Target: p95 <= 20 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.LOG_LEVEL ??= 'silent';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-catalogue-'));
process.env.DATA_DIR = dataDir;

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const { openDatabase, migrateDatabase, closeDatabase, schema, db } = await import('../app/server/platform/db.server.ts');
const { searchTextOf } = await import('../app/server/data/search-text.server.ts');
const { listProducts, forgetListingCounts } = await import('../app/server/data/catalogue-listing.server.ts');
const { searchProducts, forgetSearchVocabulary } = await import('../app/server/data/catalogue-search.server.ts');
const C = await import('../app/lib/constants.ts');

let databaseUrl;
let dropDatabase;
if (process.env.BENCH_DATABASE_URL) {
  const { createScratchDatabase } = await import('../db/scratch-database.ts');
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_catalogue');
  databaseUrl = scratch.url;
  dropDatabase = scratch.drop;
}

const started = Date.now();
const database = await openDatabase({ databaseUrl, dataDir });
await migrateDatabase(database);

// A deterministic catalogue that looks like the shop's: words, categories, fabrics, colours, tags.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(rand() * list.length)];
const ADJ = [
  'Banarasi',
  'Chanderi',
  'Chikankari',
  'Bandhani',
  'Leheriya',
  'Kalamkari',
  'Ikat',
  'Dabu',
  'Bagru',
  'Gota Patti',
  'Zardozi',
  'Mirror Work',
  'Kanjeevaram',
  'Phulkari',
  'Ajrakh',
];
const COL = ['Rose', 'Ivory', 'Indigo', 'Mint', 'Mustard', 'Teal', 'Maroon', 'Peach', 'Lavender', 'Emerald'];
const NOUN = {
  kurtas: ['Kurta', 'Anarkali Kurta', 'A-line Kurta'],
  dresses: ['Maxi Dress', 'Midi Dress'],
  sarees: ['Saree', 'Silk Saree'],
  'co-ords': ['Co-ord Set', 'Sharara Set'],
  lehengas: ['Lehenga', 'Lehenga Choli'],
  fusion: ['Cape Set', 'Jacket Gown'],
};
const TAGS = [...C.OCCASIONS, ...C.SEASONS, ...C.FESTIVALS, 'handloom', 'block-print', 'zari'];
const rows = [];
for (let i = 0; i < COUNT; i++) {
  const category = pick(C.PRODUCT_CATEGORIES);
  const p = {
    id: `SKUBENCH${String(i).padStart(8, '0')}`,
    name: `${pick(COL)} ${pick(ADJ)} ${pick(NOUN[category])}`,
    price: 500 + Math.floor(rand() * 60_000),
    originalPrice: rand() < 0.3 ? 70_000 : null,
    category,
    fabric: pick(C.FABRICS),
    style: pick(C.STYLES),
    colors: [pick(C.LISTING_COLOURS), pick(['gold', 'red', 'ivory', 'black'])],
    sizes: ['S', 'M', 'L'],
    features: ['Handcrafted', pick(['Fully lined', 'Pockets', 'Zari border', 'Machine washable'])],
    tags: [pick(TAGS), pick(TAGS), pick(TAGS)],
    description: `Handcrafted by artisans in ${pick(['Jaipur', 'Lucknow', 'Banaras', 'Kutch', 'Kanchipuram'])}, finished in our studio. ${pick(ADJ)} detailing on soft fabric.`,
    isPublished: rand() > 0.05,
    popularity: Math.floor(rand() * 1000),
    createdAt: new Date(Date.now() - Math.floor(rand() * 365 * 86_400_000)),
    image: '/media/x.webp',
    images: ['/media/x.webp'],
  };
  rows.push({ ...p, searchText: searchTextOf(p) });
}
for (let i = 0; i < rows.length; i += 500)
  await db()
    .insert(schema.products)
    .values(rows.slice(i, i + 500));
await db().execute('analyze products');
console.log(
  `Scratch ${databaseUrl ? 'PostgreSQL' : 'PGlite'} database with ${COUNT.toLocaleString('en-IN')} products ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);

const TABS = { type: C.PRODUCT_CATEGORIES, season: C.SEASONS, festival: C.FESTIVALS, material: C.FABRICS };
const none = { category: null, occasion: null, price: null, fabrics: [], colors: [], season: null, festival: null };
const listings = [
  () => listProducts(none, 'newest', 1, 24, TABS),
  () => listProducts({ ...none, category: 'kurtas' }, 'price-asc', 1, 24, TABS),
  () => listProducts({ ...none, occasion: 'festive', fabrics: ['silk', 'georgette'] }, 'popular', 2, 24, TABS),
  () => listProducts({ ...none, price: { min: 2000, max: 4000 }, colors: ['rose', 'pink'] }, 'price-desc', 1, 24, TABS),
  () => listProducts({ ...none, category: 'lehengas', season: 'winter', festival: 'wedding' }, 'newest', 1, 24, TABS),
  () => listProducts(none, 'price-asc', 40, 24, TABS),
];
const queries = [
  'silk',
  'lehenga',
  'lehnga',
  'anarkli',
  'rose chanderi kurta',
  'bandhani',
  'zzqx',
  'mirror work',
  'kanjeevaram saree',
  'co-ord',
];

async function time(label, calls, before = () => {}) {
  for (const call of calls) await call(); // warm-up
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const call = calls[i % calls.length];
    before();
    const t = performance.now();
    await call();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  const verdict = at(0.95) <= 20 ? 'meets p95 <= 20 ms' : 'over the 20 ms p95 target';
  console.log(`${label.padEnd(40)} p50 ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms   ${verdict}`);
  return at(0.95);
}

forgetSearchVocabulary();
let t0 = performance.now();
await searchProducts('lehnga', { limit: 8 });
console.log(`first search after start (loads the vocabulary): ${(performance.now() - t0).toFixed(1)} ms`);

const results = [
  await time('listing, counts computed (cold)', listings, forgetListingCounts),
  await time('listing, counts from the 10 s cache', listings),
  await time(
    'search: header dropdown (8 + total)',
    queries.map((q) => () => searchProducts(q, { limit: 8 })),
  ),
  await time(
    'search: results page (24 + total)',
    queries.map((q) => () => searchProducts(q, { limit: 24 })),
  ),
];
console.log(`${results.filter((r) => r <= 20).length} of ${results.length} measurements meet the p95 target (${RUNS} runs each).`);

await closeDatabase();
await dropDatabase?.();
fs.rmSync(dataDir, { recursive: true, force: true });
