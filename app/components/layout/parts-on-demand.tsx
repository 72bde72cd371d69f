import { lazy, type ComponentType } from 'react';

// The parts' props differ; each part's caller is typed by the module it names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ComponentNames<M> = { [K in keyof M]: M[K] extends ComponentType<any> ? K : never }[keyof M] & string;

/**
 * The components of a module whose code stays out of a page's first scripts. The server loads the
 * module at start and writes its parts into the page as usual; the browser fetches it the first time
 * it renders one of them. Two uses:
 * - parts written by the server only (inside ServerMarkup): the browser renders one only for a page
 *   whose HTML did not have it (a page reached by a link), so their code is never fetched on a first visit;
 * - parts below the fold that React takes over when they near the screen (inside HydrateWhenSeen):
 *   their code is fetched then, and until it arrives the server's markup stands, its forms working
 *   as plain forms (the newsletter, the pincode check).
 * Rendered in the browser outside a hydrating page, a part shows nothing until its code has arrived:
 * its caller places it inside a Suspense boundary.
 */
export function partsOnDemand<M extends Record<string, unknown>>(load: () => Promise<M>) {
  let loaded: M | undefined;
  if (import.meta.env.SSR) void load().then((module) => (loaded = module));
  return function part<K extends ComponentNames<M>>(name: K): M[K] {
    const Later = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<Record<string, unknown>> })));
    function Part(props: Record<string, unknown>) {
      const Component = (loaded ? loaded[name] : Later) as ComponentType<Record<string, unknown>>;
      return <Component {...props} />;
    }
    Part.displayName = name;
    return Part as unknown as M[K];
  };
}
