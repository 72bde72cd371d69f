import { type LeadTime, leadDays } from '../../lib/lead-times.ts';
import type { MeasurementSnapshot } from '../../lib/measurements.ts';
import { fieldErrors } from '../../lib/schemas/common.ts';
import { type EnquiryExtras, enquiryExtrasSchema, enquiryExtrasValues } from '../../lib/schemas/measurements.ts';
import { saveMeasurementProfile } from '../data/measurements.server.ts';
import { logger } from '../platform/logger.server.ts';

/** The made-to-measure columns every kind of enquiry stores. */
export type MadeToMeasure = { needBy: string | null; leadDays: number | null; measurements: MeasurementSnapshot | null };

/** The need-by date and measurements of a form or JSON body, checked by the browser's schema. */
export function readExtras(
  source: FormData | Record<string, unknown> | null | undefined,
): { ok: true; extras: EnquiryExtras } | { ok: false; error: string; errors: Record<string, string> } {
  const parsed = enquiryExtrasSchema.safeParse(enquiryExtrasValues(source));
  if (parsed.success) return { ok: true, extras: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Please check the highlighted fields.', errors: fieldErrors(parsed.error) };
}

/**
 * What the enquiry keeps: the date, the lead time that applied when it was sent, a copy of the
 * measurements. 'Save as a profile' stores a profile for a signed-in shopper; if that fails the
 * enquiry still goes through (its copy of the measurements is what the tailor needs).
 */
export async function madeToMeasure(extras: EnquiryExtras, userId: string | null, lead: LeadTime | null): Promise<MadeToMeasure> {
  if (extras.saveAsProfile && extras.measurements && userId) {
    await saveMeasurementProfile(userId, {
      id: null,
      name: extras.saveAsProfile,
      unit: extras.measurements.unit,
      values: extras.measurements.values,
    }).catch((error) => logger.error({ err: error }, 'saving measurements from an enquiry failed'));
  }
  return { needBy: extras.needBy, leadDays: extras.needBy && lead ? leadDays(lead) : null, measurements: extras.measurements };
}
