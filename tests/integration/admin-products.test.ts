import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';

setupTestDatabase();

const actor = { id: 'admin-1', email: 'owner@test.shop' };

async function modules() {
  const data = await import('../../app/server/data/admin-products.server.ts');
  const { productSchema } = await import('../../app/lib/schemas/admin-product.ts');
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const { listRecentAudit } = await import('../../app/server/data/audit.server.ts');
  return { ...data, productSchema, db, schema, listRecentAudit };
}

const form = {
  name: '  Chanderi Test Kurta  ',
  category: 'kurtas',
  fabric: 'cotton',
  style: 'ethnic',
  description: 'Soft handloom kurta.',
  price: '₹2,499',
  originalPrice: '3,199',
  images: ['/media/products/a.webp', '/media/products/b.webp'],
  colors: ['Rose', ' rose ', '', 'IVORY'],
  sizes: ['M', 'S', 'M'],
  features: ['Hand block print', '  ', 'Side pockets'],
  tags: ['festive', ''],
  inventoryStatus: 'limited',
  stockQuantity: '4',
  isPublished: 'on',
  isNew: 'on',
  isBestSeller: '',
  isFestive: 'true',
};

describe('product form rules', () => {
  it('accepts ₹2,499, 2,499 and 2499 and normalises lists', async () => {
    const { productSchema } = await modules();
    for (const price of ['₹2,499', '2,499', '2499']) {
      const parsed = productSchema.parse({ ...form, price, originalPrice: '' });
      expect(parsed.price).toBe(2499);
      expect(parsed.originalPrice).toBeNull();
    }
    const parsed = productSchema.parse(form);
    expect(parsed.name).toBe('Chanderi Test Kurta');
    expect(parsed.colors).toEqual(['rose', 'ivory']);
    expect(parsed.sizes).toEqual(['S', 'M']);
    expect(parsed.features).toEqual(['Hand block print', 'Side pockets']);
    expect(parsed.tags).toEqual(['festive']);
    expect(parsed.stockQuantity).toBe(4);
    expect([parsed.isPublished, parsed.isNew, parsed.isBestSeller, parsed.isFestive]).toEqual([true, true, false, true]);
  });

  it('refuses a blank name, negative or non-numeric prices, an original price not above the price, and unsafe image links', async () => {
    const { productSchema } = await modules();
    const errors = (values: Record<string, unknown>) => {
      const result = productSchema.safeParse({ ...form, ...values });
      expect(result.success).toBe(false);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
    };
    expect(errors({ name: '   ' }).name).toBe('Please enter a product name');
    expect(errors({ price: '-2499' }).price).toBe('A price cannot be negative');
    expect(errors({ price: 'two thousand' }).price).toBe('Please enter a price such as ₹2,499');
    expect(errors({ price: '0' }).price).toBe('Please enter a price such as ₹2,499');
    expect(errors({ originalPrice: '2,499' }).originalPrice).toBe('Original Price must be more than the Final Price');
    expect(errors({ images: ['javascript:alert(1)'] }).images).toBe('Links must start with https://, http:// or /');
    expect(errors({ category: 'shoes' }).category).toBe('Please choose a category');
    expect(errors({ stockQuantity: '-1' }).stockQuantity).toBe('Stock quantity must be a whole number, 0 or more');
  });
});

describe('admin product data', () => {
  it('creates a product with an SKU id, main image first, search text and an audit row', async () => {
    const { productSchema, createProduct, getAdminProduct, listAdminProducts, listRecentAudit } = await modules();
    const before = Date.now();
    const id = await createProduct(actor, productSchema.parse(form));
    expect(id).toMatch(/^SKU\d{13}$/);
    expect(Number(id.slice(3))).toBeGreaterThanOrEqual(before);
    const row = await getAdminProduct(id);
    expect(row).toMatchObject({
      name: 'Chanderi Test Kurta',
      price: 2499,
      originalPrice: 3199,
      image: '/media/products/a.webp',
      inventoryStatus: 'limited',
      stockQuantity: 4,
    });
    expect(row?.searchText).toContain('chanderi test kurta');
    expect(row?.searchText).toContain('rose ivory');
    expect((await listAdminProducts({ q: 'CHANDERI test' })).map((p) => p.id)).toEqual([id]);
    expect((await listAdminProducts({ q: id.toLowerCase() })).map((p) => p.id)).toEqual([id]);
    expect(await listAdminProducts({ q: '100%' })).toEqual([]);
    const [audit] = await listRecentAudit(1);
    expect(audit).toMatchObject({ actorEmail: 'owner@test.shop', action: 'create', entity: 'product', entityId: id });
  });

  it('two products created in the same millisecond get different ids', async () => {
    const { productSchema, createProduct } = await modules();
    const input = productSchema.parse(form);
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_900_000_000_000);
    try {
      const ids = [await createProduct(actor, input), await createProduct(actor, input)];
      expect(ids).toEqual(['SKU1900000000000', 'SKU1900000000001']);
    } finally {
      now.mockRestore();
    }
  });

  it('updates a product, keeps search text in step and the image as the first of images; deletes it', async () => {
    const { productSchema, createProduct, updateProduct, deleteProduct, getAdminProduct, listRecentAudit } = await modules();
    const id = await createProduct(actor, productSchema.parse(form));
    const changed = productSchema.parse({
      ...form,
      name: 'Renamed Silk Saree',
      images: ['/media/products/b.webp', '/media/products/a.webp'],
      colors: ['Teal'],
    });
    expect(await updateProduct(actor, id, changed)).toBe(true);
    const row = await getAdminProduct(id);
    expect(row?.image).toBe('/media/products/b.webp');
    expect(row?.searchText).toContain('renamed silk saree');
    expect(row?.searchText).toContain('teal');
    expect(await updateProduct(actor, 'SKU0', changed)).toBe(false);
    expect(await deleteProduct(actor, id)).toBe(true);
    expect(await getAdminProduct(id)).toBeNull();
    expect(await deleteProduct(actor, id)).toBe(false);
    const audit = await listRecentAudit(2);
    expect(audit.map((a) => a.action)).toEqual(['delete', 'update']);
  });

  it('saves many prices in one transaction and saves none when one row is wrong', async () => {
    const { productSchema, createProduct, savePrices, getAdminProduct, PriceChangeError } = await modules();
    const a = await createProduct(actor, productSchema.parse({ ...form, name: 'Price A' }));
    const b = await createProduct(actor, productSchema.parse({ ...form, name: 'Price B' }));
    expect(
      await savePrices(actor, [
        { id: a, price: 1999, originalPrice: 2999 },
        { id: b, price: 2499, originalPrice: 3199 },
      ]),
    ).toBe(1);
    expect((await getAdminProduct(a))?.price).toBe(1999);
    await expect(
      savePrices(actor, [
        { id: a, price: 999, originalPrice: null },
        { id: b, price: 3000, originalPrice: 2000 },
      ]),
    ).rejects.toBeInstanceOf(PriceChangeError);
    await expect(
      savePrices(actor, [
        { id: a, price: 999, originalPrice: null },
        { id: 'SKU-missing', price: 100, originalPrice: null },
      ]),
    ).rejects.toBeInstanceOf(PriceChangeError);
    expect((await getAdminProduct(a))?.price).toBe(1999);
    expect((await getAdminProduct(b))?.price).toBe(2499);
  });

  it('refuses price rows with negative prices or an original price below the price', async () => {
    const { priceRowSchema } = await import('../../app/lib/schemas/admin-content.ts');
    expect(priceRowSchema.safeParse({ id: 'SKU1', price: '-10', originalPrice: '' }).success).toBe(false);
    expect(priceRowSchema.safeParse({ id: 'SKU1', price: '2,000', originalPrice: '1,999' }).success).toBe(false);
    expect(priceRowSchema.parse({ id: 'SKU1', price: '₹1,999', originalPrice: '2499' })).toEqual({
      id: 'SKU1',
      price: 1999,
      originalPrice: 2499,
    });
  });
});

describe('admin image uploads', () => {
  it('stores a PNG as WebP and refuses an 11 MB image and a non-image', async () => {
    const { storeAdminImage, readUploadForm, AdminUploadError } = await import('../../app/server/data/admin-uploads.server.ts');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a1f2b' } })
      .png()
      .toBuffer();
    const stored = await storeAdminImage(png, 'products');
    expect(stored.url).toMatch(/^\/media\/products\/[0-9a-f-]+\.webp$/);
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'uploads', stored.key))).toBe(true);

    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(png.subarray(0, 8));
    await expect(storeAdminImage(big, 'products')).rejects.toThrow('Images may be at most 10 MB.');
    await expect(storeAdminImage(Buffer.from('%PDF-1.4 not an image'), 'products')).rejects.toThrow('Please select an image file');
    await expect(storeAdminImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'products')).rejects.toBeInstanceOf(
      AdminUploadError,
    );

    const body = new FormData();
    body.set('intent', 'upload');
    body.set('file', new File([big], 'huge.png', { type: 'image/png' }));
    const request = new Request('http://localhost/admin/products/new', { method: 'POST', body });
    await expect(readUploadForm(request)).rejects.toThrow('Images may be at most 10 MB.');

    const ok = new FormData();
    ok.set('intent', 'upload');
    ok.set('file', new File([png], 'small.png', { type: 'image/png' }));
    const read = await readUploadForm(new Request('http://localhost/x', { method: 'POST', body: ok }));
    expect(read.form.get('intent')).toBe('upload');
    expect(read.file?.size).toBe(png.byteLength);
  });
});

describe('audit rows', () => {
  it('record who did what', async () => {
    const { db, schema } = await modules();
    const rows = await db().select().from(schema.auditLog).where(eq(schema.auditLog.actorId, actor.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.actorEmail).toBe(actor.email);
      expect(row.createdAt).toBeInstanceOf(Date);
    }
  });
});
