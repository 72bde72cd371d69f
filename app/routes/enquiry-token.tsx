import type { Route } from './+types/enquiry-token';
import { EnquiryPageView } from '~/components/enquiry/enquiry-page-view';
import { InvoiceDownload } from '~/components/invoice/invoice-download';
import { invoiceFor } from '~/server/invoices/invoice-records.server';
import { findByToken } from '~/server/data/enquiry-records.server';
import { enquiryPageAction, enquiryPageData } from '~/server/actions/enquiry-page-actions.server';
import { formRateLimit } from '~/server/routing/route-rules.server';

/** Counted with the shop's other public forms (per client address, POSTs only). */
export const middleware: Route.MiddlewareFunction[] = [formRateLimit];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Enquiry ${loaderData?.reference ?? ''} | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** The private link from a mail: opens that one enquiry, for a shopper without an account. */
export async function loader({ params }: Route.LoaderArgs) {
  const ref = await findByToken(params.token);
  const [page, invoice] = await Promise.all([enquiryPageData(ref), ref ? invoiceFor(ref) : null]);
  const href = `/enquiries/t/${params.token}/invoice.pdf`;
  return {
    ...page,
    invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt, cancelledBy: invoice.cancelledBy, href } : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return enquiryPageAction(await findByToken(params.token), request, null);
}

export default function EnquiryTokenScreen({ loaderData }: Route.ComponentProps) {
  const { invoice, ...page } = loaderData;
  const aside = invoice ? <InvoiceDownload invoice={invoice} /> : null;
  return <EnquiryPageView page={page} back={{ to: '/', label: 'Back to the shop' }} aside={aside} />;
}
