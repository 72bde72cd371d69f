import ImageIcon from 'lucide-react/icons/image';
import InboxIcon from 'lucide-react/icons/inbox';
import MessageSquareQuoteIcon from 'lucide-react/icons/message-square-quote';
import PackageIcon from 'lucide-react/icons/package';
import ReceiptTextIcon from 'lucide-react/icons/receipt-text';
import ScissorsIcon from 'lucide-react/icons/scissors';
import ShirtIcon from 'lucide-react/icons/shirt';
import SparklesIcon from 'lucide-react/icons/sparkles';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminCard, AdminPageHeader, EmptyState } from '~/components/admin/admin-ui';
import { EnquiryCard } from '~/components/admin/enquiry-card';
import { MESSAGES } from '~/lib/messages';
import { formatINR } from '~/lib/money';
import { getDashboard } from '~/server/data/admin-dashboard.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import { BackupCard } from '~/components/admin/backup-card';
import { ActionOutcome } from '~/components/admin/action-outcome';
import { backupOverview } from '~/server/backup/overview.server';
export { action } from './dashboard.server';
import { formatDate } from '~/lib/dates';

export const meta = () => [{ title: 'Dashboard | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { name: admin.name, ...(await getDashboard()), backup: await backupOverview() };
}

export default function DashboardScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, latest, audit, name, backup } = loaderData;
  // Pending enquiries lead (and fill a whole row on phones); the rest pair up.
  const tiles = [
    {
      label: 'Pending enquiries',
      value: counts.pendingEnquiries,
      to: '/admin/enquiries?status=pending',
      icon: InboxIcon,
      highlight: counts.pendingEnquiries > 0,
      wide: true,
    },
    {
      label: `Open quotes · ${formatINR(counts.openQuoteValue)}`,
      value: counts.openQuotes,
      to: '/admin/enquiries?status=quoted',
      icon: ReceiptTextIcon,
      wide: true,
    },
    { label: 'Products', value: counts.products, to: '/admin/products', icon: ShirtIcon },
    { label: 'Testimonials', value: counts.testimonials, to: '/admin/testimonials', icon: MessageSquareQuoteIcon },
    { label: 'Banners', value: counts.banners, to: '/admin/banners', icon: ImageIcon },
    { label: 'Cart enquiries', value: counts.cartEnquiries, to: '/admin/enquiries?kind=cart', icon: PackageIcon },
    { label: 'Create Your Look inquiries', value: counts.inquiries, to: '/admin/enquiries?kind=inquiry', icon: SparklesIcon },
    { label: 'Custom orders', value: counts.customOrders, to: '/admin/enquiries?kind=custom', icon: ScissorsIcon },
  ];
  return (
    <>
      <AdminPageHeader title="Dashboard" description={`Welcome back${name ? `, ${name}` : ''}. Here is how the shop stands today.`} />
      <ActionOutcome result={actionData} />
      <ul className="mb-8 grid grid-cols-2 gap-3 md:grid-cols-4">
        {tiles.map(({ label, value, to, icon: Icon, highlight, wide }) => (
          <li key={label} className={wide ? 'col-span-2 md:col-span-1' : undefined}>
            <Link
              to={to}
              className={`flex h-full flex-col gap-2 rounded-card border bg-white p-4 shadow-xs transition-colors hover:border-maroon/40 ${highlight ? 'border-gold' : 'border-linen'}`}
            >
              <Icon className="size-5 text-maroon" aria-hidden="true" />
              <span className="font-display text-3xl font-semibold text-ink [font-variant-numeric:lining-nums]">{value}</span>
              <span className="text-sm text-muted">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <AdminCard
          title="Latest enquiries"
          description="Every kind, newest first."
          actions={
            <Link to="/admin/enquiries" className="text-sm font-medium text-maroon hover:underline">
              Open the inbox
            </Link>
          }
        >
          {latest.length === 0 ? (
            <EmptyState title={MESSAGES.admin.noEnquiriesTitle}>New enquiries will appear here.</EmptyState>
          ) : (
            <ul className="grid gap-3">
              {latest.map((e) => (
                <EnquiryCard key={`${e.kind}-${e.id}`} enquiry={e} compact />
              ))}
            </ul>
          )}
        </AdminCard>
        <AdminCard title="Recent changes" description="Who changed what in the admin area.">
          {audit.length === 0 ? (
            <p className="text-sm text-muted">No changes yet.</p>
          ) : (
            <ol className="grid gap-3">
              {audit.map((a) => (
                <li key={a.id} className="border-l-2 border-gold-light pl-3 text-sm">
                  <p className="text-ink">{a.summary}</p>
                  <p className="text-xs text-muted">
                    {a.actorEmail ?? 'Unknown'} · {formatDate(a.createdAt, true)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </AdminCard>
        <BackupCard backup={backup} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="the shop" message="Failed to load the dashboard" />;
}
