import CalendarClockIcon from '~/components/icons/calendar-clock';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { type LeadTime, leadTimeText, needByWarning } from '~/lib/lead-times';
import { indiaToday } from '~/lib/dates';

/**
 * 'When do you need it?' with the lead time's note when the date is sooner than it allows. The note
 * is information: the form still sends.
 */
export function NeedByField({
  value,
  onChange,
  lead,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  lead: LeadTime | null;
  error?: string;
  disabled?: boolean;
}) {
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
            type="date"
            name="need_by"
            min={indiaToday()}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.currentTarget.value)}
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
