import { lazy, Suspense } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/analytics';
import { FunnelSteps, StatCards } from '~/components/analytics/report-summary';
import { RangeForm } from '~/components/analytics/range-form';
import { DailyTable, TopPagesTable, TopProductsTable, TopSearchesTable } from '~/components/analytics/report-tables';
import { QuoteFunnel } from '~/components/analytics/quote-funnel';
import { analyticsRange, analyticsReport } from '~/server/data/analytics.server';
import { quoteReport } from '~/server/data/quote-report.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import { formatDay } from '~/lib/dates';

// recharts is loaded only here, and only in the browser (charts measure their container).
const ReportCharts = lazy(() => import('~/components/analytics/report-charts'));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { from, to, note } = analyticsRange(new URL(request.url).searchParams);
  const [report, quotes] = await Promise.all([analyticsReport({ from, to }), quoteReport({ from, to })]);
  return { report, quotes, note };
}

export const meta = () => [{ title: 'Analytics | Admin | Aangan Boutique' }];

export default function AnalyticsScreen({ loaderData }: Route.ComponentProps) {
  const { report, quotes, note } = loaderData;
  const hydrated = useHydrated();
  const chartSpace = (
    <div className="grid gap-6 xl:grid-cols-2" aria-hidden="true">
      <div className="h-80 rounded-card bg-white shadow-sm" />
      <div className="h-80 rounded-card bg-white shadow-sm" />
    </div>
  );
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 xl:flex-row xl:items-end xl:justify-between">
        <div>
          <h1 className="font-display text-4xl text-maroon">Analytics</h1>
          <p className="mt-1 text-sm text-muted">
            First-party visitor analytics, {formatDay(report.range.from)} to {formatDay(report.range.to)} (India time).
          </p>
        </div>
        <RangeForm from={report.range.from} to={report.range.to} />
      </header>
      {note ? (
        <p role="status" className="rounded-lg bg-gold-light/40 px-4 py-2 text-sm text-ink">
          {note}
        </p>
      ) : null}
      <StatCards totals={report.totals} funnel={report.funnel} />
      {hydrated ? (
        <Suspense fallback={chartSpace}>
          <ReportCharts daily={report.daily} funnel={report.funnel} />
        </Suspense>
      ) : (
        chartSpace
      )}
      <FunnelSteps funnel={report.funnel} />
      <QuoteFunnel report={quotes} />
      <div className="grid gap-6 xl:grid-cols-2">
        <TopPagesTable pages={report.pages} />
        <TopProductsTable products={report.products} />
        <TopSearchesTable searches={report.searches} />
        <DailyTable daily={report.daily} />
      </div>
    </div>
  );
}
