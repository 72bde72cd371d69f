import { CurrencyChooser } from './currency-chooser';
import LayoutGridIcon from 'lucide-react/icons/layout-grid';
import ListIcon from 'lucide-react/icons/list';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { useStateFrom } from '~/lib/use-state-from';
import { LISTING_SORTS } from '~/lib/listing-constants';
import { cn } from '~/lib/utils';
import { listingSearch, type ListingQuery, type ListingSort } from './listing-params';
import { useListingNavigate } from './use-listing-navigate';
import { PlainSelect } from '~/components/ui/input';

/** Result count, the four sorts and the grid/list switch. */
export function ListingToolbar({ query, total }: { query: ListingQuery; total: number }) {
  const go = useListingNavigate(query);
  const hydrated = useHydrated();
  const select = useRef<HTMLSelectElement>(null);
  // A sort chosen before the page's scripts arrived and not yet sent: the select keeps it, and Sort
  // stays offered until it is applied. With scripts a change applies at once.
  const [unapplied, setUnapplied] = useStateFrom(query.sort, () => false);
  useLayoutEffect(() => {
    if (select.current && select.current.value !== query.sort) setUnapplied(true);
    // Once, when the select hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const viewLink = (view: 'grid' | 'list') => `/products${listingSearch(query, { view, page: query.page })}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-linen/80 pb-4">
      <p className="text-sm text-muted" aria-live="polite">
        {total} {total === 1 ? 'product' : 'products'}
      </p>
      <div className="flex items-center gap-2 sm:gap-3">
        <form
          method="get"
          action="/products"
          // Tighter on a phone: the Sort button keeps its room once hidden, and the row must fit 390 px.
          className="flex items-center gap-2 sm:gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            go({ sort: (select.current?.value ?? query.sort) as ListingSort });
          }}
        >
          {[...new URLSearchParams(listingSearch(query, { sort: 'newest' }))].map(([k, v], i) => (
            <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
          ))}
          <label htmlFor="listing-sort" className="text-sm text-muted">
            Sort by
          </label>
          <PlainSelect
            key={query.sort}
            ref={select}
            id="listing-sort"
            name="sort"
            defaultValue={query.sort}
            onChange={(e) => go({ sort: e.currentTarget.value as ListingSort })}
            className="h-10 rounded-full border border-linen bg-white pl-4 pr-9 text-sm text-ink focus-visible:border-maroon"
          >
            {LISTING_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </PlainSelect>
          {/* Before the scripts (or without them) the form is sent by Sort; hidden, not removed, once they are in. */}
          <button
            type="submit"
            className={cn('h-10 rounded-full border border-linen bg-white px-4 text-sm', hydrated && !unapplied && 'invisible')}
          >
            Sort
          </button>
        </form>
        <div className="flex rounded-full border border-linen bg-white p-0.5" role="group" aria-label="View">
          {(['grid', 'list'] as const).map((v) => {
            const Icon = v === 'grid' ? LayoutGridIcon : ListIcon;
            return (
              <Link
                key={v}
                to={viewLink(v)}
                preventScrollReset
                aria-label={v === 'grid' ? 'Grid view' : 'List view'}
                aria-current={query.view === v ? 'true' : undefined}
                className={cn(
                  'grid size-9 place-items-center rounded-full',
                  query.view === v ? 'bg-maroon text-ivory' : 'text-muted hover:text-maroon',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
              </Link>
            );
          })}
        </div>
      </div>
      <CurrencyChooser className="w-full" />
    </div>
  );
}
