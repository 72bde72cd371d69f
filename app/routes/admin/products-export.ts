import type { Route } from './+types/products-export';
import { exportProductsCsv } from '~/server/data/product-csv.server';
import { publicConfig } from '~/server/platform/env.server';
import { requireAdmin } from '~/server/auth/permissions.server';

/** Export products: every product and field as a spreadsheet (CSV, UTF-8 with a BOM). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const csv = await exportProductsCsv(publicConfig().publicUrl);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
