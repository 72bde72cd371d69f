import { lazy, type ComponentType } from 'react';

// The parts' props differ; each part's caller is typed by the module it names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ComponentNames<M> = { [K in keyof M]: M[K] extends ComponentType<any> ? K : never }[keyof M] & string;

/**
 * The components of a module whose code stays out of a page's first scripts. The server loads the
 * module at start and writes its parts into the page as usual; the browser fetches it the first time
 * it renders one of them:
 * - a part written by the server only (inside ServerMarkup): only for a page whose HTML did not have
 *   it (a page reached by a link), so its code is never fetched on a first visit;
 * - a part that hydrates when seen (inside HydrateWhenSeen): when it comes near the screen or the
 *   shopper touches the page. Until its code has arrived the server's markup stands, working as it
 *   does without scripts, and what the shopper types into it stays (docs/decisions/0014-input-before-hydration.md).
 *   Only a part whose markup does its work without scripts (a form that is sent, a link) may wait
 *   so: React does not play a tap again on a part that could not hydrate at once, so a button that
 *   only scripts answer (a tab, a carousel's arrow) would lose the tap made while its code travels.
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
