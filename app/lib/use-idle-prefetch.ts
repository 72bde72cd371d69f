import { useEffect } from 'react';
import { prefetch } from './lazy-parts';

/**
 * Once the page has hydrated, at the main thread's first idle moment (half a second at the latest:
 * on a slow phone the idle moments come late, and a shopper may tap by then), fetches the code of
 * a panel that is loaded on first use (the menu, the cart drawer), so the first tap does not wait
 * for the network. `when` is read once: e.g. only where the panel's button is shown.
 */
export function useIdlePrefetch(load: () => Promise<unknown>, when: () => boolean = () => true) {
  useEffect(() => {
    if (!when()) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => prefetch(load), 500);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => prefetch(load), { timeout: 500 });
    return () => window.cancelIdleCallback(id);
    // Once per page load: `load` and `when` are module-level functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
