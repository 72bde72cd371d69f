// What the newsletter form says. Apart from the schema (app/lib/schemas/newsletter.ts) so the
// footer's form, on every page, does not bring the validation library into the browser.

/** How a subscription sent without scripts went (`footer:subscribed`); the page it returns to reads it from this query parameter. */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
export type NewsletterOutcome = 'subscribed' | 'already' | 'invalid';
export const NEWSLETTER_MESSAGES: Record<NewsletterOutcome, string> = {
  subscribed: 'Thank you for subscribing!',
  already: 'You are already subscribed. Thank you!',
  invalid: 'Please enter a valid email address',
};
