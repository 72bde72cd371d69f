import TrashIcon from 'lucide-react/icons/trash';
import { Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/settings-couriers';
import { ActionOutcome } from '~/components/admin/action-outcome';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminPageHeader } from '~/components/admin/admin-ui';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { DISPATCH_MESSAGES } from '~/lib/dispatch-messages';
import { readForm } from '~/server/data/admin-actions.server';
import { listCouriers } from '~/server/data/couriers.server';
import { courierAction } from '~/server/actions/courier-actions.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta = () => [{ title: 'Couriers | Admin | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { couriers: (await listCouriers()).map((c) => ({ id: c.id, name: c.name, trackingUrl: c.trackingUrl })) };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  return courierAction(actor, await readForm(request));
}

type Row = { id: string; name: string; trackingUrl: string };

/** One courier's form (or the empty Add form): name and tracking link template. Plain forms: they work before the scripts. */
function CourierForm({ row, errors, busy }: { row: Row | null; errors: Record<string, string>; busy: boolean }) {
  const key = row?.id ?? 'new';
  return (
    <Form
      method="post"
      className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]"
      aria-label={row ? `Courier ${row.name}` : 'Add a courier'}
    >
      <input type="hidden" name="intent" value="courier-save" />
      {row ? <input type="hidden" name="id" value={row.id} /> : null}
      <Field label="Name" error={errors[`${key}.name`]}>
        {(p) => <Input {...p} name="name" defaultValue={row?.name} maxLength={60} required />}
      </Field>
      <Field
        label="Tracking link"
        error={errors[`${key}.trackingUrl`]}
        hint={row ? undefined : 'https://… with {awb} where the number goes; empty: no link'}
      >
        {(p) => (
          <Input
            {...p}
            name="trackingUrl"
            defaultValue={row?.trackingUrl}
            maxLength={300}
            inputMode="url"
            placeholder="https://…/track?awb={awb}"
          />
        )}
      </Field>
      <Button type="submit" variant={row ? 'outline' : 'primary'} disabled={busy}>
        {row ? 'Save' : 'Add courier'}
      </Button>
    </Form>
  );
}

/** The couriers the owner ships with; Add a parcel in the inbox offers them and builds the tracking link from the template. */
export default function CouriersScreen({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <>
      <AdminPageHeader
        title="Couriers"
        description="The couriers you ship with. {awb} in a tracking link is replaced by the parcel's tracking number; a courier without a link (hand delivery) sends no link."
      />
      <ActionOutcome result={result} />
      <section aria-labelledby="couriers-list" className="grid gap-4 rounded-card border border-linen bg-white p-4 shadow-xs sm:p-6">
        <h2 id="couriers-list" className="font-display text-2xl font-semibold">
          Your couriers
        </h2>
        {loaderData.couriers.length === 0 ? <p className="text-sm text-muted">No couriers yet: add one below.</p> : null}
        <ul className="grid gap-4">
          {loaderData.couriers.map((c) => (
            <li key={c.id} className="grid gap-2 border-b border-linen pb-4 last:border-0 last:pb-0">
              <CourierForm row={c} errors={errors} busy={busy} />
              <Form method="post">
                <input type="hidden" name="intent" value="courier-remove" />
                <input type="hidden" name="id" value={c.id} />
                <Button type="submit" variant="ghost" size="sm" disabled={busy}>
                  <TrashIcon aria-hidden="true" /> Remove {c.name}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="couriers-add" className="mt-6 grid gap-4 rounded-card border border-linen bg-white p-4 shadow-xs sm:p-6">
        <h2 id="couriers-add" className="font-display text-2xl font-semibold">
          Add a courier
        </h2>
        <CourierForm row={null} errors={errors} busy={busy} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="couriers" message={DISPATCH_MESSAGES.couriersFailed} />;
}
