import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { cleanText, emailSchema } from './common.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const requiredEmail = z.string({ message: 'Please enter your email address' }).trim().min(1, 'Please enter your email address').pipe(emailSchema);

/** A new password: the same bounds better-auth enforces, said in words a shopper understands. */
export const newPasswordSchema = z
  .string({ message: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string({ message: 'Please enter your password' }).min(1, 'Please enter your password').max(PASSWORD_MAX, MESSAGES.auth.invalidCredentials),
});

/** Sign-up takes exactly these fields; anything else a browser sends is dropped before better-auth sees it. */
export const signUpSchema = z.object({
  name: cleanText(100).pipe(z.string().min(1, MESSAGES.inquiry.fullName)),
  email: requiredEmail,
  password: newPasswordSchema,
});

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.auth.forgotNeedsEmail).pipe(emailSchema),
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  newPassword: newPasswordSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});

/** Only site-relative paths: a crafted ?redirectTo= can never send someone to another site. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  if (to.startsWith('/auth') || to.startsWith('/api/')) return fallback;
  return to;
}
