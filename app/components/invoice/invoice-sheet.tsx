import { formatDate } from '~/lib/dates';
import { formatPaise } from '~/lib/gst-split';
import { invoiceColumns } from '~/lib/invoice-columns';
import { EXPORT_NOTE, INVOICE_TITLES, SHARED_NOTE, SUPPLY_NOTE, type InvoiceView } from '~/lib/invoice-document';
import { formatCents, isDisplayCurrency } from '~/lib/money';

/** The invoice as a page: the same document and columns as its PDF. */
export function InvoiceSheet({ invoice: inv, pdfHref }: { invoice: InvoiceView; pdfHref: string }) {
  const cols = invoiceColumns(inv.supply);
  const taxed = inv.supply === 'intra' || inv.supply === 'inter';
  const totals: [string, number][] = [[taxed ? 'Taxable value' : 'Value', inv.totals.taxable]];
  if (inv.supply === 'intra') totals.push(['CGST', inv.totals.cgst], ['SGST', inv.totals.sgst]);
  if (inv.supply === 'inter') totals.push(['IGST', inv.totals.igst]);
  return (
    <article className="rounded-card border border-linen bg-white p-5 shadow-xs sm:p-8" aria-labelledby="invoice-heading">
      <header className="flex flex-col gap-4 border-b border-linen pb-5 sm:flex-row sm:justify-between">
        <div>
          <p className="font-display text-2xl font-semibold text-maroon">{inv.seller.legalName}</p>
          <p className="text-sm text-muted">{inv.seller.address}</p>
          {inv.seller.gstin ? <p className="text-sm font-semibold">GSTIN {inv.seller.gstin}</p> : null}
        </div>
        <div className="sm:text-right">
          <h1 id="invoice-heading" className="font-display text-3xl font-semibold">
            {INVOICE_TITLES[inv.supply]}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
            <dt className="text-muted">Number</dt>
            <dd className="font-semibold">{inv.number}</dd>
            <dt className="text-muted">Date</dt>
            <dd>{formatDate(inv.issuedAt)}</dd>
            <dt className="text-muted">Place of supply</dt>
            <dd>{inv.placeOfSupply.name}</dd>
          </dl>
        </div>
      </header>
      {inv.creditNote ? (
        <p role="note" className="mt-4 rounded-xl bg-sand px-4 py-3 text-sm font-semibold text-maroon">
          Cancelled by credit note {inv.creditNote.number} on {formatDate(inv.creditNote.issuedAt)}: {inv.creditNote.reason}
        </p>
      ) : null}
      <section className="mt-5 text-sm" aria-label="Bill to">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">Bill to</p>
        <p className="font-semibold">{inv.buyer.name || 'Customer'}</p>
        <p className="whitespace-pre-line text-muted">{[inv.buyer.address, inv.buyer.country].filter(Boolean).join('\n')}</p>
        {inv.buyer.gstin ? <p className="font-semibold">GSTIN {inv.buyer.gstin}</p> : null}
      </section>
      <div className="mt-5 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead>
            <tr className="bg-maroon text-ivory">
              {cols.map((c) => (
                <th key={c.key} scope="col" className={`px-2 py-2 font-semibold ${c.align === 'right' ? 'text-right' : ''}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {inv.lines.map((l, i) => (
              <tr key={i} className="border-b border-linen">
                {cols.map((c) => (
                  <td key={c.key} className={`px-2 py-2 ${c.align === 'right' ? 'text-right tabular-nums' : ''}`}>
                    {c.cell(l, i)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <div className="text-xs text-muted">
          {inv.shared.length ? <p>{SHARED_NOTE}</p> : null}
          <ul>
            {inv.shared.map((s) => (
              <li key={s.label}>
                {s.label}: {formatPaise(s.paise)}
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {totals.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted">{k}</dt>
              <dd className="text-right tabular-nums">{formatPaise(v)}</dd>
            </div>
          ))}
          <dt className="font-semibold">Total</dt>
          <dd className="text-right text-lg font-semibold text-maroon tabular-nums">{formatPaise(inv.totals.paise)}</dd>
          {inv.foreign && isDisplayCurrency(inv.foreign.currency) ? (
            <dd className="col-span-2 text-right text-muted">
              Paid {formatCents(inv.foreign.totalCents, inv.foreign.currency)} at ₹{inv.foreign.rupeesPerUnit.toFixed(2)} per{' '}
              {inv.foreign.currency}
            </dd>
          ) : null}
        </dl>
      </div>
      {inv.supply === 'export' ? (
        <p className="mt-5 rounded-xl bg-sand px-4 py-3 text-sm font-semibold">
          {EXPORT_NOTE}. LUT {inv.seller.lut || '(not set)'}
        </p>
      ) : null}
      {inv.supply === 'supply' ? <p className="mt-5 text-sm font-semibold">{SUPPLY_NOTE}</p> : null}
      <a
        href={pdfHref}
        download
        className="mt-6 inline-flex min-h-11 items-center rounded-full border border-maroon/40 px-5 text-sm font-semibold text-maroon hover:bg-maroon/5"
      >
        Download PDF
      </a>
    </article>
  );
}
