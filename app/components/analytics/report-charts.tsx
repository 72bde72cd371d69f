import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsReport } from '~/lib/schemas/analytics';
import { formatDay } from '~/lib/dates';

const COLORS = { visitors: '#7a1f2b', sessions: '#8a5d18', pageViews: '#2f6b4f' };

/** recharts charts of the analytics screen; loaded lazily, in the browser only. */
export default function ReportCharts({ daily, funnel }: { daily: AnalyticsReport['daily']; funnel: AnalyticsReport['funnel'] }) {
  const days = daily.map((d) => ({ ...d, label: formatDay(d.day, false) }));
  const steps = [
    { step: 'Viewed product', value: funnel.productViewed.sessions },
    { step: 'Added to cart', value: funnel.addedToCart.sessions },
    { step: 'Custom order opened', value: funnel.customOrderOpened.sessions },
    { step: 'Enquiries sent', value: funnel.enquiries.total },
  ];
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <figure className="min-w-0 rounded-card bg-white p-5 shadow-sm">
        <figcaption className="font-display text-2xl text-maroon">Traffic per day</figcaption>
        <LineChart
          responsive
          data={days}
          style={{ width: '100%', height: 260 }}
          margin={{ top: 16, right: 8, bottom: 0, left: -16 }}
          title="Visitors, sessions and page views per day"
        >
          <CartesianGrid stroke="#eadbc8" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#6f5b52' }} minTickGap={24} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#6f5b52' }} />
          <Tooltip />
          <Legend />
          <Line
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke={COLORS.visitors}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="sessions"
            name="Sessions"
            stroke={COLORS.sessions}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="pageViews"
            name="Page views"
            stroke={COLORS.pageViews}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </figure>
      <figure className="min-w-0 rounded-card bg-white p-5 shadow-sm">
        <figcaption className="font-display text-2xl text-maroon">Funnel</figcaption>
        <BarChart
          responsive
          data={steps}
          layout="vertical"
          style={{ width: '100%', height: 260 }}
          margin={{ top: 16, right: 16, bottom: 0, left: 8 }}
          title="Sessions at each funnel step"
        >
          <CartesianGrid stroke="#eadbc8" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#6f5b52' }} />
          <YAxis type="category" dataKey="step" width={130} tick={{ fontSize: 12, fill: '#2b1a17' }} />
          <Tooltip />
          <Bar dataKey="value" name="Sessions / enquiries" fill="#7a1f2b" radius={[0, 6, 6, 0]} isAnimationActive={false} />
        </BarChart>
      </figure>
    </div>
  );
}
