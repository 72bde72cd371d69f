import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { cleanText } from './common.ts';
import { countrySchema, phoneField } from './phone.ts';

const avatarUrl = cleanText(2000).refine(
  (v) => v === '' || /^https?:\/\/[^\s<>"']+$/i.test(v),
  'Please enter an image link starting with https://',
);

/** The profile form's fields, and nothing else: no id, no e-mail, no role. */
export const profileSchema = z.object({
  fullName: cleanText(100).pipe(z.string().min(1, MESSAGES.inquiry.fullName)),
  phone: phoneField(false),
  address: cleanText(500),
  country: countrySchema,
  avatarUrl,
});

export type ProfileInput = z.infer<typeof profileSchema>;
