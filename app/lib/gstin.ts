// GSTIN: the 15-character GST identification number. Its layout (CBIC): two digits of the state
// code, the holder's PAN (five letters, four digits, a letter), the entity number (1-9, A-Z), the
// letter Z, and a check character computed over the first fourteen with the mod-36 scheme below.

import { GST_STATES } from './gst-states.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** The check character of the first fourteen characters: weights 1, 2, 1, 2…, each product folded as quotient + remainder of 36. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

export const GSTIN_MESSAGES = {
  length: 'A GSTIN has 15 characters.',
  shape: 'A GSTIN reads like 27AAPFU0939F1ZV: state code, PAN, entity number, Z, check character.',
  state: 'The first two digits of the GSTIN are not a state code.',
  checksum: 'This GSTIN’s last character does not match: please check it for a typing error.',
} as const;

/** Upper-cased and spaces removed; null when valid, else the message saying what is wrong. */
export function gstinProblem(raw: string): string | null {
  const value = normaliseGstin(raw);
  if (value.length !== 15) return GSTIN_MESSAGES.length;
  const match = SHAPE.exec(value);
  if (!match) return GSTIN_MESSAGES.shape;
  if (!GST_STATES.some((s) => s.code === match[1])) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) return GSTIN_MESSAGES.checksum;
  return null;
}

export const normaliseGstin = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** The state code a valid GSTIN is registered in. */
export const gstinState = (gstin: string) => gstin.slice(0, 2);

/** The PAN held inside a GSTIN. */
export const gstinPan = (gstin: string) => gstin.slice(2, 12);
