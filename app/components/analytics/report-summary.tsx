import type { AnalyticsReport } from '~/lib/schemas/analytics';
import { FunnelStepList } from './funnel-step-list';
import { formatCount, formatSeconds, percent } from './report-format';

type Report = AnalyticsReport;

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-card bg-white p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl text-ink">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

export function StatCards({ totals, funnel }: { totals: Report['totals']; funnel: Report['funnel'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      <Stat label="Visitors" value={formatCount(totals.visitors)} hint="signed-in people once a day" />
      <Stat label="Sessions" value={formatCount(totals.sessions)} />
      <Stat label="Page views" value={formatCount(totals.pageViews)} />
      <Stat label="Avg. time on page" value={formatSeconds(totals.avgSeconds)} />
      <Stat label="WhatsApp clicks" value={formatCount(funnel.whatsappClicks)} />
      <Stat label="Instagram clicks" value={formatCount(funnel.instagramClicks)} />
    </dl>
  );
}

/** The funnel as numbers, next to its chart: sessions at each step and enquiries received. */
export function FunnelSteps({ funnel }: { funnel: Report['funnel'] }) {
  const base = funnel.productViewed.sessions;
  const steps = [
    { label: 'Viewed a product', value: base, note: `${formatCount(funnel.productViewed.events)} product views` },
    {
      label: 'Added to cart',
      value: funnel.addedToCart.sessions,
      note: `${percent(funnel.addedToCart.sessions, base)} of product viewers`,
    },
    {
      label: 'Opened a custom order',
      value: funnel.customOrderOpened.sessions,
      note: `${formatCount(funnel.customOrderSubmitted.events)} custom order forms submitted`,
    },
    {
      label: 'Enquiries sent',
      value: funnel.enquiries.total,
      note: `${formatCount(funnel.enquiries.cart)} cart, ${formatCount(funnel.enquiries.product)} product, ${formatCount(funnel.enquiries.custom)} custom order`,
    },
  ];
  return (
    <section aria-labelledby="funnel-heading" className="rounded-card bg-white p-5 shadow-sm">
      <h2 id="funnel-heading" className="font-display text-2xl text-maroon">
        Funnel: product view to enquiry
      </h2>
      <p className="mt-1 text-sm text-muted">
        Sessions that reached each step (counted per day); enquiries are the records received in the range.
      </p>
      <FunnelStepList steps={steps} />
    </section>
  );
}
