import CalendarClockIcon from 'lucide-react/icons/calendar-clock';
import { useLayoutEffect, useRef, useState } from 'react';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { type LeadTime, leadTimeText, needByWarning } from '~/lib/lead-times';
import { indiaToday } from '~/lib/dates';

/**
 * 'When do you need it?' with the lead time's note when the date is sooner than it allows. The note
 * is information: the form still sends. The date field is uncontrolled (the form reads it); the note
 * follows what it shows, read from the field itself when it hydrates, so a date picked before the
 * page's scripts arrived is kept and noted.
 */
export function NeedByField({
  onChange,
  lead,
  error,
  disabled,
}: {
  onChange?: (value: string) => void;
  lead: LeadTime | null;
  error?: string;
  disabled?: boolean;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => setValue(field.current?.value ?? ''), []);
  const warning = value && !error ? needByWarning(value, lead) : null;
  return (
    <div className="grid gap-2">
      <Field
        className="content-start sm:max-w-xs"
        label="When do you need it?"
        error={error}
        hint={lead && !warning ? `${lead.label} take about ${leadTimeText(lead)}.` : 'Optional'}
      >
        {(p) => (
          <Input
            {...p}
            ref={field}
            type="date"
            name="need_by"
            min={indiaToday()}
            disabled={disabled}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              onChange?.(e.currentTarget.value);
            }}
          />
        )}
      </Field>
      <p
        role="status"
        aria-live="polite"
        className={warning ? 'flex gap-2 rounded-lg border border-gold/40 bg-gold-light/25 px-4 py-3 text-sm text-ink' : 'sr-only'}
      >
        {warning ? (
          <>
            <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
            <span>{warning}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
