import { formatMonth } from '~/lib/dates';
import { formatINR } from '~/lib/money';
import type { QuoteReport } from '~/lib/quote-views';
import { FunnelStepList } from './funnel-step-list';
import { formatCount, percent } from './report-format';

/** Enquiry → quote → accepted → paid in the chosen range, and the money received month by month. */
export function QuoteFunnel({ report }: { report: QuoteReport }) {
  const steps = [
    { label: 'Enquiries received', value: report.enquiries, note: 'Cart enquiries, inquiries and custom orders' },
    { label: 'Quotes sent', value: report.quoted, note: `${percent(report.quoted, report.enquiries)} of enquiries` },
    { label: 'Quotes accepted', value: report.accepted, note: `${percent(report.accepted, report.quoted)} of quoted` },
    { label: 'Paid', value: report.paid, note: `${formatINR(report.paidValue)} received` },
  ];
  return (
    <section aria-labelledby="quote-funnel-heading" className="rounded-card bg-white p-5 shadow-sm">
      <h2 id="quote-funnel-heading" className="font-display text-2xl text-maroon">
        Funnel: enquiry to payment
      </h2>
      <p className="mt-1 text-sm text-muted">Enquiries that reached each step in the range.</p>
      <FunnelStepList steps={steps} />
      <h3 className="mt-6 font-medium text-ink">Paid value per month</h3>
      {report.months.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No payments in the last twelve months yet.</p>
      ) : (
        <table className="mt-2 w-full max-w-lg text-sm">
          <caption className="sr-only">Paid value per month, last twelve months</caption>
          <thead>
            <tr className="border-b border-linen text-left text-muted">
              <th scope="col" className="py-2 font-medium">
                Month
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Payments
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {report.months.map((m) => (
              <tr key={m.month} className="border-b border-linen/60">
                <th scope="row" className="py-2 text-left font-normal text-ink">
                  {formatMonth(m.month)}
                </th>
                <td className="py-2 text-right [font-variant-numeric:tabular-nums]">{formatCount(m.paid)}</td>
                <td className="py-2 text-right [font-variant-numeric:tabular-nums] text-ink">{formatINR(m.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
