import { useEffect } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/lead-times';
import { AdminRouteError } from '~/components/admin/admin-error';
import { AdminPageHeader } from '~/components/admin/admin-ui';
import { Button } from '~/components/ui/button';
import { FieldError } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { leadTimeText } from '~/lib/lead-times';
import { leadTimesSchema } from '~/lib/schemas/lead-times';
import { textOf } from '~/lib/schemas/admin-fields';
import { toast } from '~/lib/toast';
import { fail, invalid, readForm, respond } from '~/server/data/admin-actions.server';
import { getLeadTimes, saveLeadTimes } from '~/server/data/lead-times.server';
import { requireAdmin } from '~/server/auth/permissions.server';

export const meta = () => [{ title: 'Lead times | Admin | Aangan Boutique' }];
const FAILED = 'Failed to save lead times';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { leadTimes: await getLeadTimes() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const form = await readForm(request);
  if (form.get('intent') !== 'save') return fail(FAILED);
  const parsed = leadTimesSchema.safeParse(Object.fromEntries([...form.keys()].map((k) => [k, textOf(form.get(k))])));
  if (!parsed.success) return invalid(FAILED, parsed.error);
  return respond(FAILED, 'Lead times saved', () => saveLeadTimes(actor, parsed.data));
}

/** The owner's lead time per bespoke style and per category; the forms' need-by note and the inbox's Rush mark use them. */
export default function LeadTimesScreen({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === 'submitting';
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error('Error', { description: result.error });
  }, [result]);
  const groups = [
    { title: 'Bespoke styles', rows: loaderData.leadTimes.filter((l) => l.group === 'bespoke') },
    { title: 'Catalogue categories', rows: loaderData.leadTimes.filter((l) => l.group === 'category') },
  ];
  return (
    <>
      <AdminPageHeader
        title="Lead times"
        description="How many weeks each style takes to make. A need-by date sooner than today plus the longest end shows a note on the form and a Rush mark in the inbox."
      />
      <Form method="post" className="grid gap-6">
        <input type="hidden" name="intent" value="save" />
        {groups.map((g) => (
          <section
            key={g.title}
            className="rounded-card border border-linen bg-white p-4 shadow-xs sm:p-6"
            aria-labelledby={`lt-${g.title}`}
          >
            <h2 id={`lt-${g.title}`} className="font-display text-2xl font-semibold">
              {g.title}
            </h2>
            <table className="mt-3 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-linen text-xs uppercase tracking-wider text-muted">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Style
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Shortest (weeks)
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Longest (weeks)
                  </th>
                </tr>
              </thead>
              <tbody>
                {g.rows.map((l) => (
                  <tr key={l.key} className="border-b border-linen/60 align-top last:border-0">
                    <th scope="row" className="py-2.5 pr-3 font-normal">
                      <span className="block text-ink">{l.label}</span>
                      <span className="text-xs text-muted">now {leadTimeText(l)}</span>
                    </th>
                    {(['min', 'max'] as const).map((end) => (
                      <td key={end} className="py-2 pr-3">
                        <Input
                          name={`${end}_${l.key}`}
                          defaultValue={end === 'min' ? l.minWeeks : l.maxWeeks}
                          inputMode="numeric"
                          maxLength={2}
                          fullWidth={false}
                          className="w-20"
                          aria-label={`${l.label}, ${end === 'min' ? 'shortest' : 'longest'} weeks`}
                          aria-invalid={Boolean(errors[`${end}_${l.key}`])}
                        />
                        <FieldError>{errors[`${end}_${l.key}`]}</FieldError>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save lead times'}
          </Button>
        </div>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminRouteError noun="lead times" message="Failed to load lead times" />;
}
