import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import RulerIcon from 'lucide-react/icons/ruler';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Field } from '~/components/ui/field';
import { Input, Label, NativeSelect, PlainInput } from '~/components/ui/input';
import { useOptionalUser } from '~/lib/root-data';
import { MeasurementFields } from './measurement-fields';
import type { ProfileView } from './profile-form';
import { UnitSwitch } from './unit-switch';
import { useMeasurementTexts } from './use-measurement-texts';

/**
 * 'Add my measurements' inside an enquiry form: pick a saved profile (signed in) or type them, and
 * optionally keep them as a new profile. The inputs carry the shared field names, so the parent
 * form reads them with the rest; closing the panel hides it but keeps what was typed. The panel is a
 * <details> and "Save as a profile" a checkbox that shows its name field by CSS: both work before the
 * page's scripts arrive.
 */
export function AddMeasurements({ errors, disabled }: { errors: Record<string, string | undefined>; disabled?: boolean }) {
  const user = useOptionalUser();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const m = useMeasurementTexts({}, 'in', details, 'measurements_unit');
  const profiles = useFetcher<{ profiles: ProfileView[] }>({ key: 'enquiry-measurement-profiles' });
  const panelId = useId();
  const list = profiles.data?.profiles ?? [];
  const hasErrors = Object.entries(errors).some(([k, v]) => v && (k.startsWith('m_') || k === 'new_profile_name'));

  useEffect(() => {
    if (open && user && profiles.state === 'idle' && !profiles.data) profiles.load('/account/measurements');
  }, [open, user, profiles]);
  // Opened before the scripts arrived: the saved profiles are fetched as if opened now.
  useLayoutEffect(() => setOpen(details.current?.open ?? false), []);
  useEffect(() => {
    if (hasErrors && details.current) details.current.open = true;
  }, [hasErrors]);

  const pick = (id: string) => {
    setPicked(id);
    const profile = list.find((p) => p.id === id);
    if (profile) {
      m.load(profile.values, profile.unit);
      const save = details.current?.querySelector<HTMLInputElement>('input[name="save_profile"]');
      if (save) save.checked = false;
    }
  };
  const pickedName = list.find((p) => p.id === picked)?.name ?? '';

  return (
    <details
      ref={details}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-2xl border border-linen bg-sand/30"
      aria-label="Measurements"
    >
      <summary className="flex w-full cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3.5 text-left focus-visible:outline-2 focus-visible:outline-maroon [&::-webkit-details-marker]:hidden">
        <RulerIcon className="size-5 shrink-0 text-gold" aria-hidden="true" />
        <span className="flex-1">
          <span className="block font-medium text-ink">Add my measurements</span>
          <span className="block text-xs text-muted">Optional — our tailors stitch to them</span>
        </span>
        <ChevronDownIcon
          className="size-4 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
          aria-hidden="true"
        />
      </summary>
      <div id={panelId} className="grid gap-5 border-t border-linen px-4 pb-5 pt-4">
        <input type="hidden" name="measurements_profile" value={pickedName} />
        {/* Shown once the scripts have fetched the profiles; the choice loads them into the fields below. */}
        {user && list.length > 0 ? (
          <Field label="Use a saved profile" className="sm:max-w-xs">
            {(p) => (
              <NativeSelect {...p} value={picked} onChange={(e) => pick(e.currentTarget.value)} disabled={disabled}>
                <option value="">Type them here</option>
                {list.map((profile) => (
                  <option key={profile.id} value={profile.id}>
                    {profile.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        ) : null}
        {user && profiles.data && list.length === 0 ? (
          <p className="text-sm text-muted">Type them below and tick Save as a profile to use them again next time.</p>
        ) : null}
        {!user ? (
          <p className="text-sm text-muted">
            <Link to="/auth" className="text-maroon underline underline-offset-4">
              Sign in
            </Link>{' '}
            to use saved measurements or keep these for next time.
          </p>
        ) : null}
        <UnitSwitch name="measurements_unit" value={m.unit} onChange={m.switchUnit} disabled={disabled} />
        <MeasurementFields
          texts={m.texts}
          unit={m.unit}
          errors={errors}
          disabled={disabled}
          onChange={(k, t) => {
            m.change(k, t);
            if (picked) setPicked('');
          }}
        />
        {user ? (
          <div className="group/save grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start">
            <div className="flex items-center gap-2 pt-2">
              <PlainInput
                type="checkbox"
                id={`${panelId}-save`}
                name="save_profile"
                disabled={disabled}
                className="size-5 shrink-0 accent-maroon"
              />
              <Label htmlFor={`${panelId}-save`}>Save as a profile</Label>
            </div>
            {/* Shown while the box is ticked, by CSS alone. */}
            <div className="hidden group-has-[input[name=save_profile]:checked]/save:block">
              <Field label="Profile name" required error={errors.new_profile_name} className="sm:max-w-xs">
                {(p) => <Input {...p} name="new_profile_name" maxLength={40} disabled={disabled} placeholder="e.g. Me" />}
              </Field>
            </div>
          </div>
        ) : null}
      </div>
    </details>
  );
}
