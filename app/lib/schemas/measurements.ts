import { z } from 'zod';
import {
  MEASUREMENT_UNITS,
  MEASUREMENTS,
  type MeasurementSnapshot,
  type MeasurementUnit,
  type MeasurementValues,
  fieldName,
  readMeasurement,
} from '../measurements.ts';
import { daysBetween } from '../lead-times.ts';
import { cleanText, fieldErrors } from './common.ts';
import { indiaToday } from '../dates.ts';

export const MEASUREMENT_MESSAGES = {
  profileName: 'Please name this profile, e.g. Me or Mum',
  needByPast: 'Please choose a date that is not in the past',
  needByInvalid: 'Please choose a valid date',
  needByFar: 'Please choose a date within the next two years',
  tooManyProfiles: 'You can keep at most 20 measurement profiles.',
} as const;

export const MAX_PROFILES = 20;

/** What the profile action answers; formKey names the form it came from (a profile id, or new-1…). */
export type MeasurementProfileActionData = {
  intent: 'save' | 'delete';
  formKey: string;
  ok: boolean;
  title: string;
  id?: string;
  fieldErrors?: Record<string, string>;
};
const unitSchema = z.enum(MEASUREMENT_UNITS).catch('in');
const valueFields = Object.fromEntries(MEASUREMENTS.map((m) => [fieldName(m.key), z.string().max(20).optional().default('')])) as Record<
  string,
  z.ZodDefault<z.ZodOptional<z.ZodString>>
>;

/** Checks every typed value in `unit`; errors go on the field (m_bust…), values come out in millimetres. */
function readValues(raw: Record<string, unknown>, unit: MeasurementUnit, ctx: z.RefinementCtx): MeasurementValues {
  const values: MeasurementValues = {};
  for (const m of MEASUREMENTS) {
    const { mm, error } = readMeasurement(m, String(raw[fieldName(m.key)] ?? ''), unit);
    if (error) ctx.addIssue({ code: 'custom', path: [fieldName(m.key)], message: error });
    else if (mm !== null) values[m.key] = mm;
  }
  return values;
}

/**
 * A saved profile. `unit` is the one the shopper prefers; `shown_unit` the one the values were typed
 * in (the page converts them when the unit is switched, so without scripts the two can differ).
 */
export const measurementProfileSchema = z
  .object({
    profile_id: z
      .union([z.literal(''), z.uuid()])
      .optional()
      .default(''),
    // Checked in the transform, so a missing name and wrong values are reported together.
    profile_name: cleanText(40),
    unit: unitSchema,
    shown_unit: unitSchema,
    ...valueFields,
  })
  .transform((raw, ctx) => {
    if (!raw.profile_name) ctx.addIssue({ code: 'custom', path: ['profile_name'], message: MEASUREMENT_MESSAGES.profileName });
    return { id: raw.profile_id || null, name: raw.profile_name, unit: raw.unit, values: readValues(raw, raw.shown_unit, ctx) };
  });
export type MeasurementProfileInput = z.infer<typeof measurementProfileSchema>;

/** 'When do you need it?': optional, a real date, not in the past (India's calendar), within two years. */
function checkNeedBy(v: string, ctx: z.RefinementCtx): string | null {
  if (!v) return null;
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
  const days = valid ? daysBetween(indiaToday(), v) : 0;
  const message = !valid
    ? MEASUREMENT_MESSAGES.needByInvalid
    : days < 0
      ? MEASUREMENT_MESSAGES.needByPast
      : days > 731
        ? MEASUREMENT_MESSAGES.needByFar
        : null;
  if (message) ctx.addIssue({ code: 'custom', path: ['need_by'], message });
  return message ? null : v;
}

/**
 * The need-by date and the 'Add my measurements' part of the three enquiry forms. A picked profile
 * travels as its values (the enquiry keeps a copy) and its name; 'Save as a profile' asks for a name.
 */
export const enquiryExtrasSchema = z
  .object({
    need_by: z.string().max(20).optional().default(''),
    measurements_unit: unitSchema,
    measurements_profile: cleanText(40).optional().default(''),
    save_profile: z.string().max(5).optional().default(''),
    new_profile_name: cleanText(40).optional().default(''),
    ...valueFields,
  })
  .transform((raw, ctx) => {
    const needBy = checkNeedBy(raw.need_by, ctx);
    const values = readValues(raw, raw.measurements_unit, ctx);
    const measured = Object.keys(values).length > 0;
    const save = raw.save_profile === 'on' && measured;
    if (save && !raw.new_profile_name)
      ctx.addIssue({ code: 'custom', path: ['new_profile_name'], message: MEASUREMENT_MESSAGES.profileName });
    const snapshot: MeasurementSnapshot | null = measured
      ? { profileName: (save ? raw.new_profile_name : raw.measurements_profile) || null, unit: raw.measurements_unit, values }
      : null;
    return { needBy, measurements: snapshot, saveAsProfile: save ? raw.new_profile_name : null };
  });
export type EnquiryExtras = z.infer<typeof enquiryExtrasSchema>;

const EXTRA_KEYS = [
  'need_by',
  'measurements_unit',
  'measurements_profile',
  'save_profile',
  'new_profile_name',
  ...MEASUREMENTS.map((m) => fieldName(m.key)),
];

/** The extras' fields from FormData or a JSON body, as the schema reads them. */
export function enquiryExtrasValues(source: FormData | Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of EXTRA_KEYS) {
    const v = source instanceof FormData ? source.get(key) : source?.[key];
    if (typeof v === 'string') out[key] = v;
  }
  return out;
}

/** The browser's check of a form's extras: the values to send and the errors to show. */
export function checkExtras(form: HTMLFormElement): { values: Record<string, string>; errors: Record<string, string> } {
  const values = enquiryExtrasValues(new FormData(form));
  const parsed = enquiryExtrasSchema.safeParse(values);
  return { values, errors: parsed.success ? {} : fieldErrors(parsed.error) };
}
