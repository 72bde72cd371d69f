import { MEASUREMENT_UNITS, type MeasurementUnit } from '~/lib/measurements';
import { PlainInput } from '~/components/ui/input';

/** Inches or centimetres as two radio buttons: works by keyboard (arrow keys) and before scripts load. */
export function UnitSwitch({
  name,
  value,
  onChange,
  disabled,
  legend = 'Unit',
}: {
  name: string;
  value: MeasurementUnit;
  onChange: (unit: MeasurementUnit) => void;
  disabled?: boolean;
  legend?: string;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="float-left mr-1 text-sm font-medium text-ink">{legend}</legend>
      <div className="inline-flex rounded-full border border-linen bg-sand/60 p-1">
        {MEASUREMENT_UNITS.map((u) => (
          <label key={u} className="relative cursor-pointer">
            <PlainInput
              type="radio"
              name={name}
              value={u}
              checked={value === u}
              onChange={() => onChange(u)}
              disabled={disabled}
              className="peer sr-only"
            />
            <span className="block rounded-full px-4 py-1.5 text-sm text-muted transition-colors peer-checked:bg-maroon peer-checked:text-ivory peer-focus-visible:ring-2 peer-focus-visible:ring-maroon/40">
              {u === 'in' ? 'Inches' : 'Centimetres'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
