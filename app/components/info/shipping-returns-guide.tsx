import PackageIcon from 'lucide-react/icons/package';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import TruckIcon from 'lucide-react/icons/truck';
import { InfoSection } from '~/components/info/info-page';
import { RETURNS, SHIPPING } from '~/lib/constants';
import { formatINR } from '~/lib/money';

const OPTIONS = [
  { name: SHIPPING.standard.label, time: SHIPPING.standard.days, price: `Free above ${formatINR(SHIPPING.standard.freeAbove)}` },
  { name: SHIPPING.express.label, time: SHIPPING.express.days, price: formatINR(SHIPPING.express.price) },
  { name: SHIPPING.festivalRush.label, time: SHIPPING.festivalRush.days, price: formatINR(SHIPPING.festivalRush.price) },
];

/**
 * The shipping options, returns and packaging: constants only, so the server writes the same markup
 * on every request (a constant part, see ServerMarkup).
 */
export function ShippingReturnsGuide() {
  return (
    <>
      <InfoSection id="shipping" title="Shipping options">
        <ul className="grid gap-5 md:grid-cols-3">
          {OPTIONS.map((o) => (
            <li key={o.name} className="rounded-[var(--radius-card)] border border-linen bg-white p-6">
              <TruckIcon className="size-6 text-gold" aria-hidden="true" />
              <h3 className="mt-3 font-display text-2xl text-ink">{o.name}</h3>
              <p className="mt-1 text-ink">{o.time}</p>
              <p className="mt-3 font-medium text-maroon">{o.price}</p>
            </li>
          ))}
        </ul>
        <p>
          Pan-India delivery. Remote areas may take an extra {SHIPPING.remoteExtraDays}. You will receive a tracking link on WhatsApp and
          e-mail once your order ships.
        </p>
      </InfoSection>

      <InfoSection id="returns" title="Returns & exchanges" className="mt-16">
        <ul className="grid gap-4 md:grid-cols-2">
          <Point icon={<RotateCcwIcon className="size-5" aria-hidden="true" />}>
            Return within {RETURNS.days} days of delivery, {RETURNS.condition}.
          </Point>
          <Point icon={<TruckIcon className="size-5" aria-hidden="true" />}>Free pickup from your address; no courier to arrange.</Point>
          <Point icon={<ShieldCheckIcon className="size-5" aria-hidden="true" />}>
            Refunds reach you in {RETURNS.refundDays} after the piece is back with us.
          </Point>
          <Point icon={<RotateCcwIcon className="size-5" aria-hidden="true" />}>
            {RETURNS.exchangesPerOrder === 1 ? 'One exchange' : `${RETURNS.exchangesPerOrder} exchanges`} per order, for a different size or
            piece.
          </Point>
        </ul>
        <p className="rounded-[var(--radius-card)] bg-sand/70 p-5">
          Custom and made-to-measure pieces are made only for you and cannot be returned, unless they arrive defective.
        </p>
      </InfoSection>

      <InfoSection id="packaging" title="Packaging & quality guarantee" className="mt-16">
        <div className="flex gap-4">
          <PackageIcon className="mt-1 size-6 shrink-0 text-gold" aria-hidden="true" />
          <p>
            Every piece is checked by hand, wrapped in tissue and packed in a reusable cloth bag inside a sturdy box. If anything is not
            right when it arrives, tell us within 48 hours with a photo and we will make it right.
          </p>
        </div>
      </InfoSection>
    </>
  );
}

function Point({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex gap-3 rounded-[var(--radius-card)] border border-linen bg-white p-5">
      <span className="mt-0.5 text-gold">{icon}</span>
      <span>{children}</span>
    </li>
  );
}
