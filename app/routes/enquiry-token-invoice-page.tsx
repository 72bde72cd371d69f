import { data } from 'react-router';
import type { Route } from './+types/enquiry-token-invoice-page';
import { InvoiceSheet } from '~/components/invoice/invoice-sheet';
import { findByToken } from '~/server/data/enquiry-records.server';
import { invoiceFor, readInvoice } from '~/server/invoices/invoice-records.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Invoice ${loaderData?.invoice.number ?? ''} | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** A guest's invoice as a page, through the private link of her enquiry; any other token answers 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const ref = await findByToken(params.token);
  const summary = ref ? await invoiceFor(ref) : null;
  const invoice = summary ? await readInvoice(summary.id) : null;
  if (!invoice) throw data('Invoice not found', { status: 404 });
  return { invoice, pdfHref: `/enquiries/t/${params.token}/invoice.pdf` };
}

export default function GuestInvoiceScreen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-shop py-8 md:py-12">
      <InvoiceSheet invoice={loaderData.invoice} pdfHref={loaderData.pdfHref} />
    </div>
  );
}
