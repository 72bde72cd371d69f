import { Fragment, Suspense, isValidElement, type ComponentType, type ReactElement } from 'react';
import {
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  ServerRouter as RouterServerRouter,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
  type DataRouteMatch,
  type DataRouteObject,
  type DataRouter as StaticRouter,
  type EntryContext,
  type ServerRouterProps,
  type StaticHandlerContext,
} from 'react-router';

type Matcher = (location: string | object) => DataRouteMatch[] | null;
type Props = Record<string, unknown>;

/** What every render of one build shares: React Router makes it afresh on every request. */
interface BuildParts {
  routeModules: EntryContext['routeModules'];
  routes: DataRouteObject[];
  manifest: StaticRouter['manifest'];
  future: StaticRouter['future'];
  createHref: StaticRouter['createHref'];
  encodeLocation: StaticRouter['encodeLocation'];
  StreamTransfer: ComponentType<Props>;
}

const builds = new WeakMap<EntryContext['manifest'], BuildParts>();

/**
 * React Router's `ServerRouter`, with the same output, minus the work that is the same on every
 * request. React Router's turns the build's route table into server routes and converts those into
 * the data routes of its server-side router on every render (about 5 % of a signed-in page's CPU), and its
 * boot script matches every parent path of the address against all routes again (the lazy-discovery
 * manifest, about 2 %). Here the first render of a build is React Router's own; its routes, their
 * manifest and the hand-off component are kept from that render's element tree, and later renders
 * of the same build build the same tree around them. A path's matches are kept by React Router's
 * matcher itself (server/route-matches.ts).
 * If the tree is not the shape this expects (another React Router version), every render stays
 * React Router's own.
 */
export function ServerRouter({ context, url, nonce }: ServerRouterProps) {
  const parts = builds.get(context.manifest);
  if (!parts || context.isSpaMode || !sameModules(parts.routeModules, context.routeModules)) {
    const element = RouterServerRouter({ context, url, nonce });
    const found = !context.isSpaMode && buildParts(element, context);
    if (found) builds.set(context.manifest, found);
    return element;
  }
  const { routeModules, manifest } = context;
  const staticContext = context.staticHandlerContext;
  // As React Router does: a route whose loader the browser runs again with its fallback shows the fallback.
  staticContext.loaderData = { ...staticContext.loaderData };
  for (const match of staticContext.matches) {
    const routeId = match.route.id;
    const route = routeModules[routeId];
    const manifestRoute = manifest.routes[routeId];
    if (
      route &&
      manifestRoute &&
      shouldHydrateRouteLoader(routeId, route.clientLoader, manifestRoute.hasLoader, context.isSpaMode) &&
      (route.HydrateFallback || !manifestRoute.hasLoader)
    )
      delete staticContext.loaderData[routeId];
  }
  const router = staticRouter(parts, staticContext);
  const { StreamTransfer } = parts;
  return (
    <>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules,
          criticalCss: context.criticalCss,
          serverHandoffString: context.serverHandoffString,
          future: context.future,
          ssr: context.ssr,
          isSpaMode: context.isSpaMode,
          routeDiscovery: context.routeDiscovery,
          nonce,
          serializeError: context.serializeError,
          renderMeta: context.renderMeta,
        }}
      >
        <RemixErrorBoundary location={router.state.location}>
          <StaticRouterProvider router={router} context={staticContext} hydrate={false} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      {context.serverHandoffStream ? (
        <Suspense>
          <StreamTransfer
            context={context}
            identifier={0}
            reader={context.serverHandoffStream.getReader()}
            textDecoder={new TextDecoder()}
            nonce={nonce}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The same route modules: a development build replaces them on every edit. */
function sameModules(kept: EntryContext['routeModules'], now: EntryContext['routeModules']) {
  for (const id in now) if (kept[id] !== now[id]) return false;
  return true;
}

/** The parts of React Router's own render this reuses, or null when its tree is not the expected one. */
function buildParts(element: ReactElement, context: EntryContext): BuildParts | null {
  const [framework, handoff] = childrenOf(element, Fragment);
  const [boundary] = childrenOf(framework, FrameworkContext.Provider);
  const [provider] = childrenOf(boundary, RemixErrorBoundary);
  const [transfer] = childrenOf(handoff, Suspense);
  if (!isValidElement(provider) || provider.type !== StaticRouterProvider || !isValidElement(transfer)) return null;
  const router = (provider.props as { router: StaticRouter }).router;
  if (typeof transfer.type !== 'function') return null;
  return {
    routeModules: context.routeModules,
    routes: router.routes,
    manifest: router.manifest,
    future: router.future,
    createHref: router.createHref,
    encodeLocation: router.encodeLocation,
    StreamTransfer: transfer.type as ComponentType<Props>,
  };
}

function childrenOf(element: unknown, type: unknown): unknown[] {
  if (!isValidElement(element) || element.type !== type) return [];
  const { children } = element.props as { children?: unknown };
  return Array.isArray(children) ? children : [children];
}

/** React Router's `createStaticRouter`, with the build's data routes kept instead of converted again. */
function staticRouter(parts: BuildParts, context: StaticHandlerContext): StaticRouter {
  const { manifest } = parts;
  const mapRouteMatch = (match: DataRouteMatch) => ({ ...match, route: manifest[match.route.id] || match.route });
  const matches = context.matches.map(mapRouteMatch);
  const match = (context as StaticHandlerContext & { _match: Matcher })._match;
  const stateless = (method: string) => () => {
    throw `You cannot use router.${method}() on the server because it is a stateless environment`;
  };
  return {
    get basename() {
      return context.basename;
    },
    get future() {
      return parts.future;
    },
    get state() {
      return {
        historyAction: 'POP',
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
        initialized: true,
        renderFallback: false,
        navigation: IDLE_NAVIGATION,
        restoreScrollPosition: null,
        preventScrollReset: false,
        revalidation: 'idle',
        fetchers: new Map(),
        blockers: new Map(),
      };
    },
    get routes() {
      return parts.routes;
    },
    get manifest() {
      return manifest;
    },
    get window() {
      return undefined;
    },
    match(location: string | object) {
      return match(location)?.map(mapRouteMatch) ?? null;
    },
    initialize: stateless('initialize'),
    subscribe: stateless('subscribe'),
    enableScrollRestoration: stateless('enableScrollRestoration'),
    navigate: stateless('navigate'),
    fetch: stateless('fetch'),
    revalidate: stateless('revalidate'),
    createHref: parts.createHref,
    encodeLocation: parts.encodeLocation,
    getFetcher() {
      return IDLE_FETCHER;
    },
    deleteFetcher: stateless('deleteFetcher'),
    resetFetcher: stateless('resetFetcher'),
    dispose: stateless('dispose'),
    getBlocker() {
      return IDLE_BLOCKER;
    },
    deleteBlocker: stateless('deleteBlocker'),
    patchRoutes: stateless('patchRoutes'),
    _internalFetchControllers: new Map(),
    _internalSetRoutes: stateless('_internalSetRoutes'),
    _internalSetStateDoNotUseOrYouWillBreakYourApp: stateless('_internalSetStateDoNotUseOrYouWillBreakYourApp'),
  } as unknown as StaticRouter;
}
