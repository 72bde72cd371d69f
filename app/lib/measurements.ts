/**
 * The body measurements a tailor needs, with the size guide's how-to-measure hints and sensible
 * ranges. Values are stored once, as whole millimetres; inches and centimetres are only ways of
 * showing and typing them, so switching a profile's unit never changes what is stored.
 */
import { MEASUREMENT_KEYS, type MeasurementKey, type MeasurementUnit, type MeasurementValues } from '../../db/measurement-values.ts';

export { MEASUREMENT_KEYS, MEASUREMENT_UNITS } from '../../db/measurement-values.ts';
export type { MeasurementKey, MeasurementSnapshot, MeasurementUnit, MeasurementValues } from '../../db/measurement-values.ts';

export const UNIT_NAMES: Record<MeasurementUnit, string> = { in: 'inches', cm: 'cm' };

/**
 * One entry per measurement key, in the same order (a unit test holds them together). Ranges are in
 * inches (how Indian tailors measure); the centimetre messages are converted from them.
 */
export const MEASUREMENTS = [
  { key: 'bust', label: 'Bust', min: 20, max: 70, hint: 'Around the fullest part of your bust, keeping the tape parallel to the floor.' },
  {
    key: 'underBust',
    label: 'Under-bust',
    min: 20,
    max: 65,
    hint: 'Snugly around your ribcage, just below the bust where a bra band sits.',
  },
  {
    key: 'waist',
    label: 'Waist',
    min: 18,
    max: 70,
    hint: 'Around your natural waistline, the narrowest part of your torso, usually just above the navel.',
  },
  { key: 'hip', label: 'Hip', min: 20, max: 75, hint: 'Feet together, around the fullest part of your hips.' },
  { key: 'shoulder', label: 'Shoulder', min: 10, max: 25, hint: 'Across your back from the tip of one shoulder to the tip of the other.' },
  {
    key: 'armhole',
    label: 'Armhole',
    min: 10,
    max: 30,
    hint: 'Around the top of your arm where it joins the shoulder, passing under the armpit.',
  },
  {
    key: 'sleeveLength',
    label: 'Sleeve length',
    min: 2,
    max: 36,
    hint: 'From the shoulder tip down your arm to where the sleeve should end.',
  },
  { key: 'sleeveRound', label: 'Sleeve round', min: 6, max: 24, hint: 'Around your arm at the point where the sleeve should end.' },
  {
    key: 'blouseLength',
    label: 'Blouse length',
    min: 10,
    max: 26,
    hint: 'From the highest point of the shoulder, over the bust, to where the blouse should end.',
  },
  {
    key: 'topLength',
    label: 'Kurta/top length',
    min: 14,
    max: 60,
    hint: 'From the highest point of the shoulder down to where the kurta or top should end.',
  },
  {
    key: 'bottomLength',
    label: 'Bottom length',
    min: 20,
    max: 50,
    hint: 'From your waist down to where the salwar, trousers or skirt should end.',
  },
  {
    key: 'neckFront',
    label: 'Neck depth (front)',
    min: 2,
    max: 14,
    hint: 'From the highest point of the shoulder straight down to where the front neckline should sit.',
  },
  {
    key: 'neckBack',
    label: 'Neck depth (back)',
    min: 2,
    max: 16,
    hint: 'From the highest point of the shoulder straight down your back to where the back neckline should sit.',
  },
] as const satisfies readonly { key: MeasurementKey; label: string; min: number; max: number; hint: string }[];

export type MeasurementDef = (typeof MEASUREMENTS)[number];

const MM_PER: Record<MeasurementUnit, number> = { in: 25.4, cm: 10 };

export const toMillimetres = (value: number, unit: MeasurementUnit) => Math.round(value * MM_PER[unit]);

const trim = (n: number, places: number) => String(Number(n.toFixed(places)));

/**
 * Millimetres as a tailor would write them. Centimetres to one decimal (exact for whole mm). Inches
 * to the nearest quarter when the value is one (36.25 stays 36.25), otherwise to one decimal: a
 * millimetre is under 0.04 in, so a value typed in either form always reads back as typed.
 */
export function formatLength(mm: number, unit: MeasurementUnit): string {
  if (unit === 'cm') return trim(mm / 10, 1);
  const quarter = Math.round((mm / 25.4) * 4) / 4;
  if (Math.abs(quarter * 25.4 - mm) <= 0.5) return trim(quarter, 2);
  return trim(mm / 25.4, 1);
}

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

/** '36', '36.5', '36,5', '36½' or '36 1/2' to a number; null for anything else. */
export function parseLength(text: string): number | null {
  const t = text.trim().replace(',', '.');
  const unicode = /^(\d{1,3})?\s*([½¼¾])$/.exec(t);
  if (unicode) return Number(unicode[1] ?? 0) + FRACTIONS[unicode[2]];
  const slash = /^(\d{1,3})\s+([13])\/([24])$/.exec(t);
  if (slash && Number(slash[2]) < Number(slash[3])) return Number(slash[1]) + Number(slash[2]) / Number(slash[3]);
  return /^\d{1,3}(\.\d{1,2})?$/.test(t) ? Number(t) : null;
}

const rangeMm = (m: MeasurementDef) => ({ min: toMillimetres(m.min, 'in'), max: toMillimetres(m.max, 'in') });

export function rangeMessage(m: MeasurementDef, unit: MeasurementUnit): string {
  const { min, max } = rangeMm(m);
  return `${m.label} must be between ${formatLength(min, unit)} and ${formatLength(max, unit)} ${UNIT_NAMES[unit]}`;
}

/** One typed value checked: millimetres, or the message to show beside the field. */
export function readMeasurement(m: MeasurementDef, text: string, unit: MeasurementUnit): { mm: number | null; error?: string } {
  if (text.trim() === '') return { mm: null };
  const value = parseLength(text);
  if (value === null) return { mm: null, error: `${m.label}: please enter a number, e.g. ${unit === 'in' ? '36.5' : '92.5'}` };
  const mm = toMillimetres(value, unit);
  const { min, max } = rangeMm(m);
  return mm < min || mm > max ? { mm: null, error: rangeMessage(m, unit) } : { mm };
}

/** The text each field shows for stored values in a unit. */
export function displayValues(values: MeasurementValues, unit: MeasurementUnit): Record<MeasurementKey, string> {
  return Object.fromEntries(MEASUREMENT_KEYS.map((k) => [k, values[k] === undefined ? '' : formatLength(values[k], unit)])) as Record<
    MeasurementKey,
    string
  >;
}

export const hasMeasurements = (values: MeasurementValues | null | undefined) =>
  Boolean(values && MEASUREMENT_KEYS.some((k) => values[k] !== undefined));

/** Form field name of a measurement: the same in every form and action. */
export const fieldName = (key: MeasurementKey) => `m_${key}`;
