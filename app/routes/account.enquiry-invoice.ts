import type { Route } from './+types/account.enquiry-invoice';
import { findOwnEnquiry } from '~/server/data/enquiry-records.server';
import { invoiceFor } from '~/server/invoices/invoice-records.server';
import { invoicePdfResponse } from '~/server/invoices/pdf-response.server';
import { requireUser } from '~/server/auth/permissions.server';

/** The signed-in shopper's invoice: found through her own enquiry, so anyone else's id answers 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const ref = await findOwnEnquiry(user.id, params.id);
  return invoicePdfResponse(ref ? (await invoiceFor(ref))?.id : null);
}
