import { z } from 'zod';
import { parseINR } from '../money.ts';
import { cleanText, safeLinkSchema } from './common.ts';

// Field schemas shared by the admin forms (products, prices, banners, testimonials).

export const PRICE_MESSAGE = 'Please enter a price such as ₹2,499';
export const NEGATIVE_PRICE_MESSAGE = 'A price cannot be negative';
export const ORIGINAL_PRICE_MESSAGE = 'Original Price must be more than the Final Price';
/** Ten crore rupees: far above anything the boutique sells, low enough to stay an integer everywhere. */
export const MAX_PRICE = 10_000_000;

function readPrice(value: unknown, ctx: z.RefinementCtx): number | null {
  const text = typeof value === 'number' ? String(value) : String(value ?? '').trim();
  if (text.startsWith('-')) {
    ctx.addIssue({ code: 'custom', message: NEGATIVE_PRICE_MESSAGE });
    return null;
  }
  const n = parseINR(text);
  if (n === null || n <= 0 || n > MAX_PRICE) {
    ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
    return null;
  }
  return n;
}

/** Accepts '₹2,499', '2,499', '2499' (or a number); gives whole rupees. */
export const priceField = z.union([z.string(), z.number()]).transform((v, ctx) => readPrice(v, ctx) ?? z.NEVER);

/** Like priceField, but blank means "no original price" (null). */
export const optionalPriceField = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((v, ctx) => (v === null || v === undefined || String(v).trim() === '' ? null : (readPrice(v, ctx) ?? z.NEVER)));

/** A required line of text with the given message when blank. */
export const requiredText = (max: number, message: string) => cleanText(max).pipe(z.string().min(1, message));

/** An optional admin-typed link or image address: http(s) or site-relative only. */
export const optionalLink = safeLinkSchema;

/** A non-blank image address: http(s) or site-relative only. */
export const imageUrlField = safeLinkSchema.pipe(z.string().min(1, 'Please add an image address'));

/** Checkbox or switch in a form: present ('on'/'true') means true. */
export const formFlag = z
  .union([z.boolean(), z.string(), z.null(), z.undefined()])
  .transform((v) => v === true || v === 'on' || v === 'true');

/** Trimmed, blank values dropped: features and tags. */
export function cleanList(values: readonly string[]): string[] {
  return values.map((v) => v.trim()).filter(Boolean);
}

/** Colours are lower-case words, each once. */
export function normalizeColors(values: readonly string[]): string[] {
  return [...new Set(cleanList(values).map((v) => v.toLowerCase()))];
}

/** Reads a form value as text; files and missing fields become ''. */
export function textOf(value: FormDataEntryValue | null | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function listOf(form: FormData, name: string): string[] {
  return form.getAll(name).map(textOf);
}
