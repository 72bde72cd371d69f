import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while React hydrates the server's markup (and on the server), true after. Read through
 * useSyncExternalStore, React renders the component again at once, synchronously, when hydration
 * is done. A state set in an effect instead takes the priority of the part that hydrated, the lowest
 * for a part hydrated later (components/layout/hydrate-later.tsx): under load a form went on
 * showing its server state (an enabled Submit) for seconds after the page was alive.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, inBrowser, onServer);
}
