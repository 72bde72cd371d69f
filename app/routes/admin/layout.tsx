import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from 'react-router';
import type { Route } from './+types/layout';
import { AdminAccessDenied, AdminShell } from '~/components/admin/admin-shell';
import { requireAdmin } from '~/server/permissions.server';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { admin: { email: user.email, name: user.name } };
}

export const meta = () => [{ title: 'Admin | Aangan Boutique' }, { name: 'robots', content: 'noindex' }];

async function signOut() {
  await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  window.location.assign('/');
}

export default function AdminLayout() {
  return (
    <AdminShell onSignOut={signOut}>
      <Outlet />
    </AdminShell>
  );
}

const NOUNS: Record<string, string> = {
  '/admin/products': 'products',
  '/admin/pricing': 'prices',
  '/admin/banners': 'banners',
  '/admin/testimonials': 'testimonials',
  '/admin/enquiries': 'enquiries',
  '/admin/subscribers': 'subscribers',
  '/admin/analytics': 'analytics',
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
