import { z } from 'zod';
import { emailSchema } from './common.ts';

export const newsletterSchema = z.object({
  email: emailSchema,
  source: z.enum(['footer', 'home-offers']).default('footer'),
  // Honeypot: people never see or fill it.
  company: z.string().max(0).optional().or(z.literal('')),
});
