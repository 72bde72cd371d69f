import ChevronDownIcon from '~/components/icons/chevron-down';
import RulerIcon from '~/components/icons/ruler';
import { useEffect, useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Checkbox } from '~/components/ui/checkbox';
import { Field } from '~/components/ui/field';
import { Input, Label, NativeSelect } from '~/components/ui/input';
import { useOptionalUser } from '~/lib/root-data';
import { cn } from '~/lib/utils';
import { MeasurementFields } from './measurement-fields';
import type { ProfileView } from './profile-form';
import { UnitSwitch } from './unit-switch';
import { useMeasurementTexts } from './use-measurement-texts';

/**
 * 'Add my measurements' inside an enquiry form: pick a saved profile (signed in) or type them, and
 * optionally keep them as a new profile. The inputs carry the shared field names, so the parent
 * form reads them with the rest; closing the panel hides it but keeps what was typed.
 */
export function AddMeasurements({ errors, disabled }: { errors: Record<string, string | undefined>; disabled?: boolean }) {
  const user = useOptionalUser();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const [save, setSave] = useState(false);
  const [newName, setNewName] = useState('');
  const m = useMeasurementTexts({}, 'in');
  const profiles = useFetcher<{ profiles: ProfileView[] }>({ key: 'enquiry-measurement-profiles' });
  const panelId = useId();
  const list = profiles.data?.profiles ?? [];
  const hasErrors = Object.entries(errors).some(([k, v]) => v && (k.startsWith('m_') || k === 'new_profile_name'));

  useEffect(() => {
    if (open && user && profiles.state === 'idle' && !profiles.data) profiles.load('/account/measurements');
  }, [open, user, profiles]);
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);

  const pick = (id: string) => {
    setPicked(id);
    const profile = list.find((p) => p.id === id);
    if (profile) {
      m.load(profile.values, profile.unit);
      setSave(false);
    }
  };
  const pickedName = list.find((p) => p.id === picked)?.name ?? '';

  return (
    <section className="rounded-2xl border border-linen bg-sand/30" aria-label="Measurements">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center gap-3 rounded-2xl px-4 py-3.5 text-left focus-visible:outline-2 focus-visible:outline-maroon"
      >
        <RulerIcon className="size-5 shrink-0 text-gold" aria-hidden="true" />
        <span className="flex-1">
          <span className="block font-medium text-ink">Add my measurements</span>
          <span className="block text-xs text-muted">Optional — our tailors stitch to them</span>
        </span>
        <ChevronDownIcon
          className={cn('size-4 text-muted transition-transform motion-reduce:transition-none', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!open} className="grid gap-5 border-t border-linen px-4 pb-5 pt-4">
        <input type="hidden" name="measurements_unit" value={m.unit} />
        <input type="hidden" name="measurements_profile" value={pickedName} />
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
        <UnitSwitch name="measurements_unit_choice" value={m.unit} onChange={m.switchUnit} disabled={disabled} />
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
          <div className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start">
            <div className="flex items-center gap-2 pt-2">
              <Checkbox id={`${panelId}-save`} checked={save} onCheckedChange={(v) => setSave(v === true)} disabled={disabled} />
              <Label htmlFor={`${panelId}-save`}>Save as a profile</Label>
              <input type="hidden" name="save_profile" value={save ? 'on' : ''} />
            </div>
            {save ? (
              <Field label="Profile name" required error={errors.new_profile_name} className="sm:max-w-xs">
                {(p) => (
                  <Input
                    {...p}
                    name="new_profile_name"
                    value={newName}
                    maxLength={40}
                    onChange={(e) => setNewName(e.currentTarget.value)}
                    disabled={disabled}
                    placeholder="e.g. Me"
                  />
                )}
              </Field>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
