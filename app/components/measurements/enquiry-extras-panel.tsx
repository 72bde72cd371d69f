import { useStateFrom } from '~/lib/use-state-from';
import { categoriesLeadTime } from '~/lib/lead-times';
import { AddMeasurements } from './add-measurements';
import { NeedByField } from './need-by-field';
import { useLeadTimes } from './use-lead-times';

/**
 * The cart's need-by date and measurements: fields of the cart page's enquiry form, sent with it. The lead time is the slowest of the selected pieces'.
 */
export function EnquiryExtrasPanel({ skus, errors, disabled }: { skus: string[]; errors: Record<string, string>; disabled?: boolean }) {
  const [cleared, setCleared] = useStateFrom<typeof errors, string[]>(errors, () => []);
  const { leadTimes, categories } = useLeadTimes(skus);
  // A new submission's errors all show again; a field the shopper then changes drops its own.
  const shown = Object.fromEntries(Object.entries(errors).filter(([k]) => !cleared.includes(k)));
  return (
    <section
      aria-label="Made to measure"
      onChange={(e) => setCleared((c) => [...c, (e.target as unknown as HTMLInputElement).name])}
      className="grid gap-5 rounded-card border border-linen bg-white/70 p-4 shadow-xs sm:p-6"
    >
      <div>
        <h2 className="font-display text-2xl font-semibold">Made to measure</h2>
        <p className="mt-1 text-sm text-muted">Tell us your date and measurements; we confirm both with you before we cut.</p>
      </div>
      <NeedByField
        onChange={() => setCleared((c) => [...c, 'need_by'])}
        lead={categoriesLeadTime(leadTimes, categories)}
        error={shown.need_by}
        disabled={disabled}
      />
      <AddMeasurements errors={shown} disabled={disabled} />
    </section>
  );
}
