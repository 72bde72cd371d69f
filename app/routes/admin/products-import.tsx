import DownloadIcon from 'lucide-react/icons/download';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/products-import';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminCard, AdminPageHeader } from '~/components/admin/admin-ui';
import { ImportPreviewPanel, ImportedPanel } from '~/components/admin/import-preview';
import { useActionToast } from '~/components/admin/use-action-toast';
import { Button } from '~/components/ui/button';
import { MESSAGES } from '~/lib/messages';
import { fail } from '~/server/data/admin-actions.server';
import { AdminUploadError } from '~/server/data/admin-uploads.server';
import { readImportUpload } from '~/server/data/product-import-upload.server';
import { applyImport, ImportFileError, planImport } from '~/server/data/product-import.server';
import { publicConfig } from '~/server/platform/env.server';
import { logger } from '~/server/platform/logger.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import { PlainInput } from '~/components/ui/input';

export const meta = () => [{ title: 'Import Products | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

const IMPORT_FAILED = 'The import could not be completed. Nothing was changed; please try again.';

/** Preview (writes nothing) or confirm (writes everything in one transaction) an uploaded products spreadsheet. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  try {
    const { form, text } = await readImportUpload(request);
    const { publicUrl } = publicConfig();
    if (form.get('intent') === 'confirm') {
      const { created, updated } = await applyImport(actor, text, String(form.get('fingerprint') ?? ''), publicUrl);
      const total = created + updated;
      return {
        ok: true as const,
        message: `Imported ${total} ${total === 1 ? 'product' : 'products'}`,
        description: `${updated} changed, ${created} new`,
        imported: { created, updated },
      };
    }
    const started = performance.now();
    const { preview } = await planImport(text, publicUrl);
    logger.info({ rows: preview.rows, ms: Math.round(performance.now() - started) }, 'product import previewed');
    return { ok: true as const, message: '', preview };
  } catch (error) {
    if (error instanceof AdminUploadError || error instanceof ImportFileError) return fail(error.message);
    logger.error({ err: error }, 'product import failed');
    return fail(IMPORT_FAILED, 500);
  }
}

export default function ProductsImportScreen({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  // A preview belongs to the file it was made from: choosing another file hides it.
  const [fileChanged, setFileChanged] = useState(false);
  useActionToast(actionData);
  useEffect(() => {
    setFileChanged(false);
    if (actionData?.ok && 'imported' in actionData) formRef.current?.reset();
  }, [actionData]);
  const preview = actionData?.ok && 'preview' in actionData && !fileChanged ? actionData.preview : null;
  const imported = actionData?.ok && 'imported' in actionData ? actionData.imported : null;
  const error = actionData && !actionData.ok ? actionData.error : null;

  return (
    <>
      <AdminPageHeader
        title="Import products"
        description="Add and update many products at once from a spreadsheet. You see every change first; nothing is saved until you confirm."
        actions={
          <Button asChild variant="outline">
            <a href="/admin/products/export.csv" download>
              <DownloadIcon aria-hidden="true" /> Export products
            </a>
          </Button>
        }
      />
      <Form ref={formRef} method="post" encType="multipart/form-data" className="grid gap-6" aria-label="Import products">
        <AdminCard title="Choose the spreadsheet" description="A CSV file in the shape of Export products, at most 10 MB.">
          <ul className="mb-5 grid gap-1.5 text-sm text-ink/85 sm:grid-cols-2">
            <li>Keep the first row: it names the columns.</li>
            <li>Leave id blank to add a new product.</li>
            <li>Lists (colours, sizes, tags…) are separated by |.</li>
            <li>Prices are whole rupees, such as 2499.</li>
            <li>
              Images: addresses from this shop. Put new pictures up with the{' '}
              <Link to="/image-upload" className="text-maroon underline underline-offset-4">
                Image upload tool
              </Link>{' '}
              first.
            </li>
            <li>Save from Excel as CSV UTF-8 so ₹ and Hindi names stay intact.</li>
          </ul>
          <label htmlFor="import-file" className="mb-1.5 block text-sm font-medium text-ink">
            Products file (CSV)
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <PlainInput
              id="import-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              aria-describedby={error ? 'import-error' : undefined}
              onChange={() => setFileChanged(true)}
              className="block w-full max-w-md rounded-xl border border-linen bg-ivory/60 text-sm text-ink file:mr-3 file:h-11 file:rounded-l-xl file:border-0 file:bg-sand file:px-4 file:font-medium file:text-maroon hover:file:bg-linen"
            />
            <Button type="submit" name="intent" value="preview" disabled={!!busy}>
              {busy === 'preview' ? 'Checking the file…' : 'Preview import'}
            </Button>
          </div>
          {error ? (
            <p id="import-error" role="alert" className="mt-3 rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
              {error}
            </p>
          ) : null}
        </AdminCard>
        {preview ? <ImportPreviewPanel preview={preview} busy={busy === 'confirm'} /> : null}
        {imported ? <ImportedPanel created={imported.created} updated={imported.updated} /> : null}
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="products" message={MESSAGES.admin.fetchProducts} />;
}
