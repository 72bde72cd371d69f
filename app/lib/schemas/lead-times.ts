import { z } from 'zod';
import { LEAD_TIME_DEFAULTS, MAX_LEAD_WEEKS } from '../lead-times.ts';

const weeks = (label: string, end: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, `${label}: ${end} weeks must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(0).max(MAX_LEAD_WEEKS, `${label}: at most ${MAX_LEAD_WEEKS} weeks`));

/** The owner's lead times: fields min_<key> and max_<key> in whole weeks, the shorter end first. */
export const leadTimesSchema = z
  .object(
    Object.fromEntries(
      LEAD_TIME_DEFAULTS.flatMap((l) => [
        [`min_${l.key}`, weeks(l.label, 'shortest')],
        [`max_${l.key}`, weeks(l.label, 'longest')],
      ]),
    ) as Record<string, ReturnType<typeof weeks>>,
  )
  .transform((v, ctx) => {
    const out: Record<string, { minWeeks: number; maxWeeks: number }> = {};
    for (const l of LEAD_TIME_DEFAULTS) {
      const [minWeeks, maxWeeks] = [v[`min_${l.key}`], v[`max_${l.key}`]];
      if (minWeeks > maxWeeks)
        ctx.addIssue({ code: 'custom', path: [`max_${l.key}`], message: `${l.label}: the longest must not be shorter than the shortest` });
      else if (maxWeeks === 0)
        ctx.addIssue({ code: 'custom', path: [`max_${l.key}`], message: `${l.label}: the longest must be at least 1 week` });
      out[l.key] = { minWeeks, maxWeeks };
    }
    return out;
  });
