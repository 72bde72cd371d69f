import BarChart3Icon from 'lucide-react/icons/chart-column';
import CalendarClockIcon from 'lucide-react/icons/calendar-clock';
import GlobeIcon from 'lucide-react/icons/globe';
import TruckIcon from 'lucide-react/icons/truck';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import ImageIcon from 'lucide-react/icons/image';
import IndianRupeeIcon from 'lucide-react/icons/indian-rupee';
import InboxIcon from 'lucide-react/icons/inbox';
import LayoutDashboardIcon from 'lucide-react/icons/layout-dashboard';
import LogOutIcon from 'lucide-react/icons/log-out';
import MailIcon from 'lucide-react/icons/mail';
import MessageSquareQuoteIcon from 'lucide-react/icons/message-square-quote';
import ReceiptTextIcon from 'lucide-react/icons/receipt-text';
import ShirtIcon from 'lucide-react/icons/shirt';
import StarIcon from 'lucide-react/icons/star';
import type * as React from 'react';
import { NavLink } from 'react-router';
import { cn } from '~/lib/utils';

export const ADMIN_NAV = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboardIcon, end: true },
  { label: 'Manage SKUs', to: '/admin/products', icon: ShirtIcon },
  { label: 'Enquiries', to: '/admin/enquiries', icon: InboxIcon },
  { label: 'Lead times', to: '/admin/lead-times', icon: CalendarClockIcon },
  { label: 'Invoices', to: '/admin/invoices', icon: ReceiptTextIcon },
  { label: 'Currencies and shipping', to: '/admin/currencies', icon: GlobeIcon },
  { label: 'Couriers', to: '/admin/settings/couriers', icon: TruckIcon },
  { label: 'Testimonials', to: '/admin/testimonials', icon: MessageSquareQuoteIcon },
  { label: 'Reviews', to: '/admin/reviews', icon: StarIcon },
  { label: 'Price management', to: '/admin/pricing', icon: IndianRupeeIcon },
  { label: 'Banner image', to: '/admin/banners', icon: ImageIcon },
  { label: 'Analytics', to: '/admin/analytics', icon: BarChart3Icon },
  { label: 'Subscribers', to: '/admin/subscribers', icon: MailIcon },
] as const;

/** Sidebar and frame of every admin screen; `waiting` counts what waits for the owner, by screen. */
export function AdminShell({
  children,
  onSignOut,
  waiting = {},
}: {
  children: React.ReactNode;
  onSignOut?: () => void;
  waiting?: Readonly<Record<string, number>>;
}) {
  return (
    <div className="container-shop grid grid-cols-1 gap-6 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside aria-label="Admin" className="min-w-0 lg:sticky lg:top-36 lg:self-start">
        <nav aria-label="Admin sections" className="flex gap-1 overflow-x-auto rounded-card bg-white p-2 shadow-sm lg:flex-col">
          {ADMIN_NAV.map(({ label, to, icon: Icon, ...rest }) => (
            <NavLink
              key={to}
              to={to}
              end={'end' in rest}
              className={({ isActive }) =>
                cn(
                  'flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm',
                  isActive ? 'bg-maroon text-ivory' : 'text-ink hover:bg-sand',
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
              {waiting[to] ? (
                <span className="ml-auto rounded-full bg-gold-light px-2 py-0.5 text-xs font-semibold text-ink">
                  {waiting[to]}
                  <span className="sr-only"> waiting</span>
                </span>
              ) : null}
            </NavLink>
          ))}
          <hr className="my-1 hidden border-linen lg:block" />
          <NavLink to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-ink hover:bg-sand">
            <ExternalLinkIcon className="size-4" aria-hidden="true" /> Back to site
          </NavLink>
          <button
            type="button"
            onClick={onSignOut}
            className="flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-ink hover:bg-sand"
          >
            <LogOutIcon className="size-4" aria-hidden="true" /> Sign out
          </button>
        </nav>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

export function AdminAccessDenied({ noun }: { noun: string }) {
  return (
    <div className="container-shop grid min-h-[50vh] place-items-center py-16 text-center">
      <div className="max-w-md rounded-card bg-white p-8 shadow-sm">
        <h1 className="font-display text-3xl text-maroon">Access Denied</h1>
        <p className="mt-3 text-muted">{`Access Denied - You need admin privileges to manage ${noun}.`}</p>
      </div>
    </div>
  );
}
