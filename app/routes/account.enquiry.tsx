import type { Route } from './+types/account.enquiry';
import { EnquiryPageView } from '~/components/enquiry/enquiry-page-view';
import { InvoiceDownload } from '~/components/invoice/invoice-download';
import { invoiceFor } from '~/server/invoices/invoice-records.server';
import { findOwnEnquiry } from '~/server/data/enquiry-records.server';
import { enquiryPageAction, enquiryPageData } from '~/server/actions/enquiry-page-actions.server';
import { requireUser } from '~/server/auth/permissions.server';
import { formRateLimit } from '~/server/routing/route-rules.server';

/** Counted with the shop's other public forms (per client address, POSTs only). */
export const middleware: Route.MiddlewareFunction[] = [formRateLimit];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Enquiry ${loaderData?.reference ?? ''} | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
];

/** One of the signed-in shopper's enquiries; anyone else's id answers 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const ref = await findOwnEnquiry(user.id, params.id);
  const [page, invoice] = await Promise.all([enquiryPageData(ref), ref ? invoiceFor(ref) : null]);
  const href = `/account/enquiries/${params.id}/invoice.pdf`;
  return {
    ...page,
    invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt, cancelledBy: invoice.cancelledBy, href } : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  return enquiryPageAction(await findOwnEnquiry(user.id, params.id), request, user.id);
}

export default function AccountEnquiryScreen({ loaderData }: Route.ComponentProps) {
  const { invoice, ...page } = loaderData;
  const aside = invoice ? <InvoiceDownload invoice={invoice} /> : null;
  return <EnquiryPageView page={page} back={{ to: '/account', label: 'Your account' }} aside={aside} />;
}
