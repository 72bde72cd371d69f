import { formatINR } from '~/lib/money';
import type { QuoteLine } from '~/lib/quote';

/** A quote's lines and total, as stored: the page never adds anything up itself. */
export function QuoteLinesTable({
  lines,
  total,
  caption,
  compact = false,
}: {
  lines: QuoteLine[];
  total: number;
  caption: string;
  compact?: boolean;
}) {
  return (
    <table className={`w-full text-sm ${compact ? '' : 'text-[0.95rem]'}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-linen">
        {lines.map((l, i) => (
          <tr key={i}>
            <th scope="row" className={`py-2 pr-3 text-left font-normal ${l.kind === 'item' ? 'text-ink' : 'text-muted'}`}>
              {l.label}
            </th>
            <td className={`py-2 text-right [font-variant-numeric:tabular-nums] ${l.amount < 0 ? 'text-leaf' : 'text-ink'}`}>
              {l.amount === 0 && l.kind === 'shipping' ? 'Free' : l.amount < 0 ? `− ${formatINR(-l.amount)}` : formatINR(l.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-ink/15">
          <th scope="row" className="pt-3 text-left font-semibold text-ink">
            Total
          </th>
          <td
            className={`pt-3 text-right font-semibold text-maroon [font-variant-numeric:tabular-nums] ${compact ? 'text-base' : 'font-display text-3xl'}`}
          >
            {formatINR(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
