import { isRouteErrorResponse, Outlet, useLocation, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/layout';
import { AdminAccessDenied, AdminShell } from '~/components/admin/admin-shell';
import { RowActionToasts } from '~/components/admin/row-actions';
import { Spinner } from '~/components/ui/spinner';
import { countPendingReviews } from '~/server/data/reviews.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import adminStylesheet from '~/admin.css?url';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { admin: { email: user.email, name: user.name }, waiting: { '/admin/reviews': await countPendingReviews() } };
}

/** The admin screens' own styles, on top of the shop's stylesheet every page carries. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStylesheet }];

export const meta = () => [{ title: 'Admin | Aangan Boutique' }];

async function signOut() {
  await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  window.location.assign('/');
}

/** What the spinner says while the next admin screen (and the admin check on the server) loads. */
function pendingLabel(pathname: string) {
  if (/^\/admin\/products\/(edit\/[^/]+|[^/]+\/edit)$/.test(pathname)) return 'Loading product...';
  return 'Loading...';
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/admin');
  return (
    <AdminShell onSignOut={signOut} waiting={loaderData.waiting}>
      <RowActionToasts />
      {loading ? (
        <div className="mb-4 flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm text-muted shadow-xs">
          <Spinner label={pendingLabel(navigation.location.pathname)} />
          <span aria-hidden="true">{pendingLabel(navigation.location.pathname)}</span>
        </div>
      ) : null}
      <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : undefined}>
        <Outlet />
      </div>
    </AdminShell>
  );
}

const NOUNS: Record<string, string> = {
  '/admin/products': 'products',
  '/admin/pricing': 'prices',
  '/admin/banners': 'banners',
  '/admin/testimonials': 'testimonials',
  '/admin/reviews': 'reviews',
  '/admin/enquiries': 'enquiries',
  '/admin/subscribers': 'subscribers',
  '/admin/lead-times': 'lead times',
  '/admin/settings/couriers': 'couriers',
  '/admin/invoices': 'invoices',
  '/admin/analytics': 'analytics',
  '/admin/currencies': 'currencies and shipping',
};

/** A shopper reaching an admin screen sees 'Access Denied' with the screen's own noun (HTTP 403). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    const noun = Object.entries(NOUNS).find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'the shop';
    return <AdminAccessDenied noun={noun} />;
  }
  return (
    <div className="container-shop py-16 text-center">
      <h1 className="font-display text-3xl text-maroon">Something went wrong</h1>
      <p className="mt-3 text-muted">Something went wrong. Please try again.</p>
    </div>
  );
}
