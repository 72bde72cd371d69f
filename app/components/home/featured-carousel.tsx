import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ProductCard } from '~/components/product/product-card';
import { ShopImage } from '~/components/product/shop-image';
import type { CardProduct } from '~/lib/views';
import { track } from '~/lib/analytics';
import { BESPOKE_CARDS } from '~/lib/constants';
import { lazyOrReload } from '~/lib/lazy-parts';
import { formatINR } from '~/lib/money';
import { SectionHeading } from './section-heading';
import { useLazyCarousel } from './use-lazy-carousel';

// Loaded on the first Quick view, so the dialog's code stays out of the home page's first load.
const InquiryDialog = lazyOrReload(() => import('~/components/enquiry/inquiry-dialog').then((m) => m.InquiryDialog));

const BESPOKE_IMAGES: Record<string, string> = { 'bridal-lehenga': 'lehengas', 'festive-saree': 'sarees', 'fusion-set': 'fusion' };
const CAROUSEL = { loop: true, align: 'start' } as const;
const slide = 'min-w-0 shrink-0 grow-0 basis-[72%] pl-4 sm:basis-[45%] md:pl-6 lg:basis-1/4';

/** A looping carousel: the first four catalogue products (with Quick view) and three bespoke cards. */
export function FeaturedCarousel({ products, leadTimes }: { products: CardProduct[]; leadTimes: Record<string, string> }) {
  const [viewportRef, run] = useLazyCarousel(CAROUSEL);
  const [quickView, setQuickView] = useState<{ id: string; name: string } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <section data-section="featured" aria-labelledby="featured-title" className="below-fold overflow-hidden bg-sand/60 py-20 md:py-28">
      <div className="container-shop">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="featured-title" align="left" eyebrow="In stock & bespoke" title="Ready to wear, or made for you" />
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => run((carousel) => carousel.scrollPrev())}
              aria-label="Previous pieces"
              className="grid size-11 place-items-center rounded-full border border-maroon/30 bg-white text-maroon hover:bg-maroon hover:text-ivory"
            >
              <ChevronLeftIcon className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => run((carousel) => carousel.scrollNext())}
              aria-label="Next pieces"
              className="grid size-11 place-items-center rounded-full border border-maroon/30 bg-white text-maroon hover:bg-maroon hover:text-ivory"
            >
              <ChevronRightIcon className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
        <div
          ref={viewportRef}
          role="region"
          className="mt-10 overflow-hidden"
          aria-roledescription="carousel"
          aria-label="In stock and bespoke pieces"
        >
          <ul className="-ml-4 flex [touch-action:pan-y] md:-ml-6">
            {products.map((p) => (
              <li key={p.id} className={slide}>
                <ProductCard
                  product={p}
                  sizes="(min-width: 1024px) 19rem, (min-width: 640px) 45vw, 72vw"
                  onQuickView={(product) => {
                    setQuickView({ id: product.id, name: product.name });
                    setDialogOpen(true);
                  }}
                />
              </li>
            ))}
            {BESPOKE_CARDS.map((b) => (
              <li key={b.key} className={slide}>
                <article className="group relative">
                  <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-sand">
                    <ShopImage
                      src={`/media/site/collection-${BESPOKE_IMAGES[b.key]}.webp`}
                      alt=""
                      width={900}
                      height={1200}
                      sizes="(min-width: 1024px) 19rem, 72vw"
                      maxWidth={960}
                      className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.04]"
                    />
                    <span className="absolute left-2.5 top-2.5 rounded-full bg-gold px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.14em] text-white">
                      BY INQUIRY
                    </span>
                  </div>
                  <p className="pt-3.5 text-[0.7rem] uppercase tracking-[0.18em] text-muted">Made to measure · {leadTimes[b.key]}</p>
                  <h3 className="mt-1 font-display text-lg leading-snug text-ink md:text-xl">
                    <Link
                      to="/inquiry"
                      className="after:absolute after:inset-0 hover:text-maroon"
                      onClick={() => track('custom_order_button_clicked', { sectionName: `featured-${b.key}` })}
                    >
                      {b.title}
                    </Link>
                  </h3>
                  <p className="mt-1.5 text-ink">
                    Starting <span className="font-medium">{formatINR(b.startingPrice)}</span>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-12 text-center">
          <Link
            to="/inquiry"
            onClick={() => track('custom_order_button_clicked', { sectionName: 'featured' })}
            className="inline-flex h-12 items-center rounded-full bg-maroon px-7 text-sm font-medium text-ivory hover:bg-maroon-dark"
          >
            Create Your Custom Look
          </Link>
        </div>
      </div>
      {quickView ? (
        <Suspense fallback={null}>
          <InquiryDialog open={dialogOpen} onOpenChange={setDialogOpen} product={quickView} source="home" />
        </Suspense>
      ) : null}
    </section>
  );
}
