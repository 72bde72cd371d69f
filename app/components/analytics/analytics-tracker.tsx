import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { currentPath, enqueue, toWebTag, trackingAllowed, upsertSession, attachWebTag } from '~/lib/analytics';
import { useOptionalUser, usePublicConfig } from '~/lib/root-data';
import { usePageTracking } from './use-page-tracking';

/**
 * First-party analytics for every visitor (sessions, page views, time on page; cart additions are sent by
 * the Add to Cart forms once the server has taken them),
 * mounted once in the root through DeferredAnalyticsTracker; clicks are its own listener.
 * Renders nothing; everything is sent in the background and never delays the page.
 */
export function AnalyticsTracker() {
  const userId = useOptionalUser()?.id ?? null;
  const { analyticsId } = usePublicConfig();
  const location = useLocation();

  // The session row; sent again after sign-in so the server attaches the user from the cookie.
  useEffect(() => {
    if (!trackingAllowed()) return;
    upsertSession({ touchPoints: navigator.maxTouchPoints });
  }, [userId]);

  useEffect(() => {
    if (!analyticsId || !trackingAllowed()) return;
    import('~/lib/web-analytics')
      .then((tag) => {
        tag.loadWebAnalytics(analyticsId);
        attachWebTag(tag);
        // The page on screen was recorded before the tag's code arrived.
        tag.sendWebPageView(currentPath(), document.title);
      })
      .catch((error) => console.warn('analytics: the web analytics tag could not be loaded', error));
  }, [analyticsId]);

  usePageTracking(location.pathname + location.search, (path, title, previous) => {
    enqueue({ type: 'page_view', pageUrl: path, pageTitle: title.slice(0, 200), previousPageUrl: previous });
    toWebTag((tag) => tag.sendWebPageView(path, title));
  });

  return null;
}
