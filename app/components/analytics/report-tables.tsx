import type * as React from 'react';
import { Link } from 'react-router';
import type { AnalyticsReport } from '~/lib/schemas/analytics';
import { formatCount } from './report-format';
import { formatDay } from '~/lib/dates';

function Panel({ id, title, children, empty }: { id: string; title: string; children: React.ReactNode; empty: boolean }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-card bg-white p-5 shadow-sm">
      <h2 id={id} className="font-display text-2xl text-maroon">
        {title}
      </h2>
      {empty ? (
        <p className="mt-3 text-sm text-muted">Nothing recorded in this range yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">{children}</div>
      )}
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-linen text-muted">
          {head.map((h, i) => (
            <th key={h} scope="col" className={i === 0 ? 'py-2 pr-3 font-medium' : 'py-2 pl-3 text-right font-medium'}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, r) => (
          <tr key={r} className="border-b border-linen/60 last:border-0">
            {cells.map((c, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-2 pr-3 font-normal text-ink [overflow-wrap:anywhere]">
                  {c}
                </th>
              ) : (
                <td key={i} className="py-2 pl-3 text-right [font-variant-numeric:tabular-nums] text-ink">
                  {c}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TopPagesTable({ pages }: { pages: AnalyticsReport['pages'] }) {
  return (
    <Panel id="top-pages" title="Top pages" empty={pages.length === 0}>
      <Table caption="Top pages by page views" head={['Page', 'Views']} rows={pages.map((p) => [p.path, formatCount(p.views)])} />
    </Panel>
  );
}

export function TopProductsTable({ products }: { products: AnalyticsReport['products'] }) {
  return (
    <Panel id="top-products" title="Top products viewed" empty={products.length === 0}>
      <Table
        caption="Products by views"
        head={['Product', 'Views']}
        rows={products.map((p) => [
          <Link key={p.productId} to={`/product/${p.productId}`} className="text-maroon underline-offset-4 hover:underline">
            {p.name}
          </Link>,
          formatCount(p.views),
        ])}
      />
    </Panel>
  );
}

export function TopSearchesTable({ searches }: { searches: AnalyticsReport['searches'] }) {
  return (
    <Panel id="top-searches" title="Top searches" empty={searches.top.length === 0}>
      <Table
        caption="Searches by how often they were made"
        head={['Search', 'Searches', 'No results']}
        rows={searches.top.map((s) => [s.query, formatCount(s.searches), formatCount(s.noResults)])}
      />
      <h3 className="mt-5 font-medium text-ink">Searches with no results</h3>
      {searches.noResults.length === 0 ? (
        <p className="mt-1 text-sm text-muted">Every search in this range found something.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Searches with no results">
          {searches.noResults.map((s) => (
            <li key={s.query} className="rounded-full bg-sand px-3 py-1 text-sm text-ink">
              {s.query} <span className="text-muted">× {formatCount(s.searches)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The numbers behind the traffic chart, newest first. */
export function DailyTable({ daily }: { daily: AnalyticsReport['daily'] }) {
  const rows = [...daily].reverse().filter((d) => d.pageViews > 0);
  return (
    <Panel id="daily-traffic" title="Visitors and sessions per day" empty={rows.length === 0}>
      <div className="max-h-96 overflow-y-auto">
        <Table
          caption="Visitors, sessions and page views per day"
          head={['Day', 'Visitors', 'Sessions', 'Page views']}
          rows={rows.map((d) => [formatDay(d.day), formatCount(d.visitors), formatCount(d.sessions), formatCount(d.pageViews)])}
        />
      </div>
    </Panel>
  );
}
