import PrinterIcon from 'lucide-react/icons/printer';
import { data } from 'react-router';
import type { Route } from './+types/work-order';
import { AdminRouteError } from '~/components/admin/admin-error';
import { WorkOrderSheet } from '~/components/measurements/work-order-sheet';
import { Button } from '~/components/ui/button';
import { ENQUIRY_KINDS } from '~/lib/enquiry-constants';
import { getEnquiry, paidQuote } from '~/server/data/work-order.server';
import { publicConfig } from '~/server/platform/env.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Work order ${loaderData?.enquiry.id.slice(0, 8) ?? ''} | Admin | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const kind = ENQUIRY_KINDS.find((k) => k === params.kind);
  const enquiry = kind ? await getEnquiry(kind, params.id) : null;
  if (!enquiry) throw data('Enquiry not found', { status: 404 });
  return { enquiry, shopName: publicConfig().shopName, paidQuote: await paidQuote(enquiry.kind, enquiry.id) };
}

/** The printable work order: the page's print stylesheet keeps only the sheet, on one A4 page. */
export default function WorkOrderScreen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-muted">One A4 page for the cutting table.</p>
        <Button type="button" onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" /> Print work order
        </Button>
      </div>
      <WorkOrderSheet enquiry={loaderData.enquiry} shopName={loaderData.shopName} paidQuote={loaderData.paidQuote} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="enquiries" message="Enquiry not found" />;
}
