import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** One query for the page: the snapshot is read on every render of the parts that ask. */
let query: MediaQueryList | undefined;
const mediaQuery = () => (query ??= window.matchMedia(QUERY));

function subscribe(changed: () => void) {
  mediaQuery().addEventListener('change', changed);
  return () => mediaQuery().removeEventListener('change', changed);
}

/**
 * Whether the visitor asks for less motion: true on the server and while the page hydrates, so
 * nothing moves before the browser has said. Read through useSyncExternalStore, the browser's answer
 * is rendered at once, synchronously, when hydration is done (a state set in an effect would take the
 * lowest priority of a part hydrated later), and again whenever the setting changes.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery().matches,
    () => true,
  );
}
