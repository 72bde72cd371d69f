import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AdminAccessDenied } from './admin-shell';

/**
 * Error boundary body of an admin screen: 403 shows Access Denied with the screen's noun; any
 * other failure shows the shop's fetch-failure message (the raw error stays in the server log).
 */
export function AdminRouteError({ noun, message }: { noun: string; message: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminAccessDenied noun={noun} />;
  return (
    <div role="alert" className="rounded-card border border-danger/30 bg-[#fdecea] p-6 text-[#7a1313]">
      <h1 className="font-display text-2xl font-semibold">{message}</h1>
      <p className="mt-1 text-sm">Please reload the page. If it keeps happening, the server log has the details.</p>
    </div>
  );
}
