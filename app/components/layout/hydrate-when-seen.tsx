import { Suspense, use, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useFetchers, useNavigation, useRevalidator } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';

/**
 * A part of the page that React hydrates only once it comes near the screen, or the shopper
 * touches, clicks or types anywhere on the page, whichever is first. Until then the server's markup
 * stands as it is: its links and forms work as they do without scripts, and the phone's main thread
 * is spared its hydration while the first screen loads (parts below the fold, filters in a closed
 * panel, cards further down a grid).
 *
 * How, with React's public APIs: inside a Suspense boundary, a component that suspends while the
 * page hydrates leaves the server's markup in place (as a lazily loaded component does), and React
 * hydrates the part when the promise settles. The part waits only while the first page hydrates: a
 * page reached by a link renders it at once (useHydrated reads the server value only
 * while hydrating).
 *
 * Any touch, click, key, input or form submission opens every waiting part before React sees the event
 * (a listener on the window, in the capture phase): React then hydrates the part under the finger
 * at once and hands it the event, and an update the event starts (a navigation, a form sent) never
 * meets a part that still waits.
 *
 * So does any work of the router's that no event started (a fetcher loading on mount, such as the
 * size suggestion's profiles, or a revalidation): React Router applies its updates in a transition,
 * and a transition that reaches a part still waiting to hydrate is held back until that part
 * hydrates, so the whole page would keep showing the old state until the shopper scrolled or
 * touched it. The first time the router gets busy, every waiting part is opened (while rendering,
 * as the held-back update is never committed and no effect of it would run).
 */
export function HydrateWhenSeen({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const routerBusy = useRouterBusy();
  if (routerBusy && !import.meta.env.SSR) openEveryGate();
  useEffect(() => {
    const element = ref.current;
    const gate = gateFor(id);
    if (!element || gate.open) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openGate(id);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    void gate.opened.then(() => observer.disconnect());
    return () => observer.disconnect();
  }, [id]);
  // While the part waits, a render of the page around it (once the page is alive, the router takes
  // in the routes its links lead to and renders every route again) gives it the very element it was
  // hydrated from: React then leaves the waiting part alone. A new element would make React build the
  // part's whole content in the browser, then throw it away because the part still waits, at every
  // such render (measured: thousands of elements on the listing, half its main-thread time).
  const open = gateFor(id).open;
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <WaitUntilSeen id={id}>{children}</WaitUntilSeen>
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- kept while the part waits (above)
    [id, open ? children : null],
  );
  return (
    <div ref={ref} className={className}>
      {part}
    </div>
  );
}

function WaitUntilSeen({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = !useHydrated();
  if (hydrating && !import.meta.env.SSR && !gateFor(id).open) use(gateFor(id).opened);
  return children;
}

/** Whether the router is navigating, revalidating or running a fetcher. */
function useRouterBusy(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  return navigation.state !== 'idle' || revalidator.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
}

type Gate = { open: boolean; opened: Promise<void>; resolve: () => void };
const gates = new Map<string, Gate>();
let everyGateOpen = false;

function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve = () => {};
    const opened = new Promise<void>((r) => (resolve = r));
    gate = { open: everyGateOpen, opened, resolve };
    if (everyGateOpen) resolve();
    gates.set(id, gate);
  }
  return gate;
}

function openGate(id: string) {
  const gate = gateFor(id);
  gate.open = true;
  gate.resolve();
}

function openEveryGate() {
  if (everyGateOpen) return;
  everyGateOpen = true;
  for (const id of gates.keys()) openGate(id);
}

if (typeof window !== 'undefined') {
  const openAll = () => {
    openEveryGate();
    for (const type of OPENING_EVENTS) window.removeEventListener(type, openAll, true);
  };
  // input and change too: a part whose field a shopper is typing in, or whose choice is being made,
  // must be React's by the time that change needs an answer.
  const OPENING_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'click', 'focusin', 'input', 'change', 'submit', 'popstate'];
  for (const type of OPENING_EVENTS) window.addEventListener(type, openAll, { capture: true, passive: true });
}
