import { ScrollRestoration } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * React Router's scroll restoration, from the moment the page has hydrated: a link followed in the
 * browser opens its page at the top (or at its #part), and Back to a page of the same visit returns
 * to where the shopper was.
 *
 * Rendered on the server it also writes an inline script at the end of the body, which reads
 * sessionStorage while the page is parsed, to restore the place on a reload or a Back that loads the
 * page again. A page's first sessionStorage read waits for the browser process to open the tab's
 * storage: on a busy phone that held the main thread for 35–45 ms (under 1 ms of it CPU), the
 * longest task of the product page (docs/decisions/0013-main-thread-against-the-anchor.md). Those
 * loads need no script: React Router hands scrolling back to the browser whenever a page is left,
 * and the browser restores the place itself (tests/e2e/shopper/scroll-positions.spec.ts).
 */
export function ScrollPositions() {
  return useHydrated() ? <ScrollRestoration /> : null;
}
