import { z } from 'zod';
import { INQUIRY_FILE_TYPES, MAX_UPLOAD_BYTES } from '../enquiry-constants.ts';
import { BUDGET_RANGES, INQUIRY_OCCASIONS, INQUIRY_SIZES, PREFERRED_STYLES } from '../enquiry-constants.ts';
import { MESSAGES } from '../messages.ts';
import { cleanText, emailSchema } from './common.ts';
import { countrySchema, phoneField, phoneValues } from './phone.ts';

/** At most this many reference files per inquiry (the server's multipart limit allows five). */
export const MAX_REFERENCE_FILES = 5;

/** Reference files the shop stored itself: /media/inquiries/<uuid>.webp|pdf. Nothing else is accepted. */
export const INQUIRY_MEDIA_URL = /^\/media\/inquiries\/[0-9a-f-]{36}\.(webp|pdf)$/;

const optionalText = (max: number) => cleanText(max).optional().default('');
const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .optional()
  .transform((v) => v || null);

/**
 * The Create Your Look form. Fields are declared in the order the form reports problems (name,
 * phone, styles, e-mail…), so the first issue zod reports is the first message the shopper sees.
 */
export const inquirySchema = z.object({
  full_name: cleanText(100).pipe(z.string().min(1, MESSAGES.inquiry.fullName)),
  phone: phoneField(true),
  preferred_style: z
    .array(z.enum(PREFERRED_STYLES, { message: MESSAGES.inquiry.stylesUnknown }))
    .max(PREFERRED_STYLES.length)
    .min(1, MESSAGES.inquiry.styles),
  email: optionalEmail,
  city: optionalText(100),
  country: countrySchema,
  occasion: z.enum(INQUIRY_OCCASIONS).default('festive'),
  budget_range: z.enum(BUDGET_RANGES).default('5-15k'),
  size: z
    .union([z.literal(''), z.enum(INQUIRY_SIZES)])
    .optional()
    .default(''),
  fabric_or_embroidery_prefs: optionalText(500),
  notes: optionalText(2000),
  source: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .catch('home'),
  product_slug: z
    .string()
    .regex(/^[A-Za-z0-9-]{0,100}$/)
    .catch(''),
  reference_image_urls: z.array(z.string().regex(INQUIRY_MEDIA_URL)).max(MAX_REFERENCE_FILES).default([]),
  // Honeypot: hidden from people, filled by form-filling robots.
  company: z.string().max(200).optional().default(''),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

/** FormData (browser or server) to the plain object the schema reads; lists come from repeated fields. */
export function inquiryValues(form: FormData) {
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v : undefined;
  };
  const list = (key: string) => form.getAll(key).filter((v): v is string => typeof v === 'string' && v !== '');
  return {
    full_name: text('full_name') ?? '',
    phone: phoneValues(form),
    preferred_style: list('preferred_style'),
    email: text('email'),
    city: text('city'),
    country: text('country'),
    occasion: text('occasion') || undefined,
    budget_range: text('budget_range') || undefined,
    size: text('size'),
    fabric_or_embroidery_prefs: text('fabric_or_embroidery_prefs'),
    notes: text('notes'),
    source: text('source') || 'home',
    product_slug: text('product_slug') ?? '',
    reference_image_urls: list('reference_image_urls'),
    company: text('company'),
  };
}

const ALLOWED_EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** The browser's first check of reference files (the server checks the bytes again). */
export function splitReferenceFiles<T extends { name: string; type: string; size: number }>(files: T[]): { accepted: T[]; skipped: T[] } {
  const accepted: T[] = [];
  const skipped: T[] = [];
  for (const file of files) {
    const typeOk = (INQUIRY_FILE_TYPES as readonly string[]).includes(file.type) || (!file.type && ALLOWED_EXTENSIONS.test(file.name));
    if (typeOk && file.size > 0 && file.size <= MAX_UPLOAD_BYTES) accepted.push(file);
    else skipped.push(file);
  }
  return { accepted, skipped };
}

/** What the /inquiry action answers. */
export type InquiryResponse = { ok: true; inquiryId: string } | { ok: false; error: string; errors?: Record<string, string> };
