import { data } from 'react-router';
import type { Route } from './+types/invoice';
import { AdminRouteError } from '~/components/admin/admin-error';
import { InvoiceSheet } from '~/components/invoice/invoice-sheet';
import { readInvoice } from '~/server/invoices/invoice-records.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Invoice ${loaderData?.invoice.number ?? ''} | Admin | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const invoice = await readInvoice(params.id);
  if (!invoice) throw data('Invoice not found', { status: 404 });
  return { invoice };
}

export default function InvoiceScreen({ loaderData }: Route.ComponentProps) {
  return <InvoiceSheet invoice={loaderData.invoice} pdfHref={`/admin/invoices/${loaderData.invoice.id}/pdf`} />;
}

export function ErrorBoundary() {
  return <AdminRouteError noun="invoices" message="Invoice not found" />;
}
