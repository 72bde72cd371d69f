import { formatINR } from '~/lib/money';
import type { QuoteLine } from '~/lib/quote';

/** The paid quote as the work order prints it: what to make (each line with its size and quantity) and what was paid. */
export type PaidQuoteView = { lines: QuoteLine[]; total: number; paidAt: string };

export function PaidQuoteLines({ quote }: { quote: PaidQuoteView }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Lines of the paid quote</caption>
      <thead>
        <tr className="border-b border-ink/20 text-xs uppercase tracking-wider text-muted">
          <th scope="col" className="py-1 pr-3 font-medium">
            Line
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Size
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Qty
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="[font-variant-numeric:tabular-nums]">
        {quote.lines.map((l, i) => (
          <tr key={i} className="border-b border-ink/10">
            <td className="py-1 pr-3">{l.label}</td>
            <td className="py-1 pr-3">{l.size || '—'}</td>
            <td className="py-1 pr-3 text-right">{l.kind === 'item' ? (l.quantity ?? 1) : ''}</td>
            <td className="py-1 text-right">{formatINR(l.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" colSpan={3} className="py-1 pr-3 text-right">
            Paid
          </th>
          <td className="py-1 text-right [font-variant-numeric:tabular-nums]">{formatINR(quote.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
