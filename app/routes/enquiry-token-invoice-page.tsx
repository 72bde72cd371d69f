import type { Route } from './+types/enquiry-token-invoice-page';
import { ShopperInvoiceScreen, shopperInvoiceMeta } from '~/components/invoice/shopper-invoice-screen';
import { findByToken } from '~/server/data/enquiry-records.server';
import { shopperInvoicePage } from '~/server/invoices/shopper-invoice.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...shopperInvoiceMeta(loaderData?.invoice.number),
  { name: 'referrer', content: 'no-referrer' },
];

/** A guest's invoice as a page, through the private link of her enquiry; any other token answers 404. */
export async function loader({ params }: Route.LoaderArgs) {
  return shopperInvoicePage(await findByToken(params.token), `/enquiries/t/${params.token}/invoice.pdf`);
}

export default function GuestInvoiceScreen({ loaderData }: Route.ComponentProps) {
  return <ShopperInvoiceScreen {...loaderData} />;
}
