import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type NameFunction = Extract<NonNullable<Rolldown.CodeSplittingGroup['name']>, (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/** The catalogue pages a shopper moves between; code two of them share travels in one file. */
const CATALOGUE_ROUTE = /[\\/]app[\\/]routes[\\/](home|products|product|search|wishlist)\.tsx\?/;
/**
 * A module goes into 'catalogue' when at least this many catalogue pages use it (the product card
 * and its parts: all five). What only two of them share (the listing's tabs and pagination with the
 * home page or the search) is a file of its own, so the product page does not fetch it.
 */
const CATALOGUE_MIN_ROUTES = 3;
/** The information pages: what they share with the catalogue pages (an icon) stays out of the 'catalogue' file. */
const INFORMATION_ROUTE = /[\\/]app[\\/]routes[\\/](size-guide|care-craft|shipping-returns|privacy|terms)\.tsx\?/;
/** The parts every page fetches once it has come alive (app/lib/use-idle-prefetch.ts, the analytics tracker). */
/** Lucide's icon files and its runtime: a hundred bytes or so each. */
const ICON_MODULE = /node_modules[\\/]lucide-react[\\/]/;
const FETCHED_LATER =
  /[\\/]app[\\/]components[\\/](cart[\\/]cart-drawer|layout[\\/]mobile-menu-panel|analytics[\\/]analytics-tracker)\.tsx$/;

/** Every module `from` imports statically, directly or not, stopping at other entries. */
function staticClosure(ctx: ChunkingContext, from: string) {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    for (const next of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (seen.has(next) || ctx.getModuleInfo(next)?.isEntry) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/**
 * Every page needs React, React Router and what the root route (header, footer) imports, and the
 * catalogue pages share product cards, tabs and icons. Left to itself the bundler cuts that into
 * some forty files, and a phone on 4G over HTTP/1.1 fetches them six at a time; four files
 * ('framework', 'shell', 'catalogue', and 'later' for what every page fetches once it is alive)
 * arrive sooner. Modules only one page uses stay with that page,
 * and nothing only the admin area uses is in these files.
 */
export function shopChunks(rootModule: string): { plugin: Plugin; codeSplitting: Rolldown.CodeSplittingOptions } {
  const rootId = fileURLToPath(rootModule);
  const entries = new Set<string>();
  const fetchedLater = new Set<string>();
  const routeIds = () => [...entries];
  const plugin: Plugin = {
    name: 'shop-chunks-entries',
    applyToEnvironment: (environment) => environment.name === 'client',
    moduleParsed(info) {
      if (info.isEntry) entries.add(info.id);
      if (FETCHED_LATER.test(info.id)) fetchedLater.add(info.id);
    },
  };
  let plan: { shell: Set<string>; later: Set<string>; catalogue: Set<string> } | null = null;
  const planFor = (ctx: ChunkingContext) => {
    if (plan) return plan;
    const shell = staticClosure(ctx, rootId);
    const uses = new Map<string, number>();
    for (const route of routeIds().filter((id) => CATALOGUE_ROUTE.test(id))) {
      for (const id of staticClosure(ctx, route)) if (!shell.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    // What every page fetches later anyway and the catalogue pages use too (the cart drawer's
    // button) goes with the shell; what an information page shares with them (an icon) is left to
    // the bundler. Either way no page loads the whole 'catalogue' file for one of them.
    const later = new Set([...fetchedLater].flatMap((id) => [id, ...staticClosure(ctx, id)]));
    const information = new Set(
      routeIds()
        .filter((id) => INFORMATION_ROUTE.test(id))
        .flatMap((id) => [...staticClosure(ctx, id)]),
    );
    const sharedLater = [...uses.keys()].filter((id) => later.has(id));
    // Every icon a catalogue or information page draws travels with the shell (about 2 KB
    // compressed with lucide's runtime): left to the bundler, the icons shared with other pages
    // became files of a few hundred bytes each, fetched one by one.
    const shopIcons = routeIds()
      .filter((id) => CATALOGUE_ROUTE.test(id) || INFORMATION_ROUTE.test(id))
      .flatMap((id) => [...staticClosure(ctx, id)].filter((module) => ICON_MODULE.test(module)));
    const shellAll = new Set([...shell, ...sharedLater, ...shopIcons]);
    plan = {
      shell: shellAll,
      later: new Set([...later].filter((id) => !shellAll.has(id))),
      catalogue: new Set(
        [...uses].filter(([id, count]) => count >= CATALOGUE_MIN_ROUTES && !later.has(id) && !information.has(id)).map(([id]) => id),
      ),
    };
    return plan;
  };
  const codeSplitting: Rolldown.CodeSplittingOptions = {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 4 },
      { name: (id, ctx) => (planFor(ctx).shell.has(id) ? 'shell' : null), priority: 3 },
      // Fetched together once the page is alive: six files of a kilobyte each were 1.2 KB more
      // compressed than one, each with its own request.
      { name: (id, ctx) => (planFor(ctx).later.has(id) ? 'later' : null), priority: 2 },
      { name: (id, ctx) => (planFor(ctx).catalogue.has(id) ? 'catalogue' : null), priority: 1 },
    ],
  };
  return { plugin, codeSplitting };
}
