import { data } from 'react-router';
import { readInvoice } from './invoice-records.server.ts';
import { renderInvoicePdf } from './invoice-pdf.server.ts';

/** An invoice as a PDF download; 404 when there is none. Private: never kept by a cache. */
export async function invoicePdfResponse(invoiceId: string | null | undefined): Promise<Response> {
  const invoice = invoiceId ? await readInvoice(invoiceId) : null;
  if (!invoice) throw data('Invoice not found', { status: 404 });
  const pdf = await renderInvoicePdf(invoice);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${invoice.number.replace(/\//g, '-')}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
