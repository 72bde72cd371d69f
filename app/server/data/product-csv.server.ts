import { stringify } from 'csv-stringify/sync';
import { asc } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';

// The products spreadsheet: one column per product field, lists joined with '|', images as full
// addresses. Export writes it; import (product-import.server.ts) reads the same shape back.

export const CSV_COLUMNS = [
  'id',
  'name',
  'price',
  'original_price',
  'category',
  'fabric',
  'style',
  'description',
  'colors',
  'sizes',
  'features',
  'tags',
  'images',
  'inventory_status',
  'stock_quantity',
  'is_published',
  'is_new',
  'is_best_seller',
  'is_festive',
  'created_at',
  'updated_at',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Written by the shop, ignored when a file comes back. */
export const READ_ONLY_COLUMNS: readonly CsvColumn[] = ['created_at', 'updated_at'];

export const LIST_SEPARATOR = '|';

/** A spreadsheet runs a cell starting with = + - @ as a formula; a leading apostrophe keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutraliseFormula = (v: string) => (FORMULA_START.test(v) ? `'${v}` : v);
/** The reverse, on import: "'=Sale" was written by export as the text "=Sale". */
export const restoreFormulaText = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** An image of the shop's own storage as a full address; other addresses as they are. */
export const imageAddress = (publicUrl: string, src: string) => (src.startsWith('/') ? `${publicUrl}${src}` : src);

/** Every product as spreadsheet rows, oldest first (new ones go at the bottom); UTF-8 with a byte order mark so Excel reads ₹ and Hindi names. */
export async function exportProductsCsv(publicUrl: string): Promise<string> {
  const p = schema.products;
  const rows = await db().select().from(p).orderBy(asc(p.createdAt), asc(p.id));
  const records = rows.map((r) => {
    const images = r.images.length > 0 ? r.images : r.image ? [r.image] : [];
    const cells: Record<CsvColumn, string> = {
      id: r.id,
      name: r.name,
      price: String(r.price),
      original_price: r.originalPrice === null ? '' : String(r.originalPrice),
      category: r.category,
      fabric: r.fabric,
      style: r.style,
      description: r.description,
      colors: r.colors.join(LIST_SEPARATOR),
      sizes: r.sizes.join(LIST_SEPARATOR),
      features: r.features.join(LIST_SEPARATOR),
      tags: r.tags.join(LIST_SEPARATOR),
      images: images.map((src) => imageAddress(publicUrl, src)).join(LIST_SEPARATOR),
      inventory_status: r.inventoryStatus,
      stock_quantity: r.stockQuantity === null ? '' : String(r.stockQuantity),
      is_published: yesNo(r.isPublished),
      is_new: yesNo(r.isNew),
      is_best_seller: yesNo(r.isBestSeller),
      is_festive: yesNo(r.isFestive),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
    return CSV_COLUMNS.map((c) => neutraliseFormula(cells[c]));
  });
  return stringify([[...CSV_COLUMNS], ...records], { bom: true, record_delimiter: '\r\n' });
}
