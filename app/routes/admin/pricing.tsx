import type { Route } from './+types/pricing';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminPageHeader } from '~/components/admin/admin-ui';
import { PricingTable } from '~/components/admin/pricing-table';
import { MESSAGES } from '~/lib/messages';
import { priceRowSchema, type PriceRow } from '~/lib/schemas/admin-content';
import { textOf } from '~/lib/schemas/admin-fields';
import { attempt, fail, ok, readForm } from '~/server/data/admin-actions.server';
import { listPricing, PriceChangeError, savePrices } from '~/server/data/admin-products.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta = () => [{ title: 'Price Management | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { products: await listPricing() };
}

const SAVE_FAILED = 'Failed to update prices';

/** Saves the changed rows (posted as parallel id / price / originalPrice fields) in one transaction. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  if (form.get('intent') !== 'save') return fail(SAVE_FAILED);
  const ids = form.getAll('id').map(textOf);
  const prices = form.getAll('price').map(textOf);
  const originals = form.getAll('originalPrice').map(textOf);
  if (ids.length === 0 || ids.length > 1000 || prices.length !== ids.length || originals.length !== ids.length) return fail(SAVE_FAILED);
  const rows: PriceRow[] = [];
  const errors: Record<string, string> = {};
  for (let i = 0; i < ids.length; i++) {
    const parsed = priceRowSchema.safeParse({ id: ids[i], price: prices[i], originalPrice: originals[i] });
    if (parsed.success) rows.push(parsed.data);
    else errors[ids[i]] = parsed.error.issues[0].message;
  }
  if (Object.keys(errors).length > 0) return fail('Please correct the highlighted prices', 400, errors);
  const changed = await attempt(SAVE_FAILED, () =>
    savePrices(actor, rows).catch((error) => {
      // A vanished product or an inconsistent row: nothing was saved, and the owner can retry.
      if (error instanceof PriceChangeError) return -1;
      throw error;
    }),
  );
  if (typeof changed !== 'number') return changed;
  if (changed < 0) return fail(SAVE_FAILED, 400);
  return ok(`Prices saved for ${changed} ${changed === 1 ? 'product' : 'products'}`);
}

export default function PricingScreen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Price Management"
        description="Change prices right in the table, or select products and set a discount for all of them. Nothing is saved until you press Save prices; then every change is saved together."
      />
      <PricingTable products={loaderData.products} />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="prices" message={MESSAGES.admin.fetchProducts} />;
}
