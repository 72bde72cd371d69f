import { INDIAN_PIN_PATTERN } from './constants';
import { PINCODE_MESSAGES } from './catalogue-messages';

export type PincodeResult = { ok: boolean; message: string } | null;

/** A PIN is required, must be a 6-digit Indian PIN, then delivery takes 3-5 business days. */
export function checkPincode(value: string): PincodeResult {
  const pin = value.replace(/\s/g, '');
  if (!pin) return { ok: false, message: PINCODE_MESSAGES.required };
  if (!INDIAN_PIN_PATTERN.test(pin)) return { ok: false, message: PINCODE_MESSAGES.invalid };
  return { ok: true, message: PINCODE_MESSAGES.available };
}
