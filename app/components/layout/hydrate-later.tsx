import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates after the rest, in short slices the browser can answer
 * touches between. In the browser a server-rendered Suspense boundary is left as it is on the
 * first pass and hydrated later at the lowest priority, interruptibly, instead of inside the one
 * long task that hydrates the page; a tap inside it still hydrates it at once and is handled.
 * Nothing here suspends, so the fallback is never shown: the server always writes the content
 * inline (see `progressiveChunkSize` in app/entry.server.tsx).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
