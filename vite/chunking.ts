import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type NameFunction = Extract<NonNullable<Rolldown.CodeSplittingGroup['name']>, (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

/**
 * React and React Router, in two files: the page's first script evaluates its files one per task
 * (app/lib/early-start.ts), and the two together were one task of about 5 ms of CPU, 65 ms on the
 * phone Lighthouse simulates; apart, each stays under the 50 ms line (record 0029).
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const ROUTER = /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;
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
/** lucide-react's icon modules (`lucide-react/icons/heart`, as the shop imports them): a hundred bytes or so each. */
const ICON_MODULE = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/;
/** The header's panels, fetched when a shopper reaches for their button (the cart drawer, the menu sheet). */
const HEADER_PANEL = /[\\/]app[\\/]components[\\/](cart[\\/]cart-drawer|layout[\\/]mobile-menu-panel)\.tsx$/;

/** A route module's file name without its folder and extension: 'product' for app/routes/product.tsx. */
const routeName = (id: string) =>
  id
    .replace(/[?#].*$/, '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.tsx?$/, '');

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
 * some forty files, and a phone on 4G over HTTP/1.1 fetches them six at a time; a few files
 * ('framework-react', 'framework-router', 'shell', 'catalogue', and 'panels' for the header's cart
 * drawer and menu sheet) arrive sooner. Modules only one page uses stay with that page (the analytics tracker, which
 * every page fetches while it hydrates, is a file of its own), and nothing only the admin area
 * uses is in these files.
 */
export function shopChunks(rootModule: string): { plugin: Plugin; codeSplitting: Rolldown.CodeSplittingOptions } {
  const rootId = fileURLToPath(rootModule);
  const entries = new Set<string>();
  const headerPanels = new Set<string>();
  const routeIds = () => [...entries];
  const plugin: Plugin = {
    name: 'shop-chunks-entries',
    applyToEnvironment: (environment) => environment.name === 'client',
    moduleParsed(info) {
      if (info.isEntry) entries.add(info.id);
      if (HEADER_PANEL.test(info.id)) headerPanels.add(info.id);
    },
  };
  let plan: {
    shell: Set<string>;
    panels: Set<string>;
    catalogue: Set<string>;
    pageIcons: Map<string, string>;
  } | null = null;
  const planFor = (ctx: ChunkingContext) => {
    if (plan) return plan;
    const shell = staticClosure(ctx, rootId);
    const uses = new Map<string, number>();
    for (const route of routeIds().filter((id) => CATALOGUE_ROUTE.test(id))) {
      for (const id of staticClosure(ctx, route)) if (!shell.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
    }
    // What the panels share with the catalogue pages goes with the shell; what an information page
    // shares with them (an icon) is left to the bundler. Either way no page loads the whole
    // 'catalogue' file for one of them.
    const panels = new Set([...headerPanels].flatMap((id) => [id, ...staticClosure(ctx, id)]));
    const information = new Set(
      routeIds()
        .filter((id) => INFORMATION_ROUTE.test(id))
        .flatMap((id) => [...staticClosure(ctx, id)]),
    );
    const sharedWithPanels = [...uses.keys()].filter((id) => panels.has(id));
    // Icons travel with the pages that draw them. Left to the bundler, icons a page shares with a
    // dialog it loads later became files of a few hundred bytes each, fetched one by one; so an
    // icon drawn by one page only goes into one icons file for that page, and an icon two or more
    // pages draw goes with the shell.
    const iconPages = new Map<string, string[]>();
    for (const route of routeIds().filter((id) => CATALOGUE_ROUTE.test(id) || INFORMATION_ROUTE.test(id)))
      for (const module of staticClosure(ctx, route))
        if (ICON_MODULE.test(module)) iconPages.set(module, [...(iconPages.get(module) ?? []), route]);
    const shopIcons = [...iconPages].filter(([, pages]) => pages.length >= 2).map(([id]) => id);
    const pageIcons = new Map(
      [...iconPages].filter(([, pages]) => pages.length === 1).map(([id, [page]]) => [id, `${routeName(page)}-icons`]),
    );
    const shellAll = new Set([...shell, ...sharedWithPanels, ...shopIcons]);
    plan = {
      shell: shellAll,
      pageIcons,
      panels: new Set([...panels].filter((id) => !shellAll.has(id))),
      catalogue: new Set(
        [...uses].filter(([id, count]) => count >= CATALOGUE_MIN_ROUTES && !panels.has(id) && !information.has(id)).map(([id]) => id),
      ),
    };
    return plan;
  };
  const codeSplitting: Rolldown.CodeSplittingOptions = {
    groups: [
      { name: 'framework-react', test: REACT, priority: 5 },
      { name: 'framework-router', test: ROUTER, priority: 4 },
      { name: (id, ctx) => (planFor(ctx).shell.has(id) ? 'shell' : null), debugName: 'shell', priority: 3 },
      // The drawer and the menu share the dialog: one file, fetched for whichever is reached for first
      // (six files of a kilobyte each were 1.2 KB more compressed than one, each with its own request).
      { name: (id, ctx) => (planFor(ctx).panels.has(id) ? 'panels' : null), debugName: 'panels', priority: 2 },
      { name: (id, ctx) => (planFor(ctx).catalogue.has(id) ? 'catalogue' : null), debugName: 'catalogue', priority: 1 },
      { name: (id, ctx) => planFor(ctx).pageIcons.get(id) ?? null, debugName: 'page icons', priority: 1 },
    ],
  };
  return { plugin, codeSplitting };
}
