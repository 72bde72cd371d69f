import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { mediaSrcSet } from '~/components/product/shop-image';
import { track } from '~/lib/analytics';
import { HERO_SLIDE_INTERVAL_MS } from '~/lib/constants';
import { useReducedMotion } from '~/lib/use-reduced-motion';
import { cn } from '~/lib/utils';
import { BannerLink } from './banner-link';
import type { HomeBanner } from '~/lib/views';

/** Built-in slides, shown when no hero_main banner is active. */
export const FALLBACK_SLIDES: HomeBanner[] = [
  {
    id: 'fallback-1',
    sectionName: 'hero_main',
    title: 'The Festive Edit',
    subtitle: 'Handwoven silks and zari, finished by our artisans for the season of lights.',
    imageUrl: '',
    altText: '',
    ctaText: 'Shop Trending',
    ctaLink: '#trending-now',
  },
  {
    id: 'fallback-2',
    sectionName: 'hero_main',
    title: 'Bridal, Made for You',
    subtitle: 'Lehengas and sarees designed around you, from the first sketch to the final fitting.',
    imageUrl: '',
    altText: '',
    ctaText: 'Shop Trending',
    ctaLink: '#trending-now',
  },
  {
    id: 'fallback-3',
    sectionName: 'hero_main',
    title: 'Everyday Handcrafted',
    subtitle: 'Breathable block prints and easy co-ords for long days and warm evenings.',
    imageUrl: '',
    altText: '',
    ctaText: 'Shop Trending',
    ctaLink: '#trending-now',
  },
];

const SIZES = '100vw';

/**
 * Hero slides that advance every 5 s. They pause while the pointer is over them, while focus is
 * inside, when the visitor presses pause, and never start for people who prefer reduced motion.
 */
export function HeroSlideshow({ slides }: { slides: HomeBanner[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  // Later slides' pictures wait until the page has loaded, so they never compete with the first one.
  const [loadAll, setLoadAll] = useState(false);
  const count = slides.length;

  useEffect(() => {
    const ready = () => setLoadAll(true);
    if (document.readyState === 'complete') ready();
    else window.addEventListener('load', ready, { once: true });
    return () => window.removeEventListener('load', ready);
  }, []);

  const running = count > 1 && !hovered && !focused && !paused && !reducedMotion;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, count, index]);

  return (
    <section
      data-section="hero"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      className="relative isolate overflow-hidden bg-maroon-dark text-ivory"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative h-[min(82svh,44rem)] min-h-[32rem]">
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={cn(
                'absolute inset-0 transition-opacity duration-1000 ease-out',
                active ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              {slide.imageUrl && (i === 0 || loadAll) ? (
                <img
                  src={slide.imageUrl.startsWith('/media/') ? `${slide.imageUrl}?w=1280` : slide.imageUrl}
                  srcSet={mediaSrcSet(slide.imageUrl)}
                  sizes={SIZES}
                  alt={slide.altText || slide.title}
                  width={1920}
                  height={1080}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  className="absolute inset-0 -z-10 h-full w-full object-cover object-[70%_center]"
                />
              ) : (
                <div
                  aria-hidden="true"
                  className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_75%_40%,#b4485a_0%,#7a1f2b_45%,#3d0f16_100%)]"
                />
              )}
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-veil-hero md:bg-veil-hero-side" />
              <div className="container-shop flex h-full flex-col justify-end pb-20 md:justify-center md:pb-0">
                <div className="max-w-xl">
                  <p className="text-xs font-medium uppercase tracking-[0.35em] text-gold-light">Aangan · Handcrafted couture</p>
                  <h2 className="mt-4 font-display text-5xl font-medium leading-[1.02] md:text-7xl">{slide.title}</h2>
                  {slide.subtitle ? (
                    <p className="mt-5 max-w-md text-base leading-relaxed text-ivory/90 md:text-lg">{slide.subtitle}</p>
                  ) : null}
                  <div className="mt-8 flex flex-wrap gap-3">
                    <BannerLink
                      href={slide.ctaLink || '#trending-now'}
                      className="inline-flex h-12 items-center rounded-full bg-ivory px-7 text-sm font-medium tracking-wide text-maroon shadow-sm hover:bg-white"
                    >
                      {slide.ctaText || 'Shop Trending'}
                    </BannerLink>
                    <Link
                      to="/inquiry"
                      onClick={() => track('custom_order_button_clicked', { sectionName: 'hero' })}
                      className="inline-flex h-12 items-center rounded-full border border-ivory/70 px-7 text-sm font-medium tracking-wide text-ivory hover:bg-ivory/10"
                    >
                      Create Your Look
                    </Link>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-6 container-shop flex items-center gap-3">
          <div className="flex gap-2">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? 'true' : undefined}
                className="group grid h-6 place-items-center"
              >
                <span
                  className={cn(
                    'block h-1.5 rounded-full transition-all duration-500',
                    i === index ? 'w-10 bg-gold-light' : 'w-5 bg-ivory/50 group-hover:bg-ivory/80',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            className="grid size-8 place-items-center rounded-full border border-ivory/40 text-ivory/90 hover:bg-ivory/10"
          >
            {paused ? <PlayIcon className="size-3.5" aria-hidden="true" /> : <PauseIcon className="size-3.5" aria-hidden="true" />}
          </button>
        </div>
      ) : null}
    </section>
  );
}
