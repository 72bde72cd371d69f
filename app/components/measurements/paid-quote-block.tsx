import type { ReactNode } from 'react';
import { formatINR } from '~/lib/money';
import type { QuoteLine } from '~/lib/quote';

/** The paid quote as the work order prints it: what to make (each line with its size and quantity) and what was paid. */
export type PaidQuoteView = { lines: QuoteLine[]; total: number; paidAt: string };

/** The table's columns: heading, cell and alignment, so the heading row and each line stay in step. */
const COLUMNS: { head: string; cell: (l: QuoteLine) => ReactNode; className: string }[] = [
  { head: 'Line', cell: (l) => l.label, className: 'pr-3' },
  { head: 'Size', cell: (l) => l.size || '—', className: 'pr-3' },
  { head: 'Qty', cell: (l) => (l.kind === 'item' ? (l.quantity ?? 1) : ''), className: 'pr-3 text-right' },
  { head: 'Amount', cell: (l) => formatINR(l.amount), className: 'text-right' },
];

export function PaidQuoteLines({ quote }: { quote: PaidQuoteView }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Lines of the paid quote</caption>
      <thead>
        <tr className="border-b border-ink/20 text-xs uppercase tracking-wider text-muted">
          {COLUMNS.map((c) => (
            <th key={c.head} scope="col" className={`py-1 font-medium ${c.className}`}>
              {c.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="[font-variant-numeric:tabular-nums]">
        {quote.lines.map((l, i) => (
          <tr key={i} className="border-b border-ink/10">
            {COLUMNS.map((c) => (
              <td key={c.head} className={`py-1 ${c.className}`}>
                {c.cell(l)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" colSpan={COLUMNS.length - 1} className="py-1 pr-3 text-right">
            Paid
          </th>
          <td className="py-1 text-right [font-variant-numeric:tabular-nums]">{formatINR(quote.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
