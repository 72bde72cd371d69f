import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { flush } from '~/lib/analytics';
import { lazyOptional } from '~/lib/lazy-parts';
import { onDocumentClick } from './click-tracking';
import { rememberEarlyView } from './early-views';

const AnalyticsTracker = lazyOptional(() => import('./analytics-tracker').then((m) => m.AnalyticsTracker));

/**
 * The analytics tracker's code (sessions, page views, durations, scroll depth, the web analytics
 * tag) is not in a page's first scripts: it is fetched while the page hydrates and records the
 * pages shown before it arrived, which this component remembers. Clicks are recorded from the
 * first moment by one small delegated listener here, and what is queued is sent when the page is
 * hidden or left, so a tap right after the page came alive is not lost, even when it leaves the
 * page before the tracker has arrived.
 */
export function DeferredAnalyticsTracker() {
  const location = useLocation();
  const path = location.pathname + location.search;
  useEffect(() => rememberEarlyView(path, document.title), [path]);

  useEffect(() => {
    const leave = () => flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('click', onDocumentClick, { capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('click', onDocumentClick, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <AnalyticsTracker />
    </Suspense>
  );
}
