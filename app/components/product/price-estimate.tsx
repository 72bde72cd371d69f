import { useDisplayCurrency } from '~/lib/display-currency';
import { CURRENCY_NAMES, formatEstimate } from '~/lib/money';
import { cn } from '~/lib/utils';

/**
 * "≈ US$30" beside a rupee price, in the shopper's chosen currency, marked as an estimate. Nothing
 * on the server's page or before the rates arrive, and nothing when the rates are too old.
 */
export function PriceEstimate({ rupees, className, long = false }: { rupees: number; className?: string; long?: boolean }) {
  const { currency, rate } = useDisplayCurrency();
  if (!currency || !rate) return null;
  return (
    <span className={cn('text-sm text-muted', className)} data-price-estimate={currency}>
      {formatEstimate(rupees, currency, rate)}{' '}
      <span className="text-xs">{long ? `estimate in ${CURRENCY_NAMES[currency]}s at today's rate` : '(estimate)'}</span>
    </span>
  );
}
