import { z } from 'zod';
import { INDIAN_PHONE_PATTERN } from '../enquiry-constants.ts';
import { MESSAGES } from '../messages.ts';
import { cleanText } from './common.ts';

/** Empty, or ten digits starting 6-9 once spaces, dashes and a +91 prefix are taken away. */
const phone = cleanText(20).pipe(
  z
    .string()
    .transform((v) => v.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, ''))
    .refine((v) => v === '' || INDIAN_PHONE_PATTERN.test(v), MESSAGES.inquiry.phoneInvalid),
);

const avatarUrl = cleanText(2000).refine(
  (v) => v === '' || /^https?:\/\/[^\s<>"']+$/i.test(v),
  'Please enter an image link starting with https://',
);

/** The profile form's fields, and nothing else: no id, no e-mail, no role. */
export const profileSchema = z.object({
  fullName: cleanText(100).pipe(z.string().min(1, MESSAGES.inquiry.fullName)),
  phone,
  address: cleanText(500),
  avatarUrl,
});

export type ProfileInput = z.infer<typeof profileSchema>;
