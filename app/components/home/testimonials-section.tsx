import QuoteIcon from 'lucide-react/icons/quote';
import { useEffect, useState } from 'react';
import { mediaSrc } from '~/components/product/shop-image';
import { ServerMarkup } from '~/components/layout/server-markup';
import { homePart } from './home-part';
import { TESTIMONIAL_COUNT } from '~/lib/constants';
import { cn } from '~/lib/utils';
import type { HomeTestimonial } from '~/lib/views';

const TestimonialStats = homePart('TestimonialStats');
const ROTATE_MS = 7000;

/** Three testimonials that rotate (paused on hover, focus and for reduced motion), with a dot selector. */
export function TestimonialsSection({ testimonials }: { testimonials: HomeTestimonial[] }) {
  const list = testimonials.slice(0, TESTIMONIAL_COUNT);
  const [index, setIndex] = useState(0);
  const [hold, setHold] = useState(false);
  useEffect(() => {
    if (hold || list.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % list.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [hold, list.length, index]);
  const current = list[index] ?? list[0];

  return (
    <section data-section="testimonials" aria-labelledby="testimonials-title" className="below-fold bg-maroon py-20 text-ivory md:py-28">
      <div className="container-shop grid items-center gap-12 lg:grid-cols-[1.2fr_1fr]">
        <div
          onPointerEnter={() => setHold(true)}
          onPointerLeave={() => setHold(false)}
          onFocus={() => setHold(true)}
          onBlur={() => setHold(false)}
        >
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold-light">Kind words</p>
          <h2 id="testimonials-title" className="mt-3 font-display text-4xl md:text-5xl">
            Loved across India
          </h2>
          <figure className="mt-10 min-h-56" aria-live="polite">
            <QuoteIcon className="size-9 text-gold-light/70" aria-hidden="true" />
            <blockquote className="mt-4 font-display text-2xl leading-snug md:text-3xl">{current.message}</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              {current.imageUrl ? (
                <img
                  src={mediaSrc(current.imageUrl, 160)}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded-full border border-gold-light/40 object-cover"
                />
              ) : (
                <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-ivory/10 font-display text-xl">
                  {current.name.charAt(0)}
                </span>
              )}
              <span className="text-sm tracking-wide text-ivory/90">{current.name}</span>
            </figcaption>
          </figure>
          {list.length > 1 ? (
            <div className="mt-8 flex gap-2">
              {list.map((t, i) => (
                <button
                  key={t.id}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Show testimonial ${i + 1} of ${list.length}, from ${t.name}`}
                  aria-current={i === index ? 'true' : undefined}
                  className="grid h-6 place-items-center"
                >
                  <span
                    className={cn(
                      'block h-1.5 rounded-full transition-all',
                      i === index ? 'w-10 bg-gold-light' : 'w-5 bg-ivory/40 hover:bg-ivory/70',
                    )}
                  />
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <ServerMarkup name="home-testimonial-stats">
          <TestimonialStats />
        </ServerMarkup>
      </div>
    </section>
  );
}
