import { lazy, Suspense, useEffect } from 'react';
import { onDocumentClick } from './click-tracking';

const AnalyticsTracker = lazy(() => import('./analytics-tracker').then((m) => ({ default: m.AnalyticsTracker })));

/**
 * The analytics tracker's code (sessions, page views, durations, scroll depth, the web analytics
 * tag) is not in a page's first scripts: it is fetched while the page hydrates and records the
 * page it finds. Clicks are recorded from the first moment by one small delegated listener here,
 * so a tap right after the page came alive is not lost.
 */
export function DeferredAnalyticsTracker() {
  useEffect(() => {
    document.addEventListener('click', onDocumentClick, { capture: true });
    return () => document.removeEventListener('click', onDocumentClick, { capture: true });
  }, []);
  return (
    <Suspense fallback={null}>
      <AnalyticsTracker />
    </Suspense>
  );
}
