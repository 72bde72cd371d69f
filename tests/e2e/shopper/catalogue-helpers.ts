import type { APIRequestContext } from '@playwright/test';
import { sql } from '../fixtures';

export type TestProduct = {
  id: string;
  name: string;
  price: number;
  originalPrice?: number | null;
  category?: string;
  fabric?: string;
  colors?: string[];
  sizes?: string[];
  tags?: string[];
  inventoryStatus?: 'available' | 'limited' | 'out_of_stock';
  stockQuantity?: number | null;
  isNew?: boolean;
  popularity?: number;
  daysAgo?: number;
  description?: string;
  published?: boolean;
};

/** The SQL hook expands JS arrays into lists, so arrays travel as Postgres array literals. */
export const pgArray = (list: string[]) => `{${list.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

let n = 0;
/** A tag no other test uses, so a listing filtered by it shows only this test's products. */
export const uniqueTag = () => `e2e-${Date.now().toString(36)}-${process.pid}-${n++}`;
export const uniqueId = () => `SKUE2E${Date.now()}${process.pid}${n++}`;

/** Inserts published products as the admin would, with the searchable text the data module keeps. */
export async function insertProducts(request: APIRequestContext, products: TestProduct[]) {
  for (const p of products) {
    const row = {
      category: 'kurtas',
      fabric: 'cotton',
      colors: ['white'],
      sizes: ['S', 'M', 'L'],
      tags: [],
      inventoryStatus: 'available',
      stockQuantity: null,
      isNew: false,
      popularity: 0,
      daysAgo: 0,
      description: `${p.name}, handcrafted for the test.`,
      published: true,
      originalPrice: null,
      ...p,
    };
    const searchText = [row.name, row.category, row.fabric, 'ethnic', row.colors.join(' '), row.description, 'handcrafted']
      .join(' ')
      .toLowerCase();
    await sql(
      request,
      `insert into products (id, name, price, original_price, image, images, category, description, fabric, style, colors, sizes, features, tags,
        inventory_status, stock_quantity, is_published, is_new, popularity, search_text, created_at)
       values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, 'ethnic', $10::text[], $11::text[], $12::text[], $13::text[], $14, $15, $16, $17, $18, $19, now() - ($20 || ' hours')::interval)`,
      [
        row.id,
        row.name,
        row.price,
        row.originalPrice,
        '/media/products/sku1730000000001-1.webp',
        pgArray(['/media/products/sku1730000000001-1.webp', '/media/products/sku1730000000001-2.webp']),
        row.category,
        row.description,
        row.fabric,
        pgArray(row.colors),
        pgArray(row.sizes),
        pgArray(['Handcrafted']),
        pgArray(row.tags),
        row.inventoryStatus,
        row.stockQuantity,
        row.published,
        row.isNew,
        row.popularity,
        searchText,
        String(row.daysAgo),
      ],
    );
  }
}

export async function deleteProducts(request: APIRequestContext, ids: string[]) {
  await sql(request, 'delete from products where id = any($1::text[])', [pgArray(ids)]);
}
