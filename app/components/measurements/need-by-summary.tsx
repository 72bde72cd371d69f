import CalendarClockIcon from 'lucide-react/icons/calendar-clock';
import { daysLeftText, needByState } from '~/lib/lead-times';
import type { MadeToMeasureView } from '~/lib/views';
import { cn } from '~/lib/utils';
import { shortDate } from '~/lib/dates';

/** 'Need by 12 March · 23 days left', marked Rush when the date is within the lead time. */
export function NeedBySummary({ made, className }: { made: MadeToMeasureView; className?: string }) {
  const state = needByState(made);
  if (!made.needBy || !state) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <CalendarClockIcon className="size-4 text-gold" aria-hidden="true" />
      <span className="text-ink">Need by {shortDate(made.needBy)}</span>
      <span className="text-muted">· {daysLeftText(state.days)}</span>
      {state.rush ? (
        <span
          className="rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger"
          title={`Within the ${made.leadDays}-day lead time`}
        >
          Rush: within lead time
        </span>
      ) : null}
    </p>
  );
}
