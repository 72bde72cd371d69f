import { createContext, useContext, useEffect } from 'react';

/** The page's first script (app/lib/early-start.ts), given to the server render only, so it never travels in the modules too. */
export const EarlyStartContext = createContext('');

/** The first script of every page: registers the stylesheet's @property rules and holds the page's scripts until it has loaded. */
export function EarlyStart() {
  const script = useContext(EarlyStartContext);
  // In the browser the text is empty and React leaves the server's element as it is.
  // The content security policy names it by the hash of its text (app/server/render/csp.server.ts).
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * Placed after the page's main part (inside its HydrateLater boundary, and in the error screen): its
 * effect runs once that part is hydrated, not merely the shell around it, so the page counts as alive
 * (`shopPage.ready`, which the end-to-end tests and the touch benchmark wait for) only when its forms are.
 */
export function PageAlive() {
  useEffect(() => window.shopPage?.hydrated(), []);
  return null;
}
