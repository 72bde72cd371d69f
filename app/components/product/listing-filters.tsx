import { useLayoutEffect, useRef } from 'react';
import { LISTING_COLOURS, LISTING_FABRICS, LISTING_PRICE_FILTERS } from '~/lib/listing-constants';
import { useHydrated } from '~/lib/use-hydrated';
import { useStateFrom } from '~/lib/use-state-from';
import { cn } from '~/lib/utils';
import { capitalise, parseListingParams, type ListingQuery } from './listing-params';
import { useListingNavigate } from './use-listing-navigate';
import { PlainInput } from '~/components/ui/input';

export const SWATCH: Record<string, string> = { rose: '#c25b74', pink: '#eba9bb', white: '#ffffff', blue: '#3b5b92', green: '#2f6b4f' };

/** The filters the form's fields hold. */
function chosenFilters(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v) params.append(k, v);
  const { price, fabrics, colors } = parseListingParams(params);
  return { price, fabrics, colors };
}

const sameFilters = (a: Pick<ListingQuery, 'price' | 'fabrics' | 'colors'>, b: Pick<ListingQuery, 'price' | 'fabrics' | 'colors'>) =>
  (a.price ?? '') === (b.price ?? '') && a.fabrics.join() === b.fabrics.join() && a.colors.join() === b.colors.join();

/**
 * Price, fabric and colour filters as a plain GET form: it works before scripts load (Apply), and
 * with scripts every change applies at once. The other listing state rides along in hidden fields.
 * The fields are uncontrolled: what was ticked before the scripts arrived stays ticked, and Apply
 * stays offered until it is applied.
 */
export function ListingFilters({ query, idPrefix }: { query: ListingQuery; idPrefix: string }) {
  const go = useListingNavigate(query);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [unapplied, setUnapplied] = useStateFrom(query, () => false);
  useLayoutEffect(() => {
    if (form.current && !sameFilters(chosenFilters(form.current), query)) setUnapplied(true);
    // Once, when the form hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The form's own fields are the filters; the rest of the state comes from the page (or from a change
  // asked for just before, such as a sort).
  const apply = (element: HTMLFormElement) => go(chosenFilters(element));
  return (
    <form
      ref={form}
      method="get"
      action="/products"
      id={`${idPrefix}-filters`}
      aria-label="Filters"
      onChange={(e) => apply(e.currentTarget)}
      onSubmit={(e) => {
        e.preventDefault();
        apply(e.currentTarget);
      }}
      className="space-y-7"
    >
      {(['category', 'occasion', 'season', 'festival'] as const).map((k) =>
        query[k] ? <input key={k} type="hidden" name={k} value={query[k] ?? ''} /> : null,
      )}
      {query.sort !== 'newest' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.view !== 'grid' ? <input type="hidden" name="view" value={query.view} /> : null}

      <fieldset>
        <legend className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-ink">Price</legend>
        <div className="space-y-2">
          {[{ value: '', label: 'Any price' }, ...LISTING_PRICE_FILTERS].map((p) => (
            <label key={p.value || 'any'} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
              <PlainInput
                type="radio"
                name="price"
                value={p.value}
                defaultChecked={(query.price ?? '') === p.value}
                className="size-4 accent-maroon"
              />
              {p.label}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-ink">Fabric</legend>
        <div className="space-y-2">
          {LISTING_FABRICS.map((f) => (
            <label key={f} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
              <PlainInput
                type="checkbox"
                name="fabric"
                value={f}
                defaultChecked={query.fabrics.includes(f)}
                className="size-4 rounded accent-maroon"
              />
              {capitalise(f)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-ink">Colour</legend>
        <div className="flex flex-wrap gap-2">
          {LISTING_COLOURS.map((c) => (
            <label key={c} className="cursor-pointer">
              <PlainInput type="checkbox" name="color" value={c} defaultChecked={query.colors.includes(c)} className="peer sr-only" />
              <span
                className={cn(
                  'flex items-center gap-2 rounded-full border border-linen bg-white py-1.5 pl-1.5 pr-3 text-sm text-ink transition-colors',
                  'peer-checked:border-maroon peer-checked:bg-maroon/5 peer-checked:text-maroon peer-focus-visible:outline-2 peer-focus-visible:outline-maroon',
                )}
              >
                <span aria-hidden="true" className="size-5 rounded-full border border-ink/15" style={{ backgroundColor: SWATCH[c] }} />
                {capitalise(c)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {/* Before the scripts (or without them) the form is sent by Apply; hidden, not removed, once they are in. */}
      <button
        type="submit"
        className={cn('h-11 w-full rounded-full bg-maroon text-sm font-medium text-ivory', hydrated && !unapplied && 'invisible')}
      >
        Apply filters
      </button>
    </form>
  );
}
