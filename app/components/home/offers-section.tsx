import { NewsletterFormWhenSeen } from '~/components/layout/newsletter-when-seen';
import { ServerMarkup } from '~/components/layout/server-markup';
import { homePart } from './home-part';
import { Countdown } from './countdown';
import { SectionBanner } from './section-banner';
import { SectionHeading } from './section-heading';
import type { HomeBanner } from '~/lib/views';

const OfferCodes = homePart('OfferCodes');

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
      <ServerMarkup name="home-offer-codes">
        <OfferCodes />
      </ServerMarkup>
      <div className="mt-8 grid items-center gap-6 rounded-[var(--radius-card)] bg-sand p-8 md:grid-cols-2 md:p-10">
        <div>
          <h3 className="font-display text-3xl text-ink">Be first to the new drops</h3>
          <p className="mt-2 text-muted">Festive edits, artisan stories and early access to offers, once a month. No spam, ever.</p>
        </div>
        <NewsletterFormWhenSeen source="home-offers" />
      </div>
    </section>
  );
}
