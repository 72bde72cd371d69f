import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

const SHOP = 'http://localhost:3999';
const actor = { id: 'admin-1', email: 'owner@test.shop' };

async function modules() {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const csv = await import('../../app/server/data/product-csv.server.ts');
  const imports = await import('../../app/server/data/product-import.server.ts');
  return { db, schema, ...csv, ...imports };
}

async function seed() {
  const { db, schema } = await modules();
  await db().delete(schema.products);
  await db()
    .insert(schema.products)
    .values([
      {
        id: 'IMP1',
        name: 'रेशमी साड़ी Banarasi',
        price: 12999,
        category: 'sarees',
        fabric: 'silk',
        colors: ['red', 'gold'],
        sizes: ['One Size'],
        tags: ['bridal'],
        image: '/media/products/imp1.webp',
        images: ['/media/products/imp1.webp', '/media/products/imp1-b.webp'],
        createdAt: new Date(Date.UTC(2026, 0, 1)),
      },
      {
        id: 'IMP2',
        name: '=Formula Kurta',
        price: 1899,
        originalPrice: 2499,
        category: 'kurtas',
        sizes: ['S', 'M'],
        description: 'Line one, "quoted"\nline two',
        createdAt: new Date(Date.UTC(2026, 0, 2)),
      },
    ]);
}

const table = (csvText: string) => parse(csvText, { bom: true, columns: true }) as Record<string, string>[];
const toCsv = (rows: Record<string, string>[]) => {
  const header = Object.keys(rows[0]);
  const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
  return [header.join(','), ...rows.map((r) => header.map((h) => cell(r[h] ?? '')).join(','))].join('\r\n');
};

describe('products spreadsheet', () => {
  it('exports every product and field: UTF-8 with a BOM, lists joined with |, full image addresses, formulas neutralised', async () => {
    await seed();
    const { exportProductsCsv, CSV_COLUMNS } = await modules();
    const text = await exportProductsCsv(SHOP);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = table(text);
    expect(Object.keys(rows[0])).toEqual([...CSV_COLUMNS]);
    expect(rows.map((r) => r.id)).toEqual(['IMP1', 'IMP2']);
    expect(rows[0]).toMatchObject({
      name: 'रेशमी साड़ी Banarasi',
      price: '12999',
      original_price: '',
      colors: 'red|gold',
      images: `${SHOP}/media/products/imp1.webp|${SHOP}/media/products/imp1-b.webp`,
      is_published: 'yes',
    });
    expect(rows[1]).toMatchObject({
      name: "'=Formula Kurta",
      original_price: '2499',
      sizes: 'S|M',
      description: 'Line one, "quoted"\nline two',
    });
  });

  it('an exported file comes back unchanged; edits show as changed with their fields, blank ids as new', async () => {
    await seed();
    const { exportProductsCsv, planImport } = await modules();
    const rows = table(await exportProductsCsv(SHOP));
    expect((await planImport(toCsv(rows), SHOP)).preview).toMatchObject({
      rows: 2,
      newCount: 0,
      changedCount: 0,
      unchangedCount: 2,
      errorCount: 0,
    });

    rows[0].price = '11,999';
    rows[1].sizes = 'S|M|L';
    rows.push({ ...rows[0], id: '', name: 'Chanderi Dupatta Set', price: '₹3,499', images: '' });
    const { preview } = await planImport(toCsv(rows), SHOP);
    expect(preview).toMatchObject({ newCount: 1, changedCount: 2, unchangedCount: 0, errorCount: 0 });
    expect(preview.changed).toEqual([
      { row: 2, id: 'IMP1', name: 'रेशमी साड़ी Banarasi', changes: [{ column: 'price', before: '₹12,999', after: '₹11,999' }] },
      { row: 3, id: 'IMP2', name: '=Formula Kurta', changes: [{ column: 'sizes', before: 'S|M', after: 'S|M|L' }] },
    ]);
    expect(preview.created).toEqual([{ row: 4, id: null, name: 'Chanderi Dupatta Set', price: '₹3,499' }]);
  });

  it('names each bad row and its reason, and refuses to write anything while a row is wrong', async () => {
    await seed();
    const { planImport, applyImport, ImportFileError, db, schema } = await modules();
    const { writeKey } = await import('../../app/server/storage/storage.server.ts');
    await writeKey('products/imp-real.webp', Buffer.from('stored picture'));
    const csv = [
      'id,name,price,original_price,category,sizes,images,is_new',
      'IMP1,Banarasi,12999.50,,sarees,,,no',
      ',New Kurta,1499,999,kurtas,,,no',
      ',,1499,,kurtas,,,no',
      ',Gown,1499,,gowns,XXXL,,maybe',
      `IMP2,Kurta,1899,,kurtas,S,https://elsewhere.example/pic.jpg|/media/products/imp2.webp|${SHOP}/media/products/imp-real.webp?w=640,no`,
      'IMP2,Kurta again,1899,,kurtas,S,,no',
    ].join('\n');
    const { preview } = await planImport(csv, SHOP);
    expect(preview.errors).toEqual([
      'Row 2: price must be a whole number of rupees',
      'Row 3: original_price: Original Price must be more than the Final Price',
      'Row 4: name is required',
      'Row 5: category must be one of kurtas, dresses, sarees, co-ords, lehengas, fusion',
      "Row 5: sizes: 'XXXL' is not one of XS, S, M, L, XL, XXL, One Size",
      'Row 5: is_new must be yes or no',
      'Row 7: id IMP2 appears again (first on row 6)',
    ]);
    // Pictures are taken only from the shop's own storage, and only when they are there.
    expect(preview.notes).toEqual([
      "Row 6: image https://elsewhere.example/pic.jpg is not in the shop's storage and was left out; upload it in the product editor",
      "Row 6: image /media/products/imp2.webp is not in the shop's storage and was left out; upload it in the product editor",
    ]);
    expect(preview.changed[0].changes).toContainEqual({
      column: 'images',
      before: '(blank)',
      after: `${SHOP}/media/products/imp-real.webp`,
    });
    expect(preview).toMatchObject({ errorCount: 5, changedCount: 1 });
    await expect(applyImport(actor, csv, preview.fingerprint, SHOP)).rejects.toBeInstanceOf(ImportFileError);
    const prices = await db()
      .select({ id: schema.products.id, price: schema.products.price, name: schema.products.name })
      .from(schema.products)
      .orderBy(schema.products.id);
    expect(prices).toEqual([
      { id: 'IMP1', price: 12999, name: 'रेशमी साड़ी Banarasi' },
      { id: 'IMP2', price: 1899, name: '=Formula Kurta' },
    ]);
  });

  it('writes a previewed file in one transaction, audited, and refuses a file that changed since its preview', async () => {
    await seed();
    const { planImport, applyImport, ImportFileError, db, schema } = await modules();
    const csv =
      'id,name,price,category,colors,is_published\r\nIMP1,Banarasi Silk Saree,11999,sarees,red|gold,yes\r\n,Mulmul Kurta,1299,kurtas,white,yes\r\n';
    const { preview } = await planImport(csv, SHOP);
    await expect(applyImport(actor, csv.replace('1299', '1399'), preview.fingerprint, SHOP)).rejects.toBeInstanceOf(ImportFileError);
    expect(await applyImport(actor, csv, preview.fingerprint, SHOP)).toEqual({ created: 1, updated: 1 });
    const rows = await db().select().from(schema.products).orderBy(schema.products.createdAt);
    expect(rows.map((r) => [r.name, r.price, r.isPublished])).toEqual([
      ['Banarasi Silk Saree', 11999, true],
      ['=Formula Kurta', 1899, true],
      ['Mulmul Kurta', 1299, true],
    ]);
    expect(rows[2].id).toMatch(/^SKU\d+$/);
    expect(rows[2].searchText).toContain('mulmul kurta');
    const audit = await db().select().from(schema.auditLog);
    expect(audit.map((a) => a.summary)).toEqual(
      expect.arrayContaining([
        'Imported products: 1 changed, 1 new',
        'Imported new product Mulmul Kurta',
        'Imported changes to Banarasi Silk Saree: name, price',
      ]),
    );
  });
});
