import type { Route } from './+types/account.enquiry-invoice-page';
import { ShopperInvoiceScreen, shopperInvoiceMeta } from '~/components/invoice/shopper-invoice-screen';
import { findOwnEnquiry } from '~/server/data/enquiry-records.server';
import { shopperInvoicePage } from '~/server/invoices/shopper-invoice.server';
import { requireUser } from '~/server/auth/permissions.server';

export const meta: Route.MetaFunction = ({ loaderData }) => shopperInvoiceMeta(loaderData?.invoice.number);

/** The signed-in shopper's invoice as a page; found through her own enquiry, anyone else's answers 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return shopperInvoicePage(await findOwnEnquiry(user.id, params.id), `/account/enquiries/${params.id}/invoice.pdf`);
}

export default function ShopperInvoicePage({ loaderData }: Route.ComponentProps) {
  return <ShopperInvoiceScreen {...loaderData} />;
}
