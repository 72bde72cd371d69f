import { data } from 'react-router';
import type { Route } from './+types/account.enquiry-invoice-page';
import { InvoiceSheet } from '~/components/invoice/invoice-sheet';
import { findOwnEnquiry } from '~/server/data/enquiry-records.server';
import { invoiceFor, readInvoice } from '~/server/invoices/invoice-records.server';
import { requireUser } from '~/server/auth/permissions.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Invoice ${loaderData?.invoice.number ?? ''} | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
];

/** The signed-in shopper's invoice as a page; found through her own enquiry, anyone else's answers 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const ref = await findOwnEnquiry(user.id, params.id);
  const summary = ref ? await invoiceFor(ref) : null;
  const invoice = summary ? await readInvoice(summary.id) : null;
  if (!invoice) throw data('Invoice not found', { status: 404 });
  return { invoice, pdfHref: `/account/enquiries/${params.id}/invoice.pdf` };
}

export default function ShopperInvoiceScreen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-shop py-8 md:py-12">
      <InvoiceSheet invoice={loaderData.invoice} pdfHref={loaderData.pdfHref} />
    </div>
  );
}
