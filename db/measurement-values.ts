/**
 * What the database keeps of a shopper's measurements: whole millimetres by measurement, and the
 * unit the shopper types and reads them in. The schema and the shop's code both take these from
 * here; the labels, hints and ranges a person sees are in app/lib/measurements.ts.
 */

export const MEASUREMENT_UNITS = ['in', 'cm'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** Every measurement a tailor may need, in the order the forms show them. */
export const MEASUREMENT_KEYS = [
  'bust',
  'underBust',
  'waist',
  'hip',
  'shoulder',
  'armhole',
  'sleeveLength',
  'sleeveRound',
  'blouseLength',
  'topLength',
  'bottomLength',
  'neckFront',
  'neckBack',
] as const;
export type MeasurementKey = (typeof MEASUREMENT_KEYS)[number];

/** Whole millimetres by measurement; a missing key was not measured. */
export type MeasurementValues = Partial<Record<MeasurementKey, number>>;

/** What an enquiry keeps: the values as they were when it was sent. */
export type MeasurementSnapshot = { profileName: string | null; unit: MeasurementUnit; values: MeasurementValues };
