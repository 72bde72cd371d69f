const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dayTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Dates of the enquiry page, in India time on the server and in the browser alike. */
export const longDay = (iso: string) => day.format(new Date(iso));
export const dayAndTime = (iso: string) => dayTime.format(new Date(iso));
