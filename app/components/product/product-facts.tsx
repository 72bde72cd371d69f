import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import SparklesIcon from 'lucide-react/icons/sparkles';
import TruckIcon from 'lucide-react/icons/truck';
import { Link } from 'react-router';
import { RETURNS, SHIPPING } from '~/lib/constants';
import { formatINR } from '~/lib/money';

type Facts = { fabric: string; style: string; colors: string[]; features: string[] };

/**
 * The product page's facts (fabric, style, colours, details) and the shop's delivery and returns
 * promises: the server's markup only (the product page places it in ServerMarkup), so its code is
 * not in the page's script.
 */
export function ProductFacts({ product }: { product: Facts }) {
  return (
    <>
      <dl className="mt-8 grid gap-4 border-t border-linen pt-6 text-sm sm:grid-cols-2">
        <Detail label="Fabric" value={product.fabric} />
        <Detail label="Style" value={product.style} />
        {product.colors.length > 0 ? <Detail label="Colours" value={product.colors.join(', ')} /> : null}
        {product.features.length > 0 ? <Detail label="Details" value={product.features.join(' · ')} plain /> : null}
      </dl>

      <ul className="mt-6 space-y-3 rounded-[var(--radius-card)] bg-sand/70 p-5 text-sm text-ink/85">
        <li className="flex gap-3">
          <TruckIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
          Standard delivery in {SHIPPING.standard.days}, free above {formatINR(SHIPPING.standard.freeAbove)}; {SHIPPING.express.label} in{' '}
          {SHIPPING.express.days} for {formatINR(SHIPPING.express.price)}.
        </li>
        <li className="flex gap-3">
          <RotateCcwIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
          <span>
            {RETURNS.days}-day returns on pieces {RETURNS.condition}.{' '}
            <Link to="/shipping-returns#returns" className="text-maroon underline underline-offset-4">
              Returns policy
            </Link>
          </span>
        </li>
        <li className="flex gap-3">
          <SparklesIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
          Handcrafted: small variations in weave and colour make each piece one of a kind.
        </li>
      </ul>
    </>
  );
}

function Detail({ label, value, plain = false }: { label: string; value: string; plain?: boolean }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-[0.2em] text-muted">{label}</dt>
      <dd className={plain ? 'mt-1 text-ink' : 'mt-1 capitalize text-ink'}>{value}</dd>
    </div>
  );
}
