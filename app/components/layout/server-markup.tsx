import { Suspense, type ReactNode } from 'react';

/** The server's markup of each part, read once in the browser, for a part React mounts again later. */
const kept = new Map<string, string>();

/**
 * A part of the page with nothing to do in the browser (the footer's text and links): the server
 * writes it, and in the browser React keeps the server's markup as it is instead of building and
 * hydrating it again. Its code stays out of the page's scripts when the caller imports the part
 * dynamically (see site-footer.tsx), and its elements cost no hydration.
 * Links in it are plain links; clicks are recorded by the document's own listener. The wrapper is
 * `display: contents`, so the part lays out as if it were not there.
 */
export function ServerMarkup({ name, children }: { name: string; children: ReactNode }) {
  if (import.meta.env.SSR) {
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
  // code fetched now (the caller passes a lazily loaded part here).
  return (
    <div data-server-markup={name} className="contents">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
