import { logger } from '../app/server/platform/logger.server.ts';

/**
 * React Router matches a page's path twice a request (the request handler, then the static handler's
 * query), and each match tries the path against the route branches one by one, the longest paths
 * first: an information page's path was tried against about forty branches, building a joined path
 * for each, twice. That was 7 % of the CPU of an information page (record 0007, tenth sitting).
 *
 * The shop's routes do not change while the server runs, so the answer for a path is always the
 * same: this keeps it, per matcher, and hands each caller its own copy (a loader may change its
 * `params`). React Router has no option for this, and the matcher is not part of its public API, so
 * its class is reached by its file, next to React Router's entry. A test fails when an upgrade moves
 * it; the shop then works as before, only without the kept matches, and says so in its log.
 */
type RouteMatch = { params: Record<string, string | undefined> };
type Matcher = {
  update(routes: unknown): unknown;
  match(location: string | { pathname?: string }, allowPartial?: boolean): RouteMatch[] | null;
};
type MatcherClass = { prototype: Matcher };

/** Paths kept per matcher: a shop has a few hundred pages a day worth keeping; the rest are redone. */
const MAX_KEPT_PATHS = 2000;
/** No shop page has a longer path; longer ones (made up, never linked) are matched afresh, not kept. */
const MAX_KEPT_PATH_LENGTH = 256;
const kept = new WeakMap<Matcher, Map<string, RouteMatch[] | null>>();

function copy(matches: RouteMatch[] | null): RouteMatch[] | null {
  if (!matches) return null;
  // One params object is shared by all matches of a path, as React Router makes them.
  const params = { ...matches.at(-1)?.params };
  return matches.map((match) => ({ ...match, params }));
}

export function keepMatches(matcherClass: MatcherClass): void {
  const { match, update } = matcherClass.prototype;
  if ((match as { kept?: true }).kept) return;
  matcherClass.prototype.update = function (this: Matcher, routes) {
    kept.delete(this);
    return update.call(this, routes);
  };
  const keptMatch: Matcher['match'] = function (this: Matcher, location, allowPartial = false) {
    const pathname = typeof location === 'string' ? location : location.pathname;
    if (pathname === undefined || pathname.length > MAX_KEPT_PATH_LENGTH) return match.call(this, location, allowPartial);
    let paths = kept.get(this);
    if (!paths) kept.set(this, (paths = new Map()));
    const key = `${allowPartial ? 'partial ' : ''}${pathname}`;
    let matches = paths.get(key);
    if (matches === undefined) {
      matches = match.call(this, location, allowPartial);
      if (paths.size >= MAX_KEPT_PATHS) paths.clear();
      paths.set(key, matches);
    }
    return copy(matches);
  };
  Object.assign(keptMatch, { kept: true });
  matcherClass.prototype.match = keptMatch;
}

/** React Router's own matcher class, from the file its entry imports it from; undefined when it moved. */
export async function reactRouterMatcher(): Promise<MatcherClass | undefined> {
  try {
    const file = new URL('./lib/router/matcher.js', import.meta.resolve('react-router'));
    const module = (await import(file.href)) as { V6RegExMatcher?: MatcherClass };
    return typeof module.V6RegExMatcher?.prototype?.match === 'function' ? module.V6RegExMatcher : undefined;
  } catch {
    return undefined;
  }
}

/** Called once at start, before React Router's request handler is made. */
export async function keepRouteMatches(): Promise<boolean> {
  const matcherClass = await reactRouterMatcher();
  if (!matcherClass) {
    logger.warn('React Router’s route matcher was not found: every request matches its path afresh');
    return false;
  }
  keepMatches(matcherClass);
  return true;
}
