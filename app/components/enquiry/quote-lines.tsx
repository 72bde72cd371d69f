import { formatCents, formatINR, formatRate } from '~/lib/money';
import { linesInCents, type QuoteLine, type QuoteMoney } from '~/lib/quote';

/**
 * A quote's lines and total, as stored: the page never adds anything up itself. A quote in another
 * currency shows each line at its frozen rate, the stored exact total, and the rupees it stands for.
 */
export function QuoteLinesTable({
  lines,
  total,
  money = null,
  caption,
  compact = false,
}: {
  lines: QuoteLine[];
  total: number;
  money?: QuoteMoney | null;
  caption: string;
  compact?: boolean;
}) {
  const cents = money ? linesInCents(lines, money.rupeesPerUnit).lines : null;
  const amount = (l: QuoteLine, i: number) => {
    if (l.amount === 0 && l.kind === 'shipping') return 'Free';
    const abs = money && cents ? formatCents(Math.abs(cents[i]), money.currency) : formatINR(Math.abs(l.amount));
    return l.amount < 0 ? `− ${abs}` : abs;
  };
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
              {amount(l, i)}
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
            {money ? formatCents(money.totalCents, money.currency) : formatINR(total)}
          </td>
        </tr>
        {money ? (
          <tr>
            <td colSpan={2} className="pt-1 text-right text-sm text-muted">
              {formatINR(total)} at {formatRate(money.currency, money.rupeesPerUnit)}, the rate fixed in this quote
            </td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}
