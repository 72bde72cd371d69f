// Calendar days as YYYY-MM-DD strings in the shop's time zone (India, UTC+05:30, no daylight saving).
// Shared by the analytics data modules and the report's date range form.

/** Today in India, as YYYY-MM-DD. */
export function indiaToday(now = Date.now()): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
