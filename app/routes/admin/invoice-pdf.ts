import type { Route } from './+types/invoice-pdf';
import { invoicePdfResponse } from '~/server/invoices/pdf-response.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return invoicePdfResponse(params.id);
}
