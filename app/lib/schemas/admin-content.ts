import { z } from 'zod';
import { BANNER_SECTIONS } from '../constants.ts';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '../enquiry-constants.ts';
import { optionalPriceField, ORIGINAL_PRICE_MESSAGE, formFlag, optionalLink, priceField, requiredText, textOf } from './admin-fields.ts';
import { cleanText } from './common.ts';

/** Display order parses as an integer (clamped to ±9999) and falls back to 0 when it is not a number. */
export const displayOrderField = z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((v) => {
  const n = Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) ? Math.max(-9999, Math.min(9999, n)) : 0;
});

export const bannerSchema = z.object({
  sectionName: z.enum(BANNER_SECTIONS, 'Please choose a section'),
  displayOrder: displayOrderField,
  title: requiredText(200, 'Please enter a banner title'),
  subtitle: cleanText(500),
  imageUrl: optionalLink,
  altText: cleanText(300),
  ctaText: cleanText(60),
  ctaLink: optionalLink,
  isActive: formFlag,
});
export type BannerInput = z.infer<typeof bannerSchema>;

/** The edit dialog changes the texts, image and link; section, order and status have their own controls. */
export const bannerEditSchema = bannerSchema.pick({
  title: true,
  subtitle: true,
  imageUrl: true,
  altText: true,
  ctaText: true,
  ctaLink: true,
});
export type BannerEdit = z.infer<typeof bannerEditSchema>;

export function bannerValuesFromForm(form: FormData) {
  const get = (k: string) => textOf(form.get(k));
  return {
    sectionName: get('sectionName'),
    displayOrder: get('displayOrder'),
    title: get('title'),
    subtitle: get('subtitle'),
    imageUrl: get('imageUrl'),
    altText: get('altText'),
    ctaText: get('ctaText'),
    ctaLink: get('ctaLink'),
    isActive: get('isActive'),
  };
}

export const testimonialSchema = z.object({
  name: requiredText(120, 'Please enter the customer name'),
  message: requiredText(2000, 'Please enter the testimonial message'),
  imageUrl: optionalLink,
  isPublished: formFlag,
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;

export function testimonialValuesFromForm(form: FormData) {
  const get = (k: string) => textOf(form.get(k));
  return { name: get('name'), message: get('message'), imageUrl: get('imageUrl'), isPublished: get('isPublished') };
}

export const enquiryUpdateSchema = z.object({
  kind: z.enum(ENQUIRY_KINDS, 'Unknown kind of enquiry'),
  id: z.string().trim().min(1).max(100),
  status: z.enum(ENQUIRY_STATUSES, 'Please choose a status'),
  internalNotes: cleanText(4000),
  /** Shown to the shopper on the enquiry page and mailed; the internal notes never are. */
  customerMessage: cleanText(2000).optional().default(''),
  /** Tell the shopper: the change goes on her timeline with the message, and one mail tells her (a message always does). */
  notify: z.boolean().optional().default(false),
});
export type EnquiryUpdate = Omit<z.infer<typeof enquiryUpdateSchema>, 'customerMessage' | 'notify'> & {
  customerMessage?: string;
  notify?: boolean;
};

/** One row of the price table; the original price, when given, must exceed the price. */
export const priceRowSchema = z
  .object({ id: z.string().trim().min(1).max(100), price: priceField, originalPrice: optionalPriceField })
  .superRefine((r, ctx) => {
    if (r.originalPrice !== null && r.originalPrice <= r.price)
      ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: ORIGINAL_PRICE_MESSAGE });
  });
export type PriceRow = z.infer<typeof priceRowSchema>;

/** 1-90 %: a bulk discount of 0 or 100 % is never what an owner means. */
export const discountSchema = z.coerce
  .number({ error: 'Please enter a discount between 1 and 90 %' })
  .int('Please enter a whole number')
  .min(1, 'Please enter a discount between 1 and 90 %')
  .max(90, 'Please enter a discount between 1 and 90 %');
