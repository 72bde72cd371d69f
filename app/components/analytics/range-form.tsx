import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Input, Label } from '~/components/ui/input';
import { addDays, indiaToday } from '~/lib/dates';
import { cn } from '~/lib/utils';

const PRESETS = [7, 30, 90, 365] as const;

/** The date range lives in the URL (?from=&to=), so a view can be bookmarked or shared. */
export function RangeForm({ from, to }: { from: string; to: string }) {
  const today = indiaToday();
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {PRESETS.map((days) => {
          const start = addDays(today, -(days - 1));
          const active = from === start && to === today;
          return (
            <Link
              key={days}
              to={`?from=${start}&to=${today}`}
              aria-current={active ? 'true' : undefined}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm',
                active ? 'border-maroon bg-maroon text-ivory' : 'border-linen bg-white text-ink hover:border-maroon/50',
              )}
            >
              Last {days} days
            </Link>
          );
        })}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Date range">
        <DateField id="analytics-from" name="from" label="From" value={from} max={today} />
        <DateField id="analytics-to" name="to" label="To" value={to} max={today} />
        <Button type="submit" size="md">
          Apply
        </Button>
      </Form>
    </div>
  );
}

/** One end of the range; keyed by its value so that a new range from the links resets the field. */
function DateField({ id, name, label, value, max }: { id: string; name: string; label: string; value: string; max: string }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} type="date" defaultValue={value} max={max} required fullWidth={false} className="w-40" key={value} />
    </div>
  );
}
