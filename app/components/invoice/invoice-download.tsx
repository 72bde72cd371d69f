import FileTextIcon from 'lucide-react/icons/file-text';
import { formatLongDate } from '~/lib/dates';

/** The shopper's invoice on her enquiry page: a plain download link (works before the scripts arrive). */
export function InvoiceDownload({ invoice }: { invoice: { number: string; issuedAt: string; cancelledBy: string | null; href: string } }) {
  return (
    <section aria-labelledby="invoice-title" className="mt-6 rounded-card border border-linen bg-white p-5 shadow-xs">
      <h2 id="invoice-title" className="font-display text-2xl text-ink">
        Your invoice
      </h2>
      <p className="mt-1 text-sm text-muted">
        {invoice.number}, issued {formatLongDate(invoice.issuedAt)}
        {invoice.cancelledBy ? `; cancelled by credit note ${invoice.cancelledBy}` : ''}
      </p>
      <a
        href={invoice.href}
        download
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full border border-maroon/40 px-5 text-sm font-semibold text-maroon hover:bg-maroon/5"
      >
        <FileTextIcon className="size-4" aria-hidden="true" /> Download invoice (PDF)
      </a>
      <a href={invoice.href.replace(/\.pdf$/, '')} className="mt-3 ml-4 inline-block text-sm text-maroon underline underline-offset-4">
        View invoice
      </a>
    </section>
  );
}
