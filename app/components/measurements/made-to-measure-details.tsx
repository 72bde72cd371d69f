import PrinterIcon from 'lucide-react/icons/printer';
import type { EnquiryView } from '~/lib/views';
import { MeasurementsTable } from './measurements-table';
import { NeedBySummary } from './need-by-summary';

export const workOrderPath = (e: Pick<EnquiryView, 'kind' | 'id'>) => `/admin/enquiries/${e.kind}/${encodeURIComponent(e.id)}/work-order`;

/** In the admin's enquiry detail: the need-by date, the measurements in both units, and the work order. */
export function MadeToMeasureDetails({ enquiry: e }: { enquiry: EnquiryView }) {
  const made = e.madeToMeasure;
  return (
    <section className="mt-5 grid gap-3" aria-label="Made to measure">
      <NeedBySummary made={made} />
      {made.measurements ? (
        <div className="rounded-xl border border-linen bg-white p-3">
          <h3 className="text-sm font-semibold text-ink">Measurements</h3>
          <MeasurementsTable snapshot={made.measurements} className="mt-2" />
        </div>
      ) : null}
      <a
        href={workOrderPath(e)}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-2 self-start rounded-full border border-maroon/40 px-4 py-2 text-sm font-medium text-maroon hover:bg-maroon/5"
      >
        <PrinterIcon className="size-4" aria-hidden="true" /> Print work order
      </a>
    </section>
  );
}
