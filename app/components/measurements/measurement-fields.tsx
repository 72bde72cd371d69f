import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { fieldName, type MeasurementKey, MEASUREMENTS, type MeasurementUnit } from '~/lib/measurements';
import { cn } from '~/lib/utils';

export type MeasurementTexts = Record<MeasurementKey, string>;

/**
 * The thirteen measurements with the size guide's how-to-measure hint under each. Field names are
 * m_<key>, the same in every form and action.
 */
export function MeasurementFields({
  texts,
  unit,
  errors,
  disabled,
  onChange,
  onBlur,
  className,
}: {
  texts: MeasurementTexts;
  unit: MeasurementUnit;
  errors: Record<string, string | undefined>;
  disabled?: boolean;
  onChange: (key: MeasurementKey, text: string) => void;
  onBlur?: (key: MeasurementKey) => void;
  className?: string;
}) {
  return (
    <div className={cn('grid gap-x-5 gap-y-4 sm:grid-cols-2', className)}>
      {MEASUREMENTS.map((m) => (
        <Field key={m.key} className="content-start" label={`${m.label} (${unit})`} hint={m.hint} error={errors[fieldName(m.key)]}>
          {(p) => (
            <Input
              {...p}
              name={fieldName(m.key)}
              value={texts[m.key]}
              inputMode="decimal"
              autoComplete="off"
              maxLength={10}
              disabled={disabled}
              onChange={(e) => onChange(m.key, e.currentTarget.value)}
              onBlur={() => onBlur?.(m.key)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
