import type { APIRequestContext, Page } from '@playwright/test';
import { sql } from '../fixtures';

export type Product = { id: string; name: string; price: number; image: string; sizes: string[] };

/** Published products with sizes and at least 4 left, different per offset so parallel tests do not collide. */
export async function products(request: APIRequestContext, offset: number, count = 3): Promise<Product[]> {
  return sql<Product>(
    request,
    `select id, name, price, image, sizes from products
     where is_published and cardinality(sizes) > 1 and coalesce(stock_quantity, 10) >= 4 and inventory_status <> 'out_of_stock'
     order by id limit $2 offset $1`,
    [offset, count],
  );
}

/** Puts lines straight into her cart on the server, as earlier visits would have left it. */
export async function fillCart(
  request: APIRequestContext,
  userId: string,
  lines: { productId: string; size?: string; quantity?: number }[],
) {
  for (const [i, line] of lines.entries())
    await sql(
      request,
      `insert into cart_lines (user_id, product_id, size, quantity, added_at) values ($1, $2, $3, $4, now() + ($5 || ' ms')::interval)`,
      [userId, line.productId, line.size ?? '', line.quantity ?? 1, String(i)],
    );
}

export type StoredLine = { product_id: string; size: string; quantity: number };

/** Her cart as the database holds it. */
export const storedCart = (request: APIRequestContext, userId: string) =>
  sql<StoredLine>(request, 'select product_id, size, quantity from cart_lines where user_id = $1 order by added_at, product_id, size', [
    userId,
  ]);

/** The page's script files arrive `ms` later, as on a slow phone connection: what she does meanwhile meets plain HTML. */
export async function holdScripts(page: Page, ms = 4000) {
  await page.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
