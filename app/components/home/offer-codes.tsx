import GiftIcon from 'lucide-react/icons/gift';
import ScissorsIcon from 'lucide-react/icons/scissors';
import TruckIcon from 'lucide-react/icons/truck';
import { formatINR } from '~/lib/money';

/** Sample codes (sample text until the owner sets real ones); shoppers mention them in their enquiry. */
const OFFERS = [
  { code: 'FESTIVE15', title: '15% off the Festive Edit', body: `On festive pieces above ${formatINR(4999)}.`, Icon: GiftIcon },
  {
    code: 'FIRSTLOOK',
    title: `${formatINR(500)} off your first bespoke look`,
    body: 'For your first made-to-measure order with us.',
    Icon: ScissorsIcon,
  },
  { code: 'SHIPFREE', title: 'Free Express shipping', body: `On orders above ${formatINR(9999)}, anywhere in India.`, Icon: TruckIcon },
];

/** The offers section's three codes: text only, written by the server (see home-markup.ts). */
export function OfferCodes() {
  return (
    <ul className="mt-8 grid gap-5 md:grid-cols-3">
      {OFFERS.map(({ code, title, body, Icon }) => (
        <li key={code} className="rounded-[var(--radius-card)] border border-linen bg-white p-6">
          <Icon className="size-6 text-gold" aria-hidden="true" />
          <h3 className="mt-4 font-display text-2xl leading-snug text-ink">{title}</h3>
          <p className="mt-2 text-sm text-muted">{body}</p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full border border-dashed border-maroon/50 px-4 py-1.5 text-sm">
            <span className="text-muted">Code</span>
            <span className="font-semibold tracking-[0.15em] text-maroon">{code}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
