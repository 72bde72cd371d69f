import { Link } from 'react-router';
import { BRAND_CLAIMS } from '~/lib/constants';

const PROOF = [
  { value: BRAND_CLAIMS.happyCustomers, label: 'happy customers' },
  { value: BRAND_CLAIMS.reviewScore, label: `from ${BRAND_CLAIMS.reviewCount} reviews` },
  { value: BRAND_CLAIMS.artisans, label: 'artisan families' },
  { value: BRAND_CLAIMS.years, label: 'years of craft' },
  { value: BRAND_CLAIMS.handcrafted, label: 'handcrafted' },
  { value: BRAND_CLAIMS.fans, label: 'fans on Instagram' },
];

/** Our story and the brand's fixed claims (social proof). The home page's 'about' scroll target. */
export function AboutSection() {
  return (
    <section
      data-section="about"
      id="about"
      aria-labelledby="about-title"
      className="below-fold scroll-mt-36 border-t border-linen/80 bg-ivory py-20 md:py-28"
    >
      <div className="container-shop grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold">Our story</p>
          <h2 id="about-title" className="mt-3 font-display text-4xl leading-tight text-ink md:text-5xl">
            An aangan is the courtyard where every celebration begins
          </h2>
          <p className="mt-5 leading-relaxed text-muted">
            For over {BRAND_CLAIMS.years} years we have worked with weavers in Banaras, block printers in Bagru and embroiderers in Lucknow.
            Every piece is finished by hand in our studio, and every bespoke look begins with a conversation: tell us the occasion, and we
            will make it yours.
          </p>
          <Link
            to="/inquiry"
            className="mt-8 inline-flex h-12 items-center rounded-full bg-maroon px-7 text-sm font-medium text-ivory hover:bg-maroon-dark"
          >
            Start your bespoke look
          </Link>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3">
          {PROOF.map((p) => (
            <div key={p.label} className="flex flex-col-reverse border-t border-gold/40 pt-4">
              <dt className="mt-1 text-sm text-muted">{p.label}</dt>
              <dd className="font-display text-4xl text-maroon">{p.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
