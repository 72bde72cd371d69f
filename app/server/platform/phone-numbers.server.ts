import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { indianDigits, storedToE164 } from '../../lib/phone.ts';
import { PHONE_MESSAGES, type PhoneInput } from '../../lib/schemas/phone.ts';

/**
 * The server's full check of a number the form's schema let through, with libphonenumber-js: valid
 * for its country, and when typed with a + in front, from the country chosen. Gives E.164, or the
 * message to show under the field. India's numbers already met the shop's rule and keep it.
 */
export function toE164(phone: PhoneInput): { ok: true; e164: string } | { ok: false; message: string } {
  // India's numbers met the shop's own rule in the schema already.
  if (phone.country === 'IN') return { ok: true, e164: `+91${indianDigits(phone.number)}` };
  const parsed = parsePhoneNumberFromString(phone.number, phone.country as CountryCode);
  if (parsed?.country && parsed.country !== phone.country && parsed.countryCallingCode) {
    return { ok: false, message: PHONE_MESSAGES.mismatch(parsed.country, phone.country) };
  }
  if (!parsed || !parsed.isValid()) return { ok: false, message: PHONE_MESSAGES.invalidFor(phone.country) };
  return { ok: true, e164: parsed.number };
}

/** A stored number as people read it: +91 98765 43210, +1 201 555 0147. */
export function displayPhone(stored: string | null): string | null {
  if (!stored) return stored;
  const parsed = parsePhoneNumberFromString(storedToE164(stored));
  return parsed ? parsed.formatInternational() : stored;
}

/** The country a stored number belongs to (IN for the old ten-digit rows), or null. */
export const phoneCountryOf = (stored: string | null) =>
  stored ? (parsePhoneNumberFromString(storedToE164(stored))?.country ?? null) : null;

/** A parsed form with its phone number as stored: E.164, or null for an optional field left empty. */
export type WithStoredPhone<T extends { phone: PhoneInput }, Empty = never> = Omit<T, 'phone'> & { phone: string | Empty };

/** Runs the full check on a parsed form's phone; on failure, the message for the field. */
export function withE164<T extends { phone: PhoneInput }>(
  input: T,
): { ok: true; input: WithStoredPhone<T> } | { ok: false; message: string } {
  const phone = toE164(input.phone);
  return phone.ok ? { ok: true, input: { ...input, phone: phone.e164 } } : phone;
}

/** A stored number split for a form: its country and the number as people there write it (India: the ten digits). */
export function phoneForForm(stored: string | null): PhoneInput {
  if (!stored) return { country: 'IN', number: '' };
  const parsed = parsePhoneNumberFromString(storedToE164(stored));
  if (!parsed?.country) return { country: 'IN', number: stored };
  return { country: parsed.country, number: parsed.country === 'IN' ? String(parsed.nationalNumber) : parsed.formatNational() };
}
