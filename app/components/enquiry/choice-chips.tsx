import CheckIcon from 'lucide-react/icons/check';
import { useId } from 'react';
import { cn } from '~/lib/utils';
import { FieldError } from '~/components/ui/field';
import { PlainInput } from '~/components/ui/input';

/**
 * Native checkboxes or radios drawn as chips: they post as ordinary form fields (the form works
 * before scripts load) and keep keyboard and screen-reader behaviour. They are uncontrolled and drawn
 * from their own :checked state, so a chip ticked before the page's scripts arrived stays ticked.
 */
export function ChoiceChips({
  legend,
  name,
  type,
  options,
  defaultValue,
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
  /** The options chosen when the form is rendered. */
  defaultValue: string[];
  /** Every option chosen now, after a change. */
  onChange?: (chosen: string[]) => void;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  labelOf?: (option: string) => string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
      onChange={(e) =>
        onChange?.(
          [...e.currentTarget.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(name)}"]:checked`)].map((input) => input.value),
        )
      }
    >
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
        {options.map((option) => (
          <label key={option} className="relative">
            <PlainInput
              type={type}
              name={name}
              value={option}
              defaultChecked={defaultValue.includes(option)}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
            />
            <span
              className={cn(
                'inline-flex h-10 cursor-pointer select-none items-center gap-1.5 rounded-full border px-4 text-sm transition-colors',
                'peer-focus-visible:ring-2 peer-focus-visible:ring-maroon/40 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                'border-linen bg-white text-ink hover:border-maroon/40',
                'peer-checked:border-maroon peer-checked:bg-maroon peer-checked:text-ivory peer-checked:shadow-sm peer-checked:hover:border-maroon',
              )}
            >
              {type === 'checkbox' ? <CheckIcon className="hidden size-3.5 [:checked~*>&]:block" aria-hidden="true" /> : null}
              {labelOf(option)}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
