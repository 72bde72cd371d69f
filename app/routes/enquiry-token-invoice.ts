import type { Route } from './+types/enquiry-token-invoice';
import { findByToken } from '~/server/data/enquiry-records.server';
import { shopperInvoicePdf } from '~/server/invoices/shopper-invoice.server';

/** A guest's invoice, through the private link of her enquiry (as her enquiry page); any other token answers 404. */
export async function loader({ params }: Route.LoaderArgs) {
  return shopperInvoicePdf(await findByToken(params.token));
}
