import { type ShouldRevalidateFunctionArgs, isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError } from 'react-router';
import { Suspense } from 'react';
import type { Route } from './+types/root';
import { HydrateLater } from '~/components/layout/hydrate-later';
import { HydrateWhenSeen } from '~/components/layout/hydrate-when-seen';
import { useServerMarkupLinks } from '~/components/layout/server-markup';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { ScrollPositions } from '~/components/layout/scroll-positions';
import { BrowserCartMove } from '~/components/cart/browser-cart-move';
import { CartDrawerSlot } from '~/components/cart/cart-drawer-slot';
import { ShopToaster } from '~/components/layout/shop-toaster';
import { DeferredAnalyticsTracker } from '~/components/analytics/deferred-analytics-tracker';
import { SeoHead } from '~/components/layout/seo-head';
import { useInlineStyles } from '~/lib/inline-styles';
import { EarlyStart, PageAlive } from '~/lib/early-start-script';
import { lazyOrReload } from '~/lib/lazy-parts';
import { usePersonalPartsAfterLoad } from '~/lib/personal-parts';
import { publicConfig } from '~/server/platform/env.server';
import { getUser, isAdmin } from '~/server/auth/permissions.server';
import { countCart } from '~/server/data/cart.server';
import { listWishlistIds } from '~/server/data/wishlist.server';
import { unavailableAs503 } from '~/server/routing/unavailable.server';
import { routeRules } from '~/server/routing/route-rules.server';
import stylesheet from './app.css?url';

// Only a page that is not there draws it: its code is fetched by that page alone (the server writes
// it into the page, and the browser hydrates it once its file is in).
const NotFoundScreen = lazyOrReload(() => import('~/components/layout/not-found-screen').then((m) => m.NotFoundScreen));

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * Rules of the matched route (body size, one 405 answer, the page address; app/server/routing/route-rules.server.ts),
 * and a failure caused by the database or a full disk answers 503 (try again), not 500.
 */
export const middleware: Route.MiddlewareFunction[] = [routeRules, unavailableAs503];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const [wishlistIds, cartCount] = user ? await Promise.all([listWishlistIds(user.id), countCart(user.id)]) : [[], 0];
  return {
    user: user ? { id: user.id, name: user.name, email: user.email, isAdmin: isAdmin(user) } : null,
    wishlistIds,
    /** Pieces in her cart (kept on the server), for the header's badge. */
    cartCount,
    config: publicConfig(),
  };
}

// The header's badges and the admin button depend on who is signed in; refresh after actions, and
// when the page asks for its personal parts (app/lib/personal-parts.ts: the same address, no form).
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return !formMethod && currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const inlineCss = useInlineStyles();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1f2b" />
        <EarlyStart />
        {/* The stylesheet (about 11 KB compressed) travels inside the page: on a phone the first
            paint then needs no second request and never waits behind the script downloads.
            In the browser React finds this element by its href and leaves it in place. */}
        <style href={stylesheet} precedence="default">
          {inlineCss}
        </style>
        <Meta />
        <SeoHead />
        {/* The web fonts' faces come with the whole stylesheet, which app/lib/page-start.ts adds after the
            main picture (a browser that has their files gets them in the inline part); without scripts
            this link brings it. It comes before the routes' own stylesheets (the admin's), as the
            page's styles do, so that theirs win where both style an element. */}
        <noscript>
          <link rel="stylesheet" href={stylesheet} />
        </noscript>
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollPositions />
        <Scripts moduleGate />
      </body>
    </html>
  );
}

export default function App() {
  useServerMarkupLinks();
  usePersonalPartsAfterLoad();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HydrateLater>
          <Outlet />
          <PageAlive />
        </HydrateLater>
      </main>
      <HydrateWhenSeen>
        <SiteFooter />
      </HydrateWhenSeen>
      <CartDrawerSlot />
      <BrowserCartMove />
      <ShopToaster />
      <DeferredAnalyticsTracker />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <main id="main" className="container-shop grid min-h-[60vh] place-items-center py-16 text-center">
      {notFound ? (
        <Suspense fallback={null}>
          <NotFoundScreen />
          {/* Inside the boundary: the page is alive once the not-found screen, whose code comes on
              its own, has hydrated, so its link is React's when the page says so. */}
          <PageAlive />
        </Suspense>
      ) : (
        <div className="max-w-md">
          <PageAlive />
          <h1 className="font-display text-4xl text-maroon">{unavailable ? "We'll be right back" : 'Something went wrong'}</h1>
          <p className="mt-3 text-muted">
            {unavailable ? 'The shop is briefly unavailable. Please try again in a minute.' : 'Something went wrong. Please try again.'}
          </p>
          <a href="/" className="mt-6 inline-block text-maroon underline">
            Return to Home
          </a>
        </div>
      )}
    </main>
  );
}
