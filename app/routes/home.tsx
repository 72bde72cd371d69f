import type { Route } from './+types/home';
import { HOME_COLLECTIONS } from '~/components/home/collections-section';
import { DesignWithUsButton } from '~/components/home/design-with-us-button';
import { HydrateLater } from '~/components/layout/hydrate-later';
import { HydrateWhenSeen } from '~/components/layout/hydrate-when-seen';
import { FeaturedCarousel } from '~/components/home/featured-carousel';
import { OffersSection } from '~/components/home/offers-section';
import { TestimonialsSection } from '~/components/home/testimonials-section';
import { ServerMarkup } from '~/components/layout/server-markup';
import { homePart } from '~/components/home/home-part';
import { FALLBACK_SLIDES, HeroSlideshow } from '~/components/home/hero-slideshow';
import { SectionBanner } from '~/components/home/section-banner';
import { TrendingSection } from '~/components/home/trending-section';
import { BANNER_SECTIONS, bespokeWeeks, FEATURED_CATALOGUE_COUNT, TESTIMONIAL_COUNT, TRENDING_PER_TAB } from '~/lib/constants';
import { firstCatalogueProducts, lowestPrices, trendingProducts } from '~/server/data/catalogue.server';
import { activeBanners, getOffer, publishedTestimonials } from '~/server/data/content.server';
import { featuredReviews } from '~/server/data/product-reviews.server';
import { reviewTestimonial } from '~/lib/reviews';
import { publicConfig } from '~/server/platform/env.server';
import { getLeadTimes } from '~/server/data/lead-times.server';
import { JsonLd } from '~/components/layout/json-ld';
import { absoluteImage, storeJsonLd } from '~/lib/structured-data';
import { shareTags, type SharePreview } from '~/lib/seo';
import type { HomeTestimonial } from '~/lib/views';

// Sections with nothing to do in the browser: written by the server, kept as they are, their code
// fetched only for a home page reached by a link.
const CollectionsSection = homePart('CollectionsSection');
const StyleGallery = homePart('StyleGallery');
const AboutSection = homePart('AboutSection');

/** Shown only when no testimonial is published yet (built here: the page's script never needs them). */
const FALLBACK_TESTIMONIALS: HomeTestimonial[] = [
  {
    id: 'f1',
    name: 'Ananya I.',
    message: 'The zari catches the light in every photo. The team helped me choose the blouse over WhatsApp.',
    imageUrl: null,
  },
  {
    id: 'f2',
    name: 'Meher K.',
    message: 'I sent three pictures and they turned them into a lehenga that felt completely mine.',
    imageUrl: null,
  },
  { id: 'f3', name: 'Ritika D.', message: 'Soft, breathable block prints that still look new after many washes.', imageUrl: null },
];

export async function loader() {
  const [banners, published, offer, trending, featured, prices, leadTimes, reviews] = await Promise.all([
    activeBanners(BANNER_SECTIONS),
    publishedTestimonials(TESTIMONIAL_COUNT),
    getOffer('flash-sale'),
    trendingProducts(TRENDING_PER_TAB),
    firstCatalogueProducts(FEATURED_CATALOGUE_COUNT),
    lowestPrices(HOME_COLLECTIONS.map((c) => c.category)),
    getLeadTimes(),
    featuredReviews(TESTIMONIAL_COUNT),
  ]);
  // Reviews the owner featured come first, then her testimonials.
  const testimonials = [...reviews.map(reviewTestimonial), ...published].slice(0, TESTIMONIAL_COUNT);
  const now = Date.now();
  const hero = banners.hero_main ?? [];
  const { publicUrl } = publicConfig();
  // A shared link shows the first hero picture, or the newest piece while no hero banner has one.
  const slide = hero.find((b) => b.imageUrl);
  const picture = slide
    ? { src: slide.imageUrl, alt: slide.altText || slide.title }
    : featured[0]
      ? { src: featured[0].image, alt: featured[0].name }
      : null;
  const share: SharePreview = { url: `${publicUrl}/`, image: picture && { ...picture, src: absoluteImage(publicUrl, picture.src) } };
  return {
    hero: hero.length > 0 ? hero : FALLBACK_SLIDES,
    promo: banners.hero_top?.[0] ?? null,
    banners,
    testimonials: testimonials.length > 0 ? testimonials : FALLBACK_TESTIMONIALS,
    // A passed end time hides the countdown; the page never invents one.
    offer: offer && offer.endsAt.getTime() > now ? { title: offer.title, endsAt: offer.endsAt.toISOString() } : null,
    now,
    trending,
    featured,
    prices,
    // The bespoke cards show the owner's lead times, as the enquiry forms' warnings do.
    bespokeLeadTimes: Object.fromEntries(leadTimes.filter((l) => l.group === 'bespoke').map((l) => [l.key, bespokeWeeks(l)])),
    store: storeJsonLd(publicConfig()),
    share,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const description =
    'Handcrafted sarees, lehengas, kurtas and Indo-Western fusion wear, made by artisan families across India. Shop in-stock pieces or design a bespoke look with us.';
  return [
    { title: 'Aangan Boutique | Handcrafted Indian Couture' },
    { name: 'description', content: description },
    { property: 'og:title', content: 'Aangan Boutique | Handcrafted Indian Couture' },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    ...(loaderData ? shareTags(loaderData.share) : []),
  ];
};

export default function HomeScreen({ loaderData }: Route.ComponentProps) {
  const { hero, banners, testimonials, offer, now, trending, featured, prices, store, bespokeLeadTimes } = loaderData;
  return (
    <>
      <h1 className="sr-only">Aangan Boutique: handcrafted Indian women’s wear</h1>
      <HeroSlideshow slides={hero} />
      <div className="container-shop pt-16 empty:hidden">
        <SectionBanner banner={banners.collections?.[0]} />
      </div>
      <ServerMarkup name="home-collections">
        <CollectionsSection prices={prices} />
      </ServerMarkup>
      {/* Each section below the first screen hydrates on its own once it comes near the screen (or
          the shopper touches the page); the offers' countdown after the rest, so that it keeps time. */}
      <HydrateWhenSeen>
        <TrendingSection products={trending} banners={banners} />
      </HydrateWhenSeen>
      <ServerMarkup name="home-gallery">
        <StyleGallery />
      </ServerMarkup>
      <HydrateWhenSeen>
        <TestimonialsSection testimonials={testimonials} />
      </HydrateWhenSeen>
      <HydrateLater>
        <OffersSection offer={offer} serverNow={now} banner={banners.seasonal?.[0]} />
      </HydrateLater>
      <HydrateWhenSeen>
        <FeaturedCarousel products={featured} leadTimes={bespokeLeadTimes} />
      </HydrateWhenSeen>
      <ServerMarkup name="home-about">
        <AboutSection />
      </ServerMarkup>
      <DesignWithUsButton />
      <JsonLd data={store} />
    </>
  );
}
