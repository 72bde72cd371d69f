import { data, Link } from 'react-router';
import type { Route } from './+types/dispatch';
import { ActionOutcome } from '~/components/admin/action-outcome';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminPageHeader, EmptyState } from '~/components/admin/admin-ui';
import { canDispatch, DispatchSection } from '~/components/admin/dispatch-section';
import { shortId } from '~/components/admin/enquiry-status';
import { DISPATCH_MESSAGES } from '~/lib/dispatch-messages';
import { ENQUIRY_KINDS, ENQUIRY_KIND_LABELS } from '~/lib/enquiry-constants';
import { dispatchAdminAction, enquiryForDispatch } from '~/server/actions/dispatch-actions.server';
import { fail, readForm } from '~/server/data/admin-actions.server';
import { courierChoices } from '~/server/data/couriers.server';
import { requireAdmin } from '~/server/auth/permissions.server';

// One enquiry's dispatch on a page of its own: the inbox row links here, so Add a parcel works before
// (or without) the scripts; once they run, the same link opens the inbox's detail dialog instead.

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Dispatch ${loaderData ? shortId(loaderData.enquiry.id) : ''} | Admin | Aangan Boutique` },
  { name: 'robots', content: 'noindex' },
];

const refOf = (params: { kind: string; id: string }) => {
  const kind = ENQUIRY_KINDS.find((k) => k === params.kind);
  return kind ? { kind, id: params.id } : null;
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const ref = refOf(params);
  const enquiry = ref ? await enquiryForDispatch(ref) : null;
  if (!enquiry) throw data('Enquiry not found', { status: 404 });
  return { enquiry, couriers: await courierChoices() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  const ref = refOf(params);
  if (form.get('intent') !== 'dispatch' || !ref) return fail(DISPATCH_MESSAGES.dispatchFailed, ref ? 400 : 404);
  // The enquiry is the page's, whatever the form says.
  form.set('kind', ref.kind);
  form.set('id', ref.id);
  return dispatchAdminAction(actor, form);
}

export default function DispatchScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry: e, couriers } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={`Dispatch ${shortId(e.id)}`}
        description={`${e.customerName || 'Unknown Customer'} · ${ENQUIRY_KIND_LABELS[e.kind]}`}
        actions={
          <Link to={`/admin/enquiries?q=${encodeURIComponent(e.id)}`} className="text-sm text-maroon underline underline-offset-4">
            Back to the inbox
          </Link>
        }
      />
      <ActionOutcome result={actionData} />
      {canDispatch(e) ? (
        <div className="max-w-2xl">
          <DispatchSection enquiry={e} couriers={couriers} answer={actionData} headingLevel={2} />
        </div>
      ) : (
        <EmptyState title="Not paid yet">{DISPATCH_MESSAGES.notPaid}</EmptyState>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="enquiries" message="Enquiry not found" />;
}
