import { z } from 'zod';

// Control characters (NUL included) never reach the database; tabs and new lines are fine.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed text of at most `max` characters with no control characters. */
export const cleanText = (max: number) =>
  z
    .string()
    .max(max, `Please keep this under ${max} characters`)
    .refine((v) => !CONTROL.test(v), 'Please remove unusual characters')
    .transform((v) => v.trim());

// Apart from the schemas, so the pages' first scripts can check an id without carrying zod.
export { PRODUCT_ID } from '../product-id.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

/** Admin-typed links: http(s) or a site-relative path, never javascript: or data:. */
export const safeLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => v === '' || /^\/(?!\/)/.test(v) || /^#[\w-]*$/.test(v) || /^https?:\/\/[^\s]+$/i.test(v),
    'Links must start with https://, http:// or /',
  );

/** First error message per field, for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
