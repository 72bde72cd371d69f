// Preview of the generated seed imagery.
//
//   node_modules/.bin/node --experimental-strip-types db/seed/preview.ts          samples as PNG
//   node_modules/.bin/node --experimental-strip-types db/seed/preview.ts --all    also time the full set
//
// Writes to /tmp/seed-preview/: every view of one product per category,
// the heroes, collection cards, gallery tiles and avatars, plus contact
// sheets of all product front views. `--all` renders every WebP the seed
// needs (in memory, two at a time) and reports time and sizes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { collectionPalettes, demoProducts } from './catalogue.ts';
import { renderAvatarImage, renderCollectionImage, renderGalleryImage, renderHeroImage, renderProductImage } from './images.ts';

const OUT = '/tmp/seed-preview';
mkdirSync(OUT, { recursive: true });

async function savePng(name: string, webp: Buffer): Promise<void> {
  writeFileSync(`${OUT}/${name}.png`, await sharp(webp).png().toBuffer());
}

/** Runs jobs with a fixed concurrency and returns their results in order. */
async function pool<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

async function contactSheet(name: string, images: Buffer[], cols: number, w: number, h: number): Promise<void> {
  const tiles = await Promise.all(images.map((b) => sharp(b).resize(w, h).toBuffer()));
  const rows = Math.ceil(tiles.length / cols);
  await sharp({ create: { width: cols * w, height: rows * h, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % cols) * w, top: Math.floor(i / cols) * h })))
    .png()
    .toFile(`${OUT}/${name}.png`);
}

const started = performance.now();

// one product per category, every view
const categories = [...new Set(demoProducts.map((p) => p.category))];
for (const category of categories) {
  const p = demoProducts.find((x) => x.category === category && x.imageCount === 4) ?? demoProducts.find((x) => x.category === category)!;
  const views = await Promise.all(Array.from({ length: 4 }, (_, i) => renderProductImage(p, i)));
  await contactSheet(`product-${category}`, views, 4, 360, 450);
  await savePng(`product-${category}-0`, views[0]);
}

// store-front imagery
for (const i of [0, 1, 2] as const) await savePng(`hero-${i}`, await renderHeroImage(i));
const cards = await Promise.all(Object.entries(collectionPalettes).map(([c, pal]) => renderCollectionImage(c, pal)));
await contactSheet('collections', cards, 6, 300, 400);
const gallery = await Promise.all(Array.from({ length: 6 }, (_, i) => renderGalleryImage(i)));
await contactSheet('gallery', gallery, 6, 300, 300);
const avatars = await Promise.all([0, 1, 2, 3, 4].map((i) => renderAvatarImage(i)));
await contactSheet('avatars', avatars, 5, 200, 200);

// every product's front view
const fronts = await pool(
  demoProducts.map((p) => () => renderProductImage(p, 0)),
  2,
);
await contactSheet('all-fronts', fronts, 7, 240, 300);
console.log(`samples written to ${OUT} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

if (process.argv.includes('--all')) {
  const width = Math.min(2, availableParallelism());
  const jobs: { name: string; run: () => Promise<Buffer> }[] = [];
  for (const p of demoProducts)
    for (let i = 0; i < p.imageCount; i++) jobs.push({ name: `${p.id}-${i}`, run: () => renderProductImage(p, i) });
  for (const i of [0, 1, 2] as const) jobs.push({ name: `hero-${i}`, run: () => renderHeroImage(i) });
  for (const [c, pal] of Object.entries(collectionPalettes))
    jobs.push({ name: `collection-${c}`, run: () => renderCollectionImage(c, pal) });
  for (let i = 0; i < 6; i++) jobs.push({ name: `gallery-${i}`, run: () => renderGalleryImage(i) });
  for (let i = 0; i < 5; i++) jobs.push({ name: `avatar-${i}`, run: () => renderAvatarImage(i) });
  const t = performance.now();
  const cpu = process.cpuUsage();
  const bufs = await pool(
    jobs.map((j) => j.run),
    width,
  );
  const secs = (performance.now() - t) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSecs = (used.user + used.system) / 1e6;
  const sizes = bufs.map((b, i) => ({ name: jobs[i].name, kb: b.length / 1024 }));
  const product = sizes.filter((s) => s.name.startsWith('SKU'));
  const biggest = [...sizes].sort((a, b) => b.kb - a.kb).slice(0, 5);
  console.log(
    `${jobs.length} images (${product.length} product) in ${secs.toFixed(1)} s wall, ${cpuSecs.toFixed(1)} s CPU, concurrency ${width}`,
  );
  console.log(
    `product images: avg ${(product.reduce((a, s) => a + s.kb, 0) / product.length).toFixed(0)} KB, max ${Math.max(...product.map((s) => s.kb)).toFixed(0)} KB`,
  );
  console.log(
    `total ${(sizes.reduce((a, s) => a + s.kb, 0) / 1024).toFixed(1)} MB; largest: ${biggest.map((s) => `${s.name} ${s.kb.toFixed(0)} KB`).join(', ')}`,
  );
}
