import crypto from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import type { ImportPreview } from '../../lib/views.ts';
import { INVENTORY_STATUSES, PRODUCT_SIZES, STYLES } from '../../lib/admin-constants.ts';
import { FABRICS, PRODUCT_CATEGORIES } from '../../lib/listing-constants.ts';
import { formatINR } from '../../lib/money.ts';
import { productSchema, type ProductInput } from '../../lib/schemas/admin-product.ts';
import { MAX_PRICE } from '../../lib/schemas/admin-fields.ts';
import { db, schema } from '../platform/db.server.ts';
import { keyOfMediaUrl, mediaUrl, store } from '../storage/storage.server.ts';
import { catalogueChanged, columnsOf } from './admin-products.server.ts';
import { recordAudits, type Actor } from './audit.server.ts';
import { CSV_COLUMNS, type CsvColumn, LIST_SEPARATOR, READ_ONLY_COLUMNS, imageAddress, restoreFormulaText } from './product-csv.server.ts';

// Import of the products spreadsheet: every row is read and checked, compared with the catalogue
// and shown as new, changed or in error; nothing is written until the owner confirms, and then
// everything goes in one transaction. Images are taken only from the shop's own storage: the
// server never fetches an address from a file.

/** A problem with the file as a whole; its message is shown as it is. */
export class ImportFileError extends Error {}

/** How many rows of each kind the preview lists; the counts are always complete. */
export const PREVIEW_LIST_LIMIT = 100;

type Candidate = ProductInput;
type Plan = { preview: ImportPreview; creates: { id: string | null; input: ProductInput }[]; updates: { id: string; input: ProductInput; columns: CsvColumn[] }[] };
export type { ImportPreview };

const p = schema.products;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const oneOfMessage = (column: string, list: readonly string[]) => `${column} must be one of ${list.join(', ')}`;
const split = (cell: string) => cell.split(LIST_SEPARATOR).map((v) => v.trim()).filter(Boolean);

/** 'price' → the column name the owner sees in her spreadsheet, for schema messages. */
const FIELD_COLUMN: Record<string, CsvColumn> = {
  name: 'name', price: 'price', originalPrice: 'original_price', category: 'category', fabric: 'fabric', style: 'style', description: 'description',
  colors: 'colors', sizes: 'sizes', features: 'features', tags: 'tags', images: 'images', inventoryStatus: 'inventory_status',
  stockQuantity: 'stock_quantity', isPublished: 'is_published', isNew: 'is_new', isBestSeller: 'is_best_seller', isFestive: 'is_festive',
};

/** The shop's own picture behind an address from the file ('/media/…' or the shop's full address, any size), or null. */
function ownImage(address: string, publicUrl: string): string | null {
  const path = (address.startsWith(`${publicUrl}/`) ? address.slice(publicUrl.length) : address).replace(/\?.*$/, '');
  const key = keyOfMediaUrl(path);
  return key?.endsWith('.webp') ? mediaUrl(key) : null;
}

/** Which of these pictures of the shop's storage do not exist; asked 16 at a time. */
async function missingImages(urls: string[]): Promise<Set<string>> {
  const missing = new Set<string>();
  for (let i = 0; i < urls.length; i += 16) {
    await Promise.all(
      urls.slice(i, i + 16).map(async (url) => {
        if (!(await store().exists(keyOfMediaUrl(url)!))) missing.add(url);
      }),
    );
  }
  return missing;
}

/** Whole rupees from '1299', '1,299', '₹1,299' or '1299.00'; 'bad' for anything else, null for blank. */
function rupees(cell: string): number | 'bad' | null {
  const text = cell.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  if (text === '') return null;
  if (!/^\d+(\.0+)?$/.test(text)) return 'bad';
  return Number(text.split('.')[0]);
}

function flag(cell: string): boolean | 'bad' {
  const v = cell.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0', ''].includes(v)) return false;
  return 'bad';
}

function pick<T extends string>(list: readonly T[], cell: string): T | null {
  const v = cell.trim().toLowerCase().replace(/\s+/g, '_');
  return list.find((item) => item.toLowerCase().replace(/\s+/g, '_') === v) ?? null;
}

/** The product as the spreadsheet shows it, column by column, for comparing and for the preview. */
function cellsOf(input: Candidate, publicUrl: string): Record<CsvColumn, string> {
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  return {
    id: '', name: input.name, price: String(input.price), original_price: input.originalPrice === null ? '' : String(input.originalPrice),
    category: input.category, fabric: input.fabric, style: input.style, description: input.description,
    colors: input.colors.join(LIST_SEPARATOR), sizes: input.sizes.join(LIST_SEPARATOR), features: input.features.join(LIST_SEPARATOR), tags: input.tags.join(LIST_SEPARATOR),
    images: input.images.map((src) => imageAddress(publicUrl, src)).join(LIST_SEPARATOR), inventory_status: input.inventoryStatus,
    stock_quantity: input.stockQuantity === null ? '' : String(input.stockQuantity), is_published: yes(input.isPublished), is_new: yes(input.isNew),
    is_best_seller: yes(input.isBestSeller), is_festive: yes(input.isFestive), created_at: '', updated_at: '',
  };
}

type Current = typeof p.$inferSelect;
function inputOf(row: Current): Candidate {
  return {
    name: row.name, price: row.price, originalPrice: row.originalPrice, category: row.category as Candidate['category'], fabric: row.fabric as Candidate['fabric'],
    style: row.style as Candidate['style'], description: row.description, colors: row.colors, sizes: row.sizes as Candidate['sizes'], features: row.features, tags: row.tags,
    images: row.images.length > 0 ? row.images : row.image ? [row.image] : [], inventoryStatus: row.inventoryStatus as Candidate['inventoryStatus'],
    stockQuantity: row.stockQuantity, isPublished: row.isPublished, isNew: row.isNew, isBestSeller: row.isBestSeller, isFestive: row.isFestive,
  };
}

const NEW_PRODUCT: Candidate = {
  name: '', price: 0, originalPrice: null, category: '' as Candidate['category'], fabric: '', style: '', description: '', colors: [], sizes: [], features: [], tags: [],
  images: [], inventoryStatus: 'available', stockQuantity: null, isPublished: false, isNew: false, isBestSeller: false, isFestive: false,
};

/** Reads the cells a row has over the product's current (or a new product's) values; problems are the owner's words. */
function readRow(cells: Partial<Record<CsvColumn, string>>, base: Candidate, current: Candidate | null, ctx: { publicUrl: string; missing: Set<string> }) {
  const next: Candidate = { ...base };
  const errors: string[] = [];
  const notes: string[] = [];
  const has = (c: CsvColumn): c is CsvColumn => cells[c] !== undefined;
  const cell = (c: CsvColumn) => (cells[c] ?? '').trim();

  if (has('name')) next.name = cell('name');
  for (const [column, field] of [['price', 'price'], ['original_price', 'originalPrice']] as const) {
    if (!has(column)) continue;
    const value = rupees(cell(column));
    if (value === 'bad') errors.push(`${column} must be a whole number of rupees`);
    else if (value !== null && value > MAX_PRICE) errors.push(`${column} must be at most ${formatINR(MAX_PRICE)}`);
    else if (field === 'price') {
      if (value === null || value === 0) errors.push(value === null ? 'price is required' : 'price must be more than 0');
      else next.price = value;
    } else next.originalPrice = value;
  }
  for (const [column, list] of [['category', PRODUCT_CATEGORIES], ['fabric', FABRICS], ['style', STYLES]] as const) {
    if (!has(column)) continue;
    const raw = cell(column);
    const value = pick(list, raw);
    if (value) (next as Record<string, unknown>)[column] = value;
    else if (raw === '' && column !== 'category') (next as Record<string, unknown>)[column] = '';
    else errors.push(raw === '' ? `${column} is required` : oneOfMessage(column, list));
  }
  if (has('description')) next.description = cell('description');
  if (has('colors')) next.colors = split(cell('colors'));
  if (has('features')) next.features = split(cell('features'));
  if (has('tags')) next.tags = split(cell('tags'));
  if (has('sizes')) {
    const sizes = split(cell('sizes'));
    const unknown = sizes.filter((s) => !pick(PRODUCT_SIZES, s));
    if (unknown.length > 0) errors.push(`sizes: ${unknown.map((s) => `'${s}'`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not one of ${PRODUCT_SIZES.join(', ')}`);
    else next.sizes = sizes.map((s) => pick(PRODUCT_SIZES, s)!);
  }
  if (has('images')) {
    next.images = [];
    for (const address of split(cell('images'))) {
      const own = ownImage(address, ctx.publicUrl);
      if (own && !ctx.missing.has(own)) next.images.push(own);
      // An outside address the product already has stays; a new one is never fetched.
      else if (current?.images.includes(address)) next.images.push(address);
      else notes.push(`image ${address} is not in the shop's storage and was left out; upload it in the product editor`);
    }
  }
  if (has('inventory_status')) {
    const value = cell('inventory_status') === '' ? 'available' : pick(INVENTORY_STATUSES, cell('inventory_status'));
    if (value) next.inventoryStatus = value;
    else errors.push(oneOfMessage('inventory_status', INVENTORY_STATUSES));
  }
  if (has('stock_quantity')) {
    const raw = cell('stock_quantity');
    if (raw === '') next.stockQuantity = null;
    else if (/^\d{1,6}$/.test(raw)) next.stockQuantity = Number(raw);
    else errors.push('stock_quantity must be a whole number, 0 or more');
  }
  for (const [column, field] of [['is_published', 'isPublished'], ['is_new', 'isNew'], ['is_best_seller', 'isBestSeller'], ['is_festive', 'isFestive']] as const) {
    if (!has(column)) continue;
    const value = flag(cell(column));
    if (value === 'bad') errors.push(`${column} must be yes or no`);
    else next[field] = value;
  }
  return { next, errors, notes };
}

const shorten = (v: string) => (v.length > 80 ? `${v.slice(0, 77)}…` : v);
const shown = (column: CsvColumn, v: string) => (v === '' ? '(blank)' : (column === 'price' || column === 'original_price') && /^\d+$/.test(v) ? formatINR(Number(v)) : shorten(v));

function readFile(text: string): { header: (CsvColumn | null)[]; records: string[][]; unknown: string[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(`The file could not be read as CSV: ${error.message}`);
    throw error;
  }
  const [headerRow, ...rows] = records;
  if (!headerRow || headerRow.every((h) => h.trim() === '')) throw new ImportFileError('The file is empty. Export products first to get a file in the right shape.');
  const unknown: string[] = [];
  const header = headerRow.map((h) => {
    const name = h.trim().toLowerCase().replace(/[\s-]+/g, '_');
    const column = (CSV_COLUMNS as readonly string[]).includes(name) ? (name as CsvColumn) : null;
    if (!column && name) unknown.push(h.trim());
    return column && !READ_ONLY_COLUMNS.includes(column) ? column : null;
  });
  if (!header.includes('id') && !header.includes('name')) throw new ImportFileError('The file needs an id or a name column in its first row. Export products first to get a file in the right shape.');
  return { header, records: rows, unknown };
}

/** Reads and checks the whole file against the catalogue. Writes nothing. */
export async function planImport(text: string, publicUrl: string): Promise<Plan> {
  const { header, records, unknown } = readFile(text);
  const rows = records
    .map((cells, i) => ({ row: i + 2, cells: Object.fromEntries(header.flatMap((column, c) => (column ? [[column, restoreFormulaText(cells[c] ?? '')]] : []))) as Partial<Record<CsvColumn, string>> }))
    .filter((r) => Object.values(r.cells).some((v) => v.trim() !== ''));

  const ids = [...new Set(rows.map((r) => (r.cells.id ?? '').trim()).filter((id) => ID.test(id)))];
  const existing = new Map<string, Current>();
  for (let i = 0; i < ids.length; i += 5000) {
    for (const row of await db().select().from(p).where(inArray(p.id, ids.slice(i, i + 5000)))) existing.set(row.id, row);
  }

  // Pictures new to a product must exist in the shop's storage; each distinct one is asked once.
  const toCheck = new Set<string>();
  for (const { cells } of rows) {
    const have = existing.get((cells.id ?? '').trim())?.images ?? [];
    for (const address of split(cells.images ?? '')) {
      const own = ownImage(address, publicUrl);
      if (own && !have.includes(own)) toCheck.add(own);
    }
  }
  const missing = await missingImages([...toCheck]);

  const preview: ImportPreview = { fingerprint: '', rows: rows.length, newCount: 0, changedCount: 0, unchangedCount: 0, errorCount: 0, created: [], changed: [], errors: [], notes: [] };
  const plan: Plan = { preview, creates: [], updates: [] };
  const firstRowOf = new Map<string, number>();
  if (unknown.length > 0) preview.notes.push(`${unknown.length === 1 ? 'Column' : 'Columns'} ${unknown.map((u) => `'${u}'`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a product field and ${unknown.length === 1 ? 'was' : 'were'} ignored`);

  for (const { row, cells } of rows) {
    const id = (cells.id ?? '').trim();
    const fail = (reasons: string[]) => {
      preview.errorCount++;
      for (const reason of reasons) preview.errors.push(`Row ${row}: ${reason}`);
    };
    if (id && !ID.test(id)) {
      fail(['id may contain only letters, digits, - and _ (at most 64)']);
      continue;
    }
    if (id && firstRowOf.has(id)) {
      fail([`id ${id} appears again (first on row ${firstRowOf.get(id)})`]);
      continue;
    }
    if (id) firstRowOf.set(id, row);
    const currentRow = id ? existing.get(id) : undefined;
    const current = currentRow ? inputOf(currentRow) : null;
    const { next, errors, notes } = readRow(cells, current ?? NEW_PRODUCT, current, { publicUrl, missing });
    for (const note of notes) preview.notes.push(`Row ${row}: ${note}`);
    if (!current) {
      if (!next.name) errors.unshift('name is required');
      if (cells.price === undefined) errors.push('price is required');
      if (cells.category === undefined) errors.push('category is required');
    }
    if (errors.length > 0) {
      fail([...new Set(errors)]);
      continue;
    }
    const before = current ? cellsOf(current, publicUrl) : null;
    const after = cellsOf(next, publicUrl);
    const columns = before ? CSV_COLUMNS.filter((c) => before[c] !== after[c]) : [];
    if (current && columns.length === 0) {
      preview.unchangedCount++;
      continue;
    }
    // The editor's own checks (lengths, list sizes, original above price) as the last word.
    const checked = productSchema.safeParse(next);
    if (!checked.success) {
      fail(checked.error.issues.map((issue) => `${FIELD_COLUMN[String(issue.path[0])] ?? issue.path[0]}: ${issue.message}`));
      continue;
    }
    if (current && before) {
      preview.changedCount++;
      plan.updates.push({ id, input: checked.data, columns });
      if (preview.changed.length < PREVIEW_LIST_LIMIT) preview.changed.push({ row, id, name: next.name, changes: columns.map((c) => ({ column: c, before: shown(c, before[c]), after: shown(c, after[c]) })) });
    } else {
      preview.newCount++;
      plan.creates.push({ id: id || null, input: checked.data });
      if (preview.created.length < PREVIEW_LIST_LIMIT) preview.created.push({ row, id: id || null, name: next.name, price: formatINR(next.price) });
    }
  }
  for (const list of [preview.errors, preview.notes]) {
    const extra = list.length - PREVIEW_LIST_LIMIT;
    if (extra > 0) list.splice(PREVIEW_LIST_LIMIT, extra, `…and ${extra} more`);
  }
  const outcome = JSON.stringify([plan.creates.map((c) => c.id ?? c.input.name), plan.updates.map((u) => [u.id, u.columns]), preview.errorCount]);
  preview.fingerprint = crypto.createHash('sha256').update(text).update(outcome).digest('hex');
  return plan;
}

/** New product ids: 'SKU' plus the time, as the editor makes them, skipping any taken. */
async function newIds(count: number, taken: Set<string>): Promise<string[]> {
  const ids: string[] = [];
  let stamp = Date.now();
  while (ids.length < count) {
    const batch = Array.from({ length: count - ids.length }, () => `SKU${stamp++}`).filter((id) => !taken.has(id));
    const clash = new Set((await db().select({ id: p.id }).from(p).where(inArray(p.id, batch))).map((r) => r.id));
    ids.push(...batch.filter((id) => !clash.has(id)));
  }
  return ids;
}

/**
 * Writes a previewed file: all rows in one transaction, each audited, then the shop's caches refresh.
 * Refuses when the file or the catalogue changed since the preview, or when any row has an error.
 */
export async function applyImport(actor: Actor, text: string, fingerprint: string, publicUrl: string): Promise<{ created: number; updated: number }> {
  const { preview, creates, updates } = await planImport(text, publicUrl);
  if (preview.fingerprint !== fingerprint) throw new ImportFileError('The file or the catalogue changed since the preview. Please preview the file again.');
  if (preview.errorCount > 0) throw new ImportFileError('Please correct the rows in error and preview the file again. Nothing was imported.');
  const generated = await newIds(creates.filter((c) => !c.id).length, new Set(creates.flatMap((c) => (c.id ? [c.id] : []))));
  const inserts = creates.map((c) => ({ id: c.id ?? generated.shift()!, ...columnsOf(c.input) }));
  await db().transaction(async (tx) => {
    for (let i = 0; i < inserts.length; i += 500) await tx.insert(p).values(inserts.slice(i, i + 500));
    const now = new Date();
    for (const u of updates) await tx.update(p).set({ ...columnsOf(u.input), updatedAt: now }).where(eq(p.id, u.id));
    await recordAudits(tx, actor, [
      { action: 'update', entity: 'product-import', summary: `Imported products: ${updates.length} changed, ${inserts.length} new` },
      ...inserts.map((row) => ({ action: 'create' as const, entity: 'product', entityId: row.id, summary: `Imported new product ${row.name}` })),
      ...updates.map((u) => ({ action: 'update' as const, entity: 'product', entityId: u.id, summary: `Imported changes to ${u.input.name}: ${u.columns.join(', ')}` })),
    ]);
  });
  catalogueChanged();
  return { created: inserts.length, updated: updates.length };
}
