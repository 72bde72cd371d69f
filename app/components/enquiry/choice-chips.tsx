import CheckIcon from '~/components/icons/check';
import { useId } from 'react';
import { cn } from '~/lib/utils';
import { FieldError } from '~/components/ui/field';
import { PlainInput } from '~/components/ui/input';

/**
 * Native checkboxes or radios drawn as chips: they post as ordinary form fields (the form works
 * before scripts load) and keep keyboard and screen-reader behaviour.
 */
export function ChoiceChips({
  legend,
  name,
  type,
  options,
  value,
  onChange,
  required,
  error,
  disabled,
  labelOf = (o) => o,
}: {
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  labelOf?: (option: string) => string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-maroon">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label key={option} className="relative">
              <PlainInput
                type={type}
                name={name}
                value={option}
                checked={checked}
                className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
                onChange={(e) => {
                  if (type === 'radio') onChange([option]);
                  else onChange(e.currentTarget.checked ? [...value, option] : value.filter((v) => v !== option));
                }}
              />
              <span
                className={cn(
                  'inline-flex h-10 cursor-pointer select-none items-center gap-1.5 rounded-full border px-4 text-sm transition-colors',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-maroon/40 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                  checked ? 'border-maroon bg-maroon text-ivory shadow-sm' : 'border-linen bg-white text-ink hover:border-maroon/40',
                )}
              >
                {checked && type === 'checkbox' ? <CheckIcon className="size-3.5" aria-hidden="true" /> : null}
                {labelOf(option)}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
