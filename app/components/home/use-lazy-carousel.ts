import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

type Action = (carousel: EmblaCarouselType) => void;

/**
 * Embla's carousel, started when its viewport comes near the screen or a button needs it: the
 * library is fetched then, so it stays out of the page's first script. Until then the slides are a
 * plain row, which is where Embla starts too. `options` must be a constant.
 *
 * Returns the ref for the viewport and `run`, which calls an action on the carousel (at once, or
 * as soon as it has started).
 */
export function useLazyCarousel(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const carousel = useRef<EmblaCarouselType | null>(null);
  const pending = useRef<Action | null>(null);

  useEffect(() => {
    if (!viewport || wanted) return;
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), { rootMargin: '400px' });
    near.observe(viewport);
    return () => near.disconnect();
  }, [viewport, wanted]);

  useEffect(() => {
    if (!viewport || !wanted) return;
    let stopped = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (stopped) return;
      carousel.current = EmblaCarousel(viewport, options);
      pending.current?.(carousel.current);
      pending.current = null;
    });
    return () => {
      stopped = true;
      carousel.current?.destroy();
      carousel.current = null;
    };
  }, [viewport, wanted, options]);

  const run = useCallback((action: Action) => {
    if (carousel.current) return action(carousel.current);
    pending.current = action;
    setWanted(true);
  }, []);

  return [setViewport, run] as const;
}
