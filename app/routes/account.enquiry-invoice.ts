import type { Route } from './+types/account.enquiry-invoice';
import { findOwnEnquiry } from '~/server/data/enquiry-records.server';
import { shopperInvoicePdf } from '~/server/invoices/shopper-invoice.server';
import { requireUser } from '~/server/auth/permissions.server';

/** The signed-in shopper's invoice: found through her own enquiry, so anyone else's id answers 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return shopperInvoicePdf(await findOwnEnquiry(user.id, params.id));
}
