import { createContext, Suspense, useContext, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** The server's markup of each part, read once in the browser, for a part React mounts again later. */
const kept = new Map<string, string>();

/**
 * On the server: parts whose markup is the same on every page of a configuration (the footer's) or
 * on every page at all (constantPart), made once and given by the server's entry (app/entry.server.tsx).
 */
export const ReadyPartsContext = createContext<Readonly<Record<string, string>>>({});

/**
 * A part of the page with nothing to do in the browser (the footer's text and links): the server
 * writes it, and in the browser React keeps the server's markup as it is instead of building and
 * hydrating it again. Its code stays out of the page's scripts when the caller imports the part
 * dynamically (see partsOnDemand), and its elements cost no hydration.
 * Its React Router links are followed in the browser as links are (useServerMarkupLinks); clicks are
 * recorded by the document's own listener. The wrapper is `display: contents`, so the part lays out
 * as if it were not there.
 */
export function ServerMarkup({ name, children }: { name: string; children: ReactNode }) {
  if (import.meta.env.SSR) {
    // The server build only: the browser build has no such branch, so the hook order is fixed in each.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const ready = useContext(ReadyPartsContext)[name];
    if (ready !== undefined) return <div data-server-markup={name} className="contents" dangerouslySetInnerHTML={{ __html: ready }} />;
    return (
      <div data-server-markup={name} className="contents">
        {children}
      </div>
    );
  }
  let html = kept.get(name);
  if (html === undefined) {
    html = document.querySelector(`[data-server-markup="${name}"]`)?.innerHTML;
    if (html !== undefined) kept.set(name, html);
  }
  if (html !== undefined)
    return <div data-server-markup={name} className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
  // The page's HTML had no such part (the error screen, then a link): the browser builds it, its
  // code fetched now (the caller passes a lazily loaded part here). Its wrapper is named apart, so
  // that it is never taken for the server's markup: read while its code is on the way, it would be empty.
  return (
    <div data-browser-part={name} className="contents">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

/** Server: the parts whose markup never changes while the server runs, and their markup once made. */
const constantParts = new Map<string, ComponentType>();
const constantMarkups = new Map<string, string>();
let madeMarkup: Readonly<Record<string, string>> = {};

/**
 * Names `Part` as the content of the ServerMarkup part `name` whose markup is the same on every
 * request (constants only: no props, no loader data, no request). The server's entry makes its markup
 * once (see constantMarkup) and ServerMarkup writes it as it is, so React does not walk its elements
 * on every page. The browser keeps the server's markup as it does for any ServerMarkup part, and
 * builds `Part` itself only for a page reached by a link.
 */
export function constantPart(name: string, Part: ComponentType): ComponentType {
  if (import.meta.env.SSR) constantParts.set(name, Part);
  return Part;
}

/**
 * Server: the markup of every constant part, each made with `render` (React's renderToStaticMarkup)
 * at the first request after its module loaded, before that request's render starts.
 */
export function constantMarkup(render: (element: ReactElement) => string): Readonly<Record<string, string>> {
  if (constantMarkups.size === constantParts.size) return madeMarkup;
  let made = false;
  for (const [name, Part] of constantParts) {
    if (constantMarkups.has(name)) continue;
    try {
      constantMarkups.set(name, render(<Part />));
      made = true;
    } catch {
      // Its code is still loading (a lazily loaded part suspends): this page renders it as usual.
    }
  }
  // The same object while nothing new is made: the server keeps what it builds from it (the footer)
  // for as long as it is the same.
  if (made) madeMarkup = Object.fromEntries(constantMarkups);
  return madeMarkup;
}

/**
 * A React Router link inside server markup is a plain <a> in the browser (React does not own it):
 * a plain left click on one is followed as React Router's own links are, without loading the page
 * again. Other clicks (a new tab, a download, another site) are left to the browser.
 */
export function useServerMarkupLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    function follow(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('[data-server-markup] a[data-discover]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(link.pathname + link.search + link.hash);
    }
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate]);
}
