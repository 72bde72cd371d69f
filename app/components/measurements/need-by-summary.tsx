import { CalendarClockIcon } from 'lucide-react';
import { daysBetween, shortDate, todayInIndia } from '~/lib/lead-times';
import type { MadeToMeasureView } from '~/lib/views';
import { cn } from '~/lib/utils';

export const daysLeftText = (days: number) =>
  days < 0 ? `${-days} ${days === -1 ? 'day' : 'days'} overdue` : days === 0 ? 'due today' : `${days} ${days === 1 ? 'day' : 'days'} left`;

/** Days to the need-by date, and whether that is inside the lead time the piece needed when it was asked for. */
export function needByState(made: MadeToMeasureView, today = todayInIndia()) {
  if (!made.needBy) return null;
  const days = daysBetween(today, made.needBy);
  return { days, rush: made.leadDays !== null && days < made.leadDays };
}

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
