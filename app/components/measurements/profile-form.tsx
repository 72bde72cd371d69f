import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { FormNotice } from '~/components/ui/form-notice';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { type MeasurementUnit, type MeasurementValues } from '~/lib/measurements';
import { fieldErrors } from '~/lib/schemas/common';
import { measurementProfileSchema, type MeasurementProfileActionData } from '~/lib/schemas/measurements';
import { toast } from '~/lib/toast';
import { MeasurementFields } from './measurement-fields';
import { UnitSwitch } from './unit-switch';
import { useMeasurementTexts } from './use-measurement-texts';

export type ProfileView = { id: string; name: string; unit: MeasurementUnit; values: MeasurementValues };
export const MEASUREMENTS_ACTION = '/account/measurements';

/** One named profile: name, unit, the measurements, Save and Delete. A new one has no id yet. */
export function MeasurementProfileForm({
  profile,
  formKey,
  onSaved,
  onCancel,
}: {
  profile: ProfileView | null;
  formKey: string;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<MeasurementProfileActionData>({ key: `profile-${formKey}` });
  const remover = useFetcher<MeasurementProfileActionData>({ key: `profile-delete-${formKey}` });
  const formRef = useRef<HTMLFormElement>(null);
  const m = useMeasurementTexts(profile?.values ?? {}, profile?.unit ?? 'in', formRef, 'unit');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const confirm = useRef<HTMLDetailsElement>(null);
  const busy = fetcher.state !== 'idle' || remover.state !== 'idle';
  const result = fetcher.data;

  // Read when an answer arrives: a new callback identity is not a new answer.
  const saved = useEffectEvent(() => onSaved?.());
  useEffect(() => {
    if (fetcher.state !== 'idle' || !result) return;
    if (result.ok) {
      toast.success(result.title);
      setErrors({});
      saved();
    } else {
      setErrors(result.fieldErrors ?? {});
      toast.error(result.title);
    }
  }, [fetcher.state, result]);
  useEffect(() => {
    if (remover.state === 'idle' && remover.data) (remover.data.ok ? toast.success : toast.error)(remover.data.title);
  }, [remover.state, remover.data]);

  const check = () => {
    if (!formRef.current) return {};
    const parsed = measurementProfileSchema.safeParse(Object.fromEntries(new FormData(formRef.current)));
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  const recheck = (key: string) => setErrors((prev) => ({ ...prev, [key]: check()[key] ?? '' }));
  const title = profile ? profile.name : 'New profile';
  const headingId = `profile-${formKey}-title`;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-linen bg-ivory/60 p-5 md:p-6"
      id={profile ? `profile-${profile.id}` : undefined}
    >
      <fetcher.Form
        ref={formRef}
        method="post"
        action={MEASUREMENTS_ACTION}
        noValidate
        className="grid gap-5"
        onSubmit={(e) => {
          const found = check();
          if (Object.values(found).some(Boolean)) {
            e.preventDefault();
            setErrors(found);
            formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
          }
        }}
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="form_key" value={formKey} />
        <input type="hidden" name="profile_id" value={profile?.id ?? ''} />
        <input type="hidden" name="shown_unit" value={m.unit} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h3 id={headingId} className="font-display text-2xl text-maroon">
            {title}
          </h3>
          <UnitSwitch name="unit" value={m.unit} onChange={m.switchUnit} disabled={busy} legend={`Unit for ${title}`} />
        </div>
        {result && !result.ok && !result.fieldErrors ? <FormNotice tone="error" title={result.title} /> : null}
        <Field
          label="Profile name"
          required
          error={errors.profile_name}
          hint="Who these measurements are for, e.g. Me or Mum"
          className="max-w-sm"
        >
          {(p) => (
            <Input
              {...p}
              name="profile_name"
              defaultValue={profile?.name ?? ''}
              maxLength={40}
              required
              disabled={busy}
              onBlur={() => recheck('profile_name')}
            />
          )}
        </Field>
        <MeasurementFields
          className="lg:grid-cols-3"
          texts={m.texts}
          unit={m.unit}
          errors={errors}
          disabled={busy}
          onChange={(k, t) => {
            m.change(k, t);
            if (errors[`m_${k}`]) setErrors((prev) => ({ ...prev, [`m_${k}`]: '' }));
          }}
          onBlur={(k) => recheck(`m_${k}`)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {fetcher.state !== 'idle' ? 'Saving...' : 'Save measurements'}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          ) : null}
        </div>
      </fetcher.Form>
      {profile ? (
        <remover.Form
          method="post"
          action={MEASUREMENTS_ACTION}
          className="mt-4 flex flex-wrap items-center gap-3 border-t border-linen pt-4 text-sm"
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="profile_id" value={profile.id} />
          <input type="hidden" name="form_key" value={formKey} />
          {/* The question opens as HTML (before the page's scripts, too); Keep it closes it again. */}
          <details ref={confirm} className="group">
            <summary className="inline-flex h-9 cursor-pointer list-none items-center text-sm font-medium text-danger underline-offset-4 hover:underline group-open:hidden [&::-webkit-details-marker]:hidden">
              Delete profile
            </summary>
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-ink">Delete the profile “{profile.name}”?</span>
              <Button type="submit" size="sm" variant="destructive" disabled={busy}>
                Yes, delete
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => confirm.current?.removeAttribute('open')}>
                Keep it
              </Button>
            </div>
          </details>
        </remover.Form>
      ) : null}
    </article>
  );
}
