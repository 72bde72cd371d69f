import { data } from 'react-router';
import type { Route } from './+types/invoices-export';
import { INVOICE_MESSAGES } from '~/lib/schemas/invoice-settings';
import { invoicesCsv } from '~/server/invoices/invoice-csv.server';
import { monthOfInvoices } from '~/server/invoices/invoice-records.server';
import { requireAdmin } from '~/server/auth/permissions.server';

/** A month's invoices and credit notes (India time) as CSV for the accountant. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const month = new URL(request.url).searchParams.get('month') ?? '';
  if (!/^20\d{2}-(0[1-9]|1[0-2])$/.test(month)) throw data(INVOICE_MESSAGES.month, { status: 400 });
  return new Response(`\uFEFF${invoicesCsv(await monthOfInvoices(month))}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="invoices-${month}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
