import type { Route } from './+types/enquiry-token-invoice';
import { findByToken } from '~/server/data/enquiry-records.server';
import { invoiceFor } from '~/server/invoices/invoice-records.server';
import { invoicePdfResponse } from '~/server/invoices/pdf-response.server';

/** A guest's invoice, through the private link of her enquiry (as her enquiry page); any other token answers 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const ref = await findByToken(params.token);
  return invoicePdfResponse(ref ? (await invoiceFor(ref))?.id : null);
}
