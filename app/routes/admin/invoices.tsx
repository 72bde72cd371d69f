import { Form, Link, useActionData } from 'react-router';
import type { Route } from './+types/invoices';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminPageHeader } from '~/components/admin/admin-ui';
import { InvoiceSettingsForm } from '~/components/invoice/invoice-settings-form';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/input';
import { formatDate } from '~/lib/dates';
import { formatPaise } from '~/lib/gst-split';
import { indiaToday } from '~/lib/dates';
import { readForm } from '~/server/data/admin-actions.server';
import { invoiceAction } from '~/server/invoices/invoice-actions.server';
import { recentInvoices } from '~/server/invoices/invoice-records.server';
import { readInvoiceSettings } from '~/server/invoices/invoice-settings.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta = () => [{ title: 'Invoices | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [settings, invoices] = await Promise.all([readInvoiceSettings(), recentInvoices()]);
  return { settings, invoices, month: indiaToday().slice(0, 7) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  return invoiceAction(actor, await readForm(request));
}

/** GST invoice settings, the accountant's monthly CSV, and the invoices issued (each cancelled only by a credit note). */
export default function InvoicesScreen({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <>
      <AdminPageHeader
        title="Invoices"
        description="GST invoices are issued when a quote is marked paid, or from the enquiry. Numbers run per financial year and are never reused."
      />
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'mb-4 rounded-xl bg-sand px-4 py-3 text-sm' : 'mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-danger'}
        >
          {result.ok ? `${result.message}${result.description ? `: ${result.description}` : ''}` : result.error}
        </p>
      ) : null}
      <div className="grid gap-6">
        <InvoiceSettingsForm settings={loaderData.settings} errors={errors} />
        <section className="rounded-card border border-linen bg-white p-4 shadow-xs sm:p-6" aria-labelledby="invoice-export">
          <h2 id="invoice-export" className="font-display text-2xl font-semibold">
            For the accountant
          </h2>
          <form method="get" action="/admin/invoices/export.csv" className="mt-3 flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="invoice-month">Month</Label>
              <Input id="invoice-month" type="month" name="month" defaultValue={loaderData.month} required />
            </div>
            <Button type="submit" variant="outline">
              Download CSV
            </Button>
          </form>
        </section>
        <section className="rounded-card border border-linen bg-white p-4 shadow-xs sm:p-6" aria-labelledby="invoice-list">
          <h2 id="invoice-list" className="font-display text-2xl font-semibold">
            Issued
          </h2>
          {loaderData.invoices.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No invoices yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-linen">
              {loaderData.invoices.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                  <span>
                    <Link to={`/admin/invoices/${i.id}`} className="font-medium text-maroon underline-offset-4 hover:underline">
                      {i.number}
                    </Link>{' '}
                    · {formatDate(i.issuedAt)} · {formatPaise(i.totalPaise)}
                    {i.cancelledBy ? (
                      <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs">Cancelled by {i.cancelledBy}</span>
                    ) : null}
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    <a href={`/admin/invoices/${i.id}/pdf`} className="text-maroon underline underline-offset-4">
                      PDF<span className="sr-only"> of {i.number}</span>
                    </a>
                    {i.cancelledBy ? null : (
                      <details>
                        <summary className="cursor-pointer text-maroon underline underline-offset-4">
                          Credit note<span className="sr-only"> for {i.number}</span>
                        </summary>
                        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                          <input type="hidden" name="intent" value="cancel" />
                          <input type="hidden" name="invoiceId" value={i.id} />
                          <div className="grid gap-1">
                            <Label htmlFor={`reason-${i.id}`}>Reason</Label>
                            <Input id={`reason-${i.id}`} name="reason" required maxLength={300} />
                          </div>
                          <Button type="submit" variant="outline">
                            Cancel invoice
                          </Button>
                        </Form>
                      </details>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="invoices" message="Invoices could not be loaded" />;
}
