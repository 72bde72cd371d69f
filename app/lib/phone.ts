import { INDIAN_PHONE_PATTERN } from './enquiry-constants.ts';
import { PHONE_COUNTRIES } from './phone-countries.ts';

// Phone numbers from any country. India keeps the shop's own rule (ten digits starting 6-9, with
// +91, 91 or 0 in front allowed); numbers are stored in E.164 (+919876543210). Rows stored before
// countries existed hold the ten Indian digits and are read as +91.

export const DEFAULT_PHONE_COUNTRY = 'IN';
const BY_CODE = new Map(PHONE_COUNTRIES.map(([code, name, calling]) => [code, { code, name, calling }]));
export const isPhoneCountry = (code: unknown): code is string => typeof code === 'string' && BY_CODE.has(code);
export const countryName = (code: string) => BY_CODE.get(code)?.name ?? code;
export const callingCode = (code: string) => BY_CODE.get(code)?.calling ?? '';

/**
 * Ten digits beginning 6-9 once everything but digits is removed. A leading +91, 91 or 0 (how many
 * people type a mobile number) is dropped first.
 */
export function indianDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}
export const isIndianMobile = (value: string) => INDIAN_PHONE_PATTERN.test(indianDigits(value));

/** The browser's first check of a number from another country: 4 to 15 digits (E.164's limit). The server checks it fully. */
export const looksLikePhone = (value: string) => /^\+?[\d\s().-]{4,22}$/.test(value.trim()) && /^\d{4,15}$/.test(value.replace(/\D/g, ''));

/** A stored number in E.164: old rows of ten Indian digits become +91…; anything else is kept as stored. */
export function storedToE164(stored: string): string {
  if (/^[6-9]\d{9}$/.test(stored)) return `+91${stored}`;
  return stored;
}

/** The digits wa.me wants: the full international number without the plus. */
export const whatsappDigits = (stored: string) => storedToE164(stored).replace(/\D/g, '');
