import DownloadIcon from 'lucide-react/icons/download';
import FileSpreadsheetIcon from 'lucide-react/icons/file-spreadsheet';
import PlusIcon from 'lucide-react/icons/plus';
import SearchIcon from 'lucide-react/icons/search';
import UploadIcon from 'lucide-react/icons/upload';
import { Form, Link, useSearchParams } from 'react-router';
import type { Route } from './+types/products';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminPageHeader, EmptyState } from '~/components/admin/admin-ui';
import { ProductRow } from '~/components/admin/product-row';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { MESSAGES } from '~/lib/messages';
import { fail, idOf, readForm, respond } from '~/server/data/admin-actions.server';
import { deleteProduct, listAdminProducts } from '~/server/data/admin-products.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta = () => [{ title: 'Manage SKUs | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const q = new URL(request.url).searchParams.get('q')?.slice(0, 100) ?? '';
  return { q, products: await listAdminProducts({ q }) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  const id = idOf(form);
  if (form.get('intent') !== 'delete' || !id) return fail(MESSAGES.admin.deleteProduct);
  return respond(MESSAGES.admin.deleteProduct, 'Product deleted successfully', () => deleteProduct(actor, id));
}

export default function ProductsScreen({ loaderData }: Route.ComponentProps) {
  const { products, q } = loaderData;
  const [params] = useSearchParams();
  return (
    <>
      <AdminPageHeader
        title="Manage SKUs"
        description="Every product in the shop, newest first. Drafts (unpublished) are hidden from shoppers."
        actions={
          <>
            <Button asChild variant="ghost">
              <a href="/admin/products/export.csv" download>
                <DownloadIcon aria-hidden="true" /> Export products
              </a>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/admin/products/import">
                <FileSpreadsheetIcon aria-hidden="true" /> Import products
              </Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/image-upload">
                <UploadIcon aria-hidden="true" /> Image upload tool
              </Link>
            </Button>
            <Button asChild>
              <Link to="/admin/products/new">
                <PlusIcon aria-hidden="true" /> Add Product
              </Link>
            </Button>
          </>
        }
      />
      <Form method="get" role="search" aria-label="Search products" className="mb-5 flex gap-2" key={params.get('q') ?? ''}>
        <label htmlFor="product-search" className="sr-only">
          Search products
        </label>
        <Input id="product-search" type="search" name="q" defaultValue={q} placeholder="Name, SKU or category" className="max-w-md" />
        <Button type="submit" variant="outline">
          <SearchIcon aria-hidden="true" /> Search
        </Button>
        {q ? (
          <Button asChild variant="ghost">
            <Link to="/admin/products">Clear</Link>
          </Button>
        ) : null}
      </Form>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {q ? `${products.length} ${products.length === 1 ? 'product matches' : 'products match'} “${q}”` : `${products.length} products`}
      </p>
      {products.length === 0 ? (
        <EmptyState
          title={q ? 'No products match your search' : 'No products yet'}
          action={
            <Button asChild variant="outline">
              <Link to="/admin/products/new">Add Product</Link>
            </Button>
          }
        >
          {q ? 'Try another word, or clear the search.' : 'Add your first product to start the catalogue.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {products.map((p) => (
            <ProductRow key={p.id} product={p} />
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="products" message={MESSAGES.admin.fetchProducts} />;
}
