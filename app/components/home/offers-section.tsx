import { GiftIcon, ScissorsIcon, TruckIcon } from 'lucide-react';
import { NewsletterForm } from '~/components/layout/newsletter-form';
import { formatINR } from '~/lib/money';
import { Countdown } from './countdown';
import { SectionBanner } from './section-banner';
import { SectionHeading } from './section-heading';
import type { HomeBanner } from '~/lib/views';

/** Sample codes (the spec's offer codes are sample text); shoppers mention them in their enquiry. */
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

type Props = { offer: { title: string; endsAt: string } | null; serverNow: number; banner?: HomeBanner };

export function OffersSection({ offer, serverNow, banner }: Props) {
  return (
    <section data-section="offers" aria-labelledby="offers-title" className="below-fold container-shop py-20 md:py-28">
      <SectionBanner banner={banner} />
      <SectionHeading id="offers-title" eyebrow="Offers" title="Little reasons to treat yourself" />
      {offer ? (
        <div className="mt-12 grid items-center gap-8 overflow-hidden rounded-[var(--radius-card)] bg-[radial-gradient(ellipse_at_top_right,#9b3042,#5c1520_70%)] p-8 text-ivory md:grid-cols-[1fr_auto] md:p-12">
          <div>
            <h3 className="font-display text-4xl md:text-5xl">{offer.title}</h3>
            <p className="mt-3 max-w-md text-ivory/90">Selected handcrafted pieces at special prices, only until the timer runs out.</p>
          </div>
          <Countdown endsAt={offer.endsAt} serverNow={serverNow} label="Ends in" />
        </div>
      ) : null}
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
      <div className="mt-8 grid items-center gap-6 rounded-[var(--radius-card)] bg-sand p-8 md:grid-cols-2 md:p-10">
        <div>
          <h3 className="font-display text-3xl text-ink">Be first to the new drops</h3>
          <p className="mt-2 text-muted">Festive edits, artisan stories and early access to offers, once a month. No spam, ever.</p>
        </div>
        <NewsletterForm source="home-offers" />
      </div>
    </section>
  );
}
