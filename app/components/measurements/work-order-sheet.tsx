import { formatINR } from '~/lib/money';
import { daysLeftText, needByState } from '~/lib/lead-times';
import { ENQUIRY_KIND_LABELS } from '~/lib/enquiry-constants';
import type { EnquiryView } from '~/lib/views';
import { EnquiryStatusBadge, shortId } from '~/components/admin/enquiry-status';
import { MeasurementsTable } from './measurements-table';
import { PaidQuoteLines, type PaidQuoteView } from './paid-quote-block';
import { formatDate, shortDate } from '~/lib/dates';

const Block = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="break-inside-avoid">
    <h2 className="border-b border-ink/20 pb-1 font-sans text-xs font-semibold uppercase tracking-[0.18em] text-ink">{title}</h2>
    <div className="mt-2 text-sm">{children}</div>
  </section>
);

/**
 * What the tailor takes to the cutting table, sized for one A4 page: reference, customer, need-by
 * date, the items or the inquiry's answers, the measurements in both units and the pictures.
 */
export function WorkOrderSheet({
  enquiry: e,
  shopName,
  paidQuote = null,
}: {
  enquiry: EnquiryView;
  shopName: string;
  paidQuote?: PaidQuoteView | null;
}) {
  const made = e.madeToMeasure;
  const state = needByState(made);
  const pictures = e.referenceImages.filter((u) => !u.endsWith('.pdf')).slice(0, 4);
  return (
    <article className="work-order mx-auto grid max-w-[190mm] gap-5 bg-white p-6 text-ink shadow-xs print:max-w-none print:gap-4 print:p-0 print:shadow-none">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-maroon pb-3">
        <div>
          <p className="text-xs uppercase tracking-[0.25em] text-gold">{shopName}</p>
          <h1 className="font-display text-3xl font-semibold">Work order {shortId(e.id)}</h1>
          <p className="text-xs text-muted">
            Reference {e.id} · {ENQUIRY_KIND_LABELS[e.kind]} · received {formatDate(e.submittedAt, true)}
          </p>
        </div>
        <EnquiryStatusBadge status={e.status} />
      </header>
      <div className="grid gap-5 sm:grid-cols-2 print:grid-cols-2">
        <Block title="Customer">
          <p className="font-medium">{e.customerName || 'Unknown Customer'}</p>
          {e.phone ? <p>{e.phone}</p> : null}
          {e.country ? <p>{e.country}</p> : null}
          {e.email ? <p className="break-all">{e.email}</p> : null}
        </Block>
        <Block title="Need by">
          {made.needBy && state ? (
            <>
              <p className="font-medium">
                {shortDate(made.needBy)} <span className="font-normal text-muted">({daysLeftText(state.days)})</span>
              </p>
              {state.rush ? (
                <p className="font-semibold text-danger">Rush: within the lead time of {Math.round((made.leadDays ?? 0) / 7)} weeks</p>
              ) : null}
            </>
          ) : (
            <p className="text-muted">No date given</p>
          )}
        </Block>
      </div>
      {paidQuote ? (
        <Block title={`Paid quote · ${formatDate(paidQuote.paidAt)}`}>
          <PaidQuoteLines quote={paidQuote} />
        </Block>
      ) : null}
      {e.items.length > 0 && !paidQuote ? (
        <Block title={`${e.items.length} ${e.items.length === 1 ? 'item' : 'items'}`}>
          <ul className="grid gap-1">
            {e.items.map((item, i) => (
              <li key={`${item.sku}-${i}`} className="flex justify-between gap-3">
                <span>
                  {item.name}{' '}
                  <span className="text-muted">
                    ·{' '}
                    {[item.sku, item.size ? `Size ${item.size}` : null, item.quantity ? `Qty ${item.quantity}` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                {item.price !== null ? <span className="[font-variant-numeric:tabular-nums]">{formatINR(item.price)}</span> : null}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {e.details.length > 0 ? (
        <Block title="Request">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {e.details.map((d) => (
              <div key={d.label} className="contents">
                <dt className="text-muted">{d.label}</dt>
                <dd className="whitespace-pre-line">{d.value}</dd>
              </div>
            ))}
          </dl>
        </Block>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-[1.2fr_1fr] print:grid-cols-[1.2fr_1fr]">
        <Block title="Measurements">
          {made.measurements ? (
            <MeasurementsTable snapshot={made.measurements} />
          ) : (
            <p className="text-muted">No measurements were sent; take them at the fitting.</p>
          )}
        </Block>
        <Block title="Tailor's notes">
          {e.internalNotes ? <p className="mb-2 whitespace-pre-line">{e.internalNotes}</p> : null}
          <div aria-hidden="true" className="grid gap-5 pt-2">
            {[0, 1, 2, 3, 4].map((i) => (
              <span key={i} className="block border-b border-dashed border-ink/30" />
            ))}
          </div>
        </Block>
      </div>
      {pictures.length > 0 ? (
        <Block title="Reference pictures">
          <ul className="grid grid-cols-4 gap-2">
            {pictures.map((url, i) => (
              <li key={url}>
                <img
                  src={`${url}?w=400`}
                  alt={`Reference picture ${i + 1} from ${e.customerName || 'the customer'}`}
                  width={160}
                  height={200}
                  className="aspect-[4/5] w-full rounded object-cover"
                />
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
    </article>
  );
}
