import { useEffect } from 'react';

/**
 * Once the page has hydrated and the main thread is idle, fetches the code of a panel that is
 * loaded on first use (the menu, the cart drawer), so a shopper's first tap does not wait for the
 * network. `when` is read once: e.g. only where the panel's button is shown.
 */
export function useIdlePrefetch(load: () => unknown, when: () => boolean = () => true) {
  useEffect(() => {
    if (!when()) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void load(), 2000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => void load(), { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
    // Once per page load: `load` and `when` are module-level functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
