import { data } from 'react-router';
import type { EnquiryRef } from '../data/enquiry-records.server.ts';
import { invoiceFor, readInvoice } from './invoice-records.server.ts';
import { invoicePdfResponse } from './pdf-response.server.ts';

// A shopper's invoice, signed in or through her enquiry's private link: the routes only differ in how
// they find the enquiry (null when it is not hers, or the link names none), and both answer 404 then.

/** The invoice page's data: the enquiry's latest invoice and where its PDF is. */
export async function shopperInvoicePage(ref: EnquiryRef | null, pdfHref: string) {
  const summary = ref ? await invoiceFor(ref) : null;
  const invoice = summary ? await readInvoice(summary.id) : null;
  if (!invoice) throw data('Invoice not found', { status: 404 });
  return { invoice, pdfHref };
}

/** The same invoice as a PDF download. */
export async function shopperInvoicePdf(ref: EnquiryRef | null): Promise<Response> {
  return invoicePdfResponse(ref ? (await invoiceFor(ref))?.id : null);
}
