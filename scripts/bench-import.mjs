// Products spreadsheet import on 5,000 rows: npm run bench:import
// Fills a scratch database (embedded PGlite in a temporary folder, or the PostgreSQL server named by
// BENCH_DATABASE_URL, in a new database that is dropped afterwards), exports the catalogue, and times
// the preview (read, check and compare every row; writes nothing) of two files: 5,000 new products,
// and 5,000 existing products with every other price changed. Also times one confirmed import.
// Target: preview of 5,000 rows <= 5 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.LOG_LEVEL ??= 'silent';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
process.env.DATA_DIR = dataDir;
process.env.PUBLIC_URL ??= 'https://shop.example';

const COUNT = Number(process.env.BENCH_ROWS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const publicUrl = process.env.PUBLIC_URL;

const { openDatabase, migrateDatabase, closeDatabase } = await import('../app/server/platform/db.server.ts');
const { exportProductsCsv, CSV_COLUMNS } = await import('../app/server/data/product-csv.server.ts');
const { planImport, applyImport } = await import('../app/server/data/product-import.server.ts');
const { parse } = await import('csv-parse/sync');
const { stringify } = await import('csv-stringify/sync');
const C = await import('../app/lib/constants.ts');

let databaseUrl;
let dropDatabase;
if (process.env.BENCH_DATABASE_URL) {
  const { createScratchDatabase } = await import('../db/scratch-database.ts');
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_import');
  databaseUrl = scratch.url;
  dropDatabase = scratch.drop;
}
const database = await openDatabase({ databaseUrl, dataDir });
await migrateDatabase(database);

const actor = { id: 'bench', email: 'bench@shop.example' };
// The file's pictures are in the shop's storage, as after using the image upload tool.
const { writeKey } = await import('../app/server/storage/storage.server.ts');
for (let i = 0; i < 50; i++) await writeKey(`products/bench-${i}.webp`, Buffer.from('bench picture'));
let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(rand() * list.length)];
const WORDS = ['Banarasi', 'Chanderi', 'Chikankari', 'Bandhani', 'Leheriya', 'Kalamkari', 'Ikat', 'रेशमी', 'Gota Patti', 'Zardozi'];

// The spreadsheet's own columns, less the two timestamps the shop sets itself.
const header = CSV_COLUMNS.filter((c) => c !== 'created_at' && c !== 'updated_at');
const newRows = Array.from({ length: COUNT }, (_, i) => {
  const price = 800 + Math.floor(rand() * 40_000);
  return [
    '',
    `${pick(WORDS)} ${pick(WORDS)} ${i}`,
    String(price),
    rand() < 0.3 ? String(price + 500) : '',
    pick(C.PRODUCT_CATEGORIES),
    pick(C.FABRICS),
    pick(C.STYLES),
    `Handcrafted ${pick(WORDS)} piece, finished by hand in our studio. `.repeat(3),
    'rose|gold',
    'S|M|L|XL',
    'Handcrafted|Lined',
    'festive|diwali',
    `${publicUrl}/media/products/bench-${i % 50}.webp|${publicUrl}/media/products/bench-${(i + 1) % 50}.webp`,
    'available',
    '',
    'yes',
    'no',
    'no',
    'no',
  ];
});
const newFile = stringify([header, ...newRows], { bom: true });

// Wall time, and the process's CPU time: the embedded database runs on the same thread, so CPU time
// is the work itself, while wall time also counts waiting for a core on a busy machine.
async function time(label, run) {
  const walls = [];
  const cpus = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    result = await run();
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] / 1000;
  console.log(
    `${label.padEnd(46)} wall median ${median(walls).toFixed(2)} s, max ${(Math.max(...walls) / 1000).toFixed(2)} s   CPU median ${median(cpus).toFixed(2)} s   (${RUNS} runs)`,
  );
  return result;
}

// Figures on a shared machine move with its load: the load average is printed with them.
console.log(
  `Import preview, ${COUNT} rows, ${databaseUrl ? 'PostgreSQL' : 'embedded database'} (target <= 5 s); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
);
const fresh = await time(`preview: ${COUNT} new products`, () => planImport(newFile, publicUrl));
console.log(
  `  → ${fresh.preview.newCount} new, ${fresh.preview.errorCount} errors, ${fresh.preview.notes.length} notes, file ${(Buffer.byteLength(newFile) / 1e6).toFixed(1)} MB`,
);

let started = performance.now();
await applyImport(actor, newFile, fresh.preview.fingerprint, publicUrl);
console.log(`${'confirm: write them (one transaction)'.padEnd(46)} ${((performance.now() - started) / 1000).toFixed(2)} s   (1 run)`);

started = performance.now();
const exported = parse(await exportProductsCsv(publicUrl), { bom: true });
console.log(`${'export: all products'.padEnd(46)} ${((performance.now() - started) / 1000).toFixed(2)} s   (1 run)`);
const priceAt = exported[0].indexOf('price');
exported.slice(1).forEach((row, i) => {
  if (i % 2 === 0) row[priceAt] = String(Number(row[priceAt]) + 100);
});
const editedFile = stringify(exported, { bom: true });
const edited = await time(`preview: ${COUNT} existing, every other price`, () => planImport(editedFile, publicUrl));
console.log(`  → ${edited.preview.changedCount} changed, ${edited.preview.unchangedCount} unchanged, ${edited.preview.errorCount} errors`);

await closeDatabase();
await dropDatabase?.();
fs.rmSync(dataDir, { recursive: true, force: true });
