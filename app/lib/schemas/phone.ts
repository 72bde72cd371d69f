import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { countryName, DEFAULT_PHONE_COUNTRY, isIndianMobile, isPhoneCountry, looksLikePhone } from '../phone.ts';

export const PHONE_MESSAGES = {
  country: 'Please choose the country of your phone number',
  invalidFor: (country: string) => `Please enter a valid phone number for ${countryName(country)}`,
  mismatch: (numberCountry: string, chosen: string) =>
    `This number is from ${countryName(numberCountry)}, not ${countryName(chosen)}: choose its country or check the number`,
} as const;

const countryCode = (message: string) =>
  z
    .string()
    .optional()
    .transform((v) => v || DEFAULT_PHONE_COUNTRY)
    .pipe(z.string().refine(isPhoneCountry, message));
/** Where the shopper lives (India unless chosen). */
export const countrySchema = countryCode('Please choose your country from the list');

export type PhoneInput = { country: string; number: string };

/**
 * A phone number with its country (India unless chosen), checked the same way in the browser and on
 * the server: India by the shop's rule and message, word for word; another country by its shape here,
 * and fully on the server (libphonenumber-js), which also writes it in E.164.
 */
export const phoneField = (required: boolean) =>
  z
    .object({
      country: countryCode(PHONE_MESSAGES.country),
      number: z
        .string()
        .max(30, MESSAGES.inquiry.phoneInvalid)
        .transform((v) => v.trim()),
    })
    .superRefine((v, ctx) => {
      if (!v.number) {
        if (required) ctx.addIssue({ code: 'custom', message: MESSAGES.inquiry.phone });
      } else if (v.country === 'IN' ? !isIndianMobile(v.number) : !looksLikePhone(v.number)) {
        ctx.addIssue({
          code: 'custom',
          message: v.country === 'IN' ? MESSAGES.inquiry.phoneInvalid : PHONE_MESSAGES.invalidFor(v.country),
        });
      }
    });

/** The phone fields of a form (`phone`, `phone_country`) as phoneField reads them. */
export function phoneValues(form: FormData): PhoneInput {
  const text = (key: string) => {
    const v = form.get(key);
    return typeof v === 'string' ? v : '';
  };
  return { country: text('phone_country'), number: text('phone') };
}
