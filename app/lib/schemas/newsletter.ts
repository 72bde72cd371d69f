import { z } from 'zod';
import { emailSchema } from './common.ts';

export const newsletterSchema = z.object({
  email: emailSchema,
  source: z.enum(['footer', 'home-offers']).default('footer'),
  // Honeypot: people never see or fill it.
  company: z.string().max(0).optional().or(z.literal('')),
});

/** How a subscription sent without scripts went (`footer:subscribed`); the page it returns to reads it from this query parameter. */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
export type NewsletterOutcome = 'subscribed' | 'already' | 'invalid';
export const NEWSLETTER_MESSAGES: Record<NewsletterOutcome, string> = {
  subscribed: 'Thank you for subscribing!',
  already: 'You are already subscribed. Thank you!',
  invalid: 'Please enter a valid email address',
};
