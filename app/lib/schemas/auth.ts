import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { cleanText, emailSchema } from './common.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const requiredEmail = z
  .string({ message: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .pipe(emailSchema);

/** A new password: the same bounds better-auth enforces, said in words a shopper understands. */
export const newPasswordSchema = z
  .string({ message: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signInSchema = z.object({
  email: requiredEmail,
  password: z
    .string({ message: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(PASSWORD_MAX, MESSAGES.auth.invalidCredentials),
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

// Browsers drop tabs and line breaks from URLs and read a backslash as '/', which is how '/\t/evil.com' became 'https://evil.com/'.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Where to go after signing in: a path of this shop, never another site. The value is resolved the way a
 * browser would resolve it against the shop's own address; anything that lands on another origin (or
 * whose path a browser would read as scheme-relative) gives the fallback. Returns the normalised path.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, shopUrl: string, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.length > 2000 || CONTROL_CHARACTERS.test(to)) return fallback;
  let target: URL;
  try {
    target = new URL(to, shopUrl);
  } catch {
    return fallback;
  }
  if (target.origin !== new URL(shopUrl).origin || target.username || target.password) return fallback;
  if (target.pathname.startsWith('//') || target.pathname.startsWith('/\\')) return fallback;
  if (target.pathname.startsWith('/auth') || target.pathname.startsWith('/api/')) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
