import { z } from 'zod';
import { DESIGN_INTERESTS } from '../enquiry-constants.ts';
import { cleanText, emailSchema, PRODUCT_ID } from './common.ts';
import { phoneField, phoneValues } from './phone.ts';

export const CUSTOM_ORDER_MESSAGES = {
  name: 'Please enter your name',
  designInterest: 'Please choose a design interest',
} as const;

/**
 * The short 'Request Custom Order' form. Name, phone and design interest are required (the submit
 * button stays disabled without them); e-mail and notes are optional and stored as null when blank.
 */
export const customOrderSchema = z.object({
  name: cleanText(100).pipe(z.string().min(1, CUSTOM_ORDER_MESSAGES.name)),
  phone: phoneField(true),
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((v) => v || null),
  design_interest: z.enum(DESIGN_INTERESTS, { message: CUSTOM_ORDER_MESSAGES.designInterest }),
  customization_notes: cleanText(2000)
    .optional()
    .transform((v) => v || null),
  /** The product whose page the dialog was opened on; the server keeps it only if the shop has it. */
  product_id: z
    .union([z.literal(''), z.string().regex(PRODUCT_ID)])
    .optional()
    .transform((v) => v || null),
  // Honeypot: hidden from people, filled by form-filling robots.
  company: z.string().max(200).optional().default(''),
});
export type CustomOrderInput = z.infer<typeof customOrderSchema>;

/** The text fields of the form as the schema reads them (the image travels beside them). */
export function customOrderValues(form: FormData) {
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v : undefined;
  };
  return {
    name: text('name') ?? '',
    phone: phoneValues(form),
    email: text('email'),
    design_interest: text('design_interest') ?? '',
    customization_notes: text('customization_notes'),
    product_id: text('product_id'),
    company: text('company'),
  };
}
