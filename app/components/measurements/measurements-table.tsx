import { formatLength, MEASUREMENTS, type MeasurementSnapshot } from '~/lib/measurements';
import { cn } from '~/lib/utils';

/** The measurements an enquiry was sent with, in inches and centimetres side by side. */
export function MeasurementsTable({ snapshot, className }: { snapshot: MeasurementSnapshot; className?: string }) {
  const rows = MEASUREMENTS.filter((m) => snapshot.values[m.key] !== undefined);
  return (
    <table className={cn('w-full text-left text-sm', className)}>
      <caption className="pb-2 text-left text-xs text-muted">
        {snapshot.profileName ? `Profile “${snapshot.profileName}”, ` : ''}sent in {snapshot.unit === 'in' ? 'inches' : 'centimetres'}
      </caption>
      <thead>
        <tr className="border-b border-linen text-xs uppercase tracking-wider text-muted">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            Measurement
          </th>
          <th scope="col" className="py-1.5 pr-3 text-right font-medium">
            Inches
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            cm
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((m) => (
          <tr key={m.key} className="border-b border-linen/60 last:border-0">
            <th scope="row" className="py-1.5 pr-3 font-normal text-ink">
              {m.label}
            </th>
            <td className="py-1.5 pr-3 text-right [font-variant-numeric:tabular-nums]">{formatLength(snapshot.values[m.key]!, 'in')}″</td>
            <td className="py-1.5 text-right [font-variant-numeric:tabular-nums]">{formatLength(snapshot.values[m.key]!, 'cm')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
