import { useEffect, useMemo } from 'react';
import { data, isRouteErrorResponse, Link, redirect, useActionData, useRouteError, useSearchParams } from 'react-router';
import { toast } from '~/lib/toast';
import type { Route } from './+types/product-edit';
import { AdminAccessDenied } from '~/components/admin/admin-shell';
import { ProductEditor } from '~/components/admin/product-editor';
import { EMPTY_PRODUCT, type ProductFormState } from '~/components/admin/product-form-state';
import { fieldErrorsOf, useActionToast } from '~/components/admin/use-action-toast';
import { Button } from '~/components/ui/button';
import { MESSAGES } from '~/lib/messages';
import { productSchema, productValuesFromForm } from '~/lib/schemas/admin-product';
import { attempt, invalid, ok, readForm } from '~/server/data/admin-actions.server';
import { createProduct, getAdminProduct, updateProduct } from '~/server/data/admin-products.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta = () => [{ title: 'Edit Product | Admin | Aangan Boutique' }];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!params.id) return { productId: null, product: EMPTY_PRODUCT };
  const row = await getAdminProduct(params.id);
  if (!row) throw data({ notFound: true }, { status: 404 });
  const product: ProductFormState = {
    name: row.name,
    category: row.category,
    fabric: row.fabric,
    style: row.style,
    description: row.description,
    price: String(row.price),
    originalPrice: row.originalPrice === null ? '' : String(row.originalPrice),
    // A product with only its single image uses that image as the list.
    images: row.images.length > 0 ? row.images : row.image ? [row.image] : [],
    colors: row.colors,
    sizes: row.sizes,
    features: row.features,
    tags: row.tags,
    inventoryStatus: row.inventoryStatus,
    stockQuantity: row.stockQuantity === null ? '' : String(row.stockQuantity),
    isPublished: row.isPublished,
    isNew: row.isNew,
    isBestSeller: row.isBestSeller,
    isFestive: row.isFestive,
  };
  return { productId: row.id, product };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  const failure = params.id ? MESSAGES.admin.updateProduct : MESSAGES.admin.createProduct;
  const parsed = productSchema.safeParse(productValuesFromForm(form));
  if (!parsed.success) return invalid(failure, parsed.error);
  if (!params.id) {
    const id = await attempt(failure, () => createProduct(actor, parsed.data));
    if (typeof id !== 'string') return id;
    return redirect(`/admin/products/${id}/edit?created=1`);
  }
  const id = params.id;
  const saved = await attempt(failure, () => updateProduct(actor, id, parsed.data));
  if (saved === false) throw data({ notFound: true }, { status: 404 });
  if (saved !== true) return saved;
  return ok('Product updated successfully');
}

export default function ProductEditScreen({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [params, setParams] = useSearchParams();
  useActionToast(result);
  const serverErrors = useMemo(() => fieldErrorsOf(result), [result]);
  useEffect(() => {
    if (params.get('created') !== '1') return;
    toast.success('Product created successfully');
    setParams(
      (p) => {
        p.delete('created');
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [params, setParams]);
  return (
    <ProductEditor
      key={loaderData.productId ?? 'new'}
      initial={loaderData.product}
      productId={loaderData.productId}
      serverErrors={serverErrors}
    />
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminAccessDenied noun="products" />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="grid min-h-[40vh] place-items-center text-center">
      <div>
        <h1 className="font-display text-3xl text-maroon">{notFound ? MESSAGES.products.notFound : MESSAGES.admin.fetchProduct}</h1>
        <p className="mt-2 text-muted">{notFound ? 'This product may have been deleted.' : 'Please go back to the list and try again.'}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/admin/products">Back to Products</Link>
        </Button>
      </div>
    </div>
  );
}
