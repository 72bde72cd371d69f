import DownloadIcon from 'lucide-react/icons/download';
import type { Route } from './+types/subscribers';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminPageHeader, EmptyState } from '~/components/admin/admin-ui';
import { Button } from '~/components/ui/button';
import { listSubscribers } from '~/server/data/newsletter.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import { formatDate } from '~/lib/dates';

export const meta = () => [{ title: 'Subscribers | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { subscribers: await listSubscribers() };
}

export default function SubscribersScreen({ loaderData }: Route.ComponentProps) {
  const { subscribers } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Newsletter Subscribers"
        description="People who asked for news from the studio, with the moment they agreed. Export them to send a newsletter from your mail tool."
        actions={
          subscribers.length > 0 ? (
            <Button asChild variant="outline">
              <a href="/api/admin/subscribers.csv" download>
                <DownloadIcon aria-hidden="true" /> Export CSV
              </a>
            </Button>
          ) : null
        }
      />
      {subscribers.length === 0 ? (
        <EmptyState title="No subscribers yet">Addresses entered in the footer or the offers box will appear here.</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-card border border-linen bg-white shadow-xs">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{subscribers.length} subscribers, newest first</caption>
            <thead className="bg-sand/60 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  E-mail
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Signed up from
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Consent given
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.email} className="border-t border-linen">
                  <td className="break-all px-4 py-2.5 text-ink">{s.email}</td>
                  <td className="px-4 py-2.5 capitalize text-muted">{s.source}</td>
                  <td className="whitespace-nowrap px-4 py-2.5 text-muted">{formatDate(s.consentedAt, true)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="subscribers" message="Failed to fetch subscribers" />;
}
