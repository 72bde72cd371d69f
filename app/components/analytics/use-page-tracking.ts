import { useEffect, useEffectEvent, useRef } from 'react';
import { enqueue, sendDuration } from '~/lib/analytics';
import { takeEarlyViews } from './early-views';

const DEPTHS = [25, 50, 75, 100] as const;

type Page = { path: string; visibleSince: number | null; seconds: number; depths: Set<number> };

/**
 * A page view on every navigation (client-side ones too) with the previous URL; the duration
 * beacon when the page is left or hidden; scroll depth at 25/50/75/100 per page view. Sending
 * what is queued when the page is left belongs to DeferredAnalyticsTracker, which is there first.
 */
export function usePageTracking(path: string, onView: (path: string, title: string, previous: string | null) => void) {
  const page = useRef<Page | null>(null);
  const view = useEffectEvent(onView);

  useEffect(() => {
    const current = page.current;
    if (current?.path === path) return;
    let previous = current?.path ?? (document.referrer || null);
    let shownAt = Date.now();
    if (current) sendDuration(current.path, elapsed(current));
    else ({ previous, shownAt } = recordEarlyViews(path, previous, view));
    page.current = { path, visibleSince: document.hidden ? null : shownAt, seconds: 0, depths: new Set() };
    view(path, document.title, previous);
  }, [path]);

  useEffect(() => {
    const leave = () => {
      const current = page.current;
      if (current) {
        sendDuration(current.path, elapsed(current));
        current.seconds = 0;
        current.visibleSince = null;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
      else if (page.current) page.current.visibleSince = Date.now();
    };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const current = page.current;
        if (!current) return;
        const root = document.documentElement;
        const seen = ((window.scrollY + window.innerHeight) / Math.max(root.scrollHeight, 1)) * 100;
        for (const depth of DEPTHS) {
          if (seen >= depth - 0.5 && !current.depths.has(depth)) {
            current.depths.add(depth);
            enqueue({ type: 'scroll_depth_reached', scrollPercentage: depth, pageUrl: current.path });
          }
        }
      });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    window.addEventListener('scroll', onScroll, { passive: true });
    // The tracker arrives after the page came alive: a shopper may already have scrolled.
    if (window.scrollY > 0) onScroll();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
}

/**
 * The pages shown before the tracker arrived, each with the time until the next one; the page on
 * screen now is left to the caller, with the address it was reached from and when it was shown.
 */
function recordEarlyViews(path: string, referrer: string | null, view: (path: string, title: string, previous: string | null) => void) {
  const views = takeEarlyViews();
  const shownAt = views.at(-1)?.path === path ? views.pop()!.at : Date.now();
  let previous = referrer;
  views.forEach((early, index) => {
    view(early.path, early.title, previous);
    sendDuration(early.path, ((views[index + 1]?.at ?? Date.now()) - early.at) / 1000);
    previous = early.path;
  });
  return { previous, shownAt };
}

function elapsed(page: Page) {
  return page.seconds + (page.visibleSince === null ? 0 : (Date.now() - page.visibleSince) / 1000);
}
