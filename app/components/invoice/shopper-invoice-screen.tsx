import type { InvoiceView } from '~/lib/invoice-document';
import { InvoiceSheet } from './invoice-sheet';

/** The title and robots line of a shopper's invoice page. */
export const shopperInvoiceMeta = (number: string | undefined) => [
  { title: `Invoice ${number ?? ''} | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
];

/** A shopper's invoice page, signed in or through her private link alike. */
export function ShopperInvoiceScreen({ invoice, pdfHref }: { invoice: InvoiceView; pdfHref: string }) {
  return (
    <div className="container-shop py-8 md:py-12">
      <InvoiceSheet invoice={invoice} pdfHref={pdfHref} />
    </div>
  );
}
