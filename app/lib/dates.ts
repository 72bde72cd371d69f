// Every date the shop shows or computes, in one place. The shop's calendar is India's (UTC+05:30,
// no daylight saving), whatever the zone of the server or the browser, so a date reads the same on
// the server render and after hydration. Calendar days travel as YYYY-MM-DD strings.

const INDIA = 'Asia/Kolkata';

/** Today in India, as YYYY-MM-DD. */
export function indiaToday(now: Date | number = Date.now()): string {
  return new Date(new Date(now).getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date in India as YYYY-MM-DD, `days` later when given. */
export const indiaDay = (days = 0, now: Date | number = Date.now()) => addDays(indiaToday(now), days);

// Made at first use: building a formatter costs more than using one, and most pages show no date.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

/** A moment as '5 Mar 2026', or '5 Mar 2026, 4:30 pm' with its time. */
export function formatDate(value: Date | string, withTime = false): string {
  const time: Intl.DateTimeFormatOptions = withTime ? { hour: 'numeric', minute: '2-digit' } : {};
  return format('en-IN', { day: 'numeric', month: 'short', year: 'numeric', ...time, timeZone: INDIA }).format(new Date(value));
}

/** A moment as '5 March 2026' (mails, the account page, the enquiry page). */
export const formatLongDate = (value: Date | string) =>
  format('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA }).format(new Date(value));

/** A calendar day: '2026-03-05' → '5 Mar 2026' ('5 Mar' without its year). */
export const formatDay = (day: string, withYear = true) =>
  format('en-IN', { day: 'numeric', month: 'short', year: withYear ? 'numeric' : undefined, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A calendar month: '2026-03' → 'March 2026'. */
export const formatMonth = (month: string) =>
  format('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** A need-by day as '12 March', with the year when it is not this year's. */
export function shortDate(day: string, today = indiaToday()): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return format('en-GB', { day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
