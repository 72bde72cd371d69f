import { Link } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { FABRICS, FESTIVALS, PRODUCT_CATEGORIES, SEASONS } from '~/lib/listing-constants';
import { cn } from '~/lib/utils';
import { capitalise, listingSearch, type ListingQuery } from './listing-params';

type Group = 'type' | 'season' | 'festival' | 'material';
export const LISTING_TABS: Record<Group, readonly string[]> = {
  type: PRODUCT_CATEGORIES,
  season: SEASONS,
  festival: FESTIVALS,
  material: FABRICS,
};
const GROUP_LABELS: Record<Group, string> = { type: 'Type', season: 'Season', festival: 'Festival', material: 'Material' };

/** The URL change for choosing `value` in a group (null clears the group). */
function choose(group: Group, value: string | null): Partial<ListingQuery> {
  if (group === 'type') return { category: value };
  if (group === 'season') return { season: value };
  if (group === 'festival') return { festival: value };
  return { fabrics: value ? [value] : [] };
}

function selected(group: Group, q: ListingQuery): string | null {
  if (group === 'type') return q.category;
  if (group === 'season') return q.season;
  if (group === 'festival') return q.festival;
  return q.fabrics.length === 1 ? q.fabrics[0] : null;
}

/** Type, season, festival and material tabs, each choice with the real number of products it would show. */
export function ListingTabs({ query, counts }: { query: ListingQuery; counts: Record<Group, Record<string, number>> }) {
  const groups = Object.keys(LISTING_TABS) as Group[];
  const initial = groups.find((g) => g !== 'type' && selected(g, query)) ?? 'type';
  return (
    <Tabs defaultValue={initial} className="rounded-[var(--radius-card)] border border-linen/80 bg-white/60 p-3 md:p-4">
      <TabsList aria-label="Browse by" surface="bg-sand/80">
        {groups.map((g) => (
          <TabsTrigger key={g} value={g}>
            {GROUP_LABELS[g]}
          </TabsTrigger>
        ))}
      </TabsList>
      {groups.map((g) => {
        const current = selected(g, query);
        const chips = [null, ...LISTING_TABS[g]];
        return (
          <TabsContent key={g} value={g} className="mt-3 focus-visible:outline-none">
            {/* One scrolling row on phones: its height never depends on when the web font arrives. */}
            <ul className="relative -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible">
              {chips.map((value) => {
                const active = current === value || (value === null && current === null);
                const count = counts[g]?.[value ?? 'all'] ?? 0;
                return (
                  <li key={value ?? 'all'} className="shrink-0">
                    <Link
                      to={`/products${listingSearch(query, choose(g, value))}`}
                      preventScrollReset
                      aria-current={active ? 'true' : undefined}
                      className={cn(
                        'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm transition-colors',
                        active
                          ? 'border-maroon bg-maroon text-ivory'
                          : ['border-linen bg-white hover:border-maroon/50 hover:text-maroon', count === 0 ? 'text-muted' : 'text-ink'],
                      )}
                    >
                      {value ? capitalise(value) : 'All'}
                      <span
                        aria-hidden="true"
                        className={cn('text-xs [font-variant-numeric:tabular-nums]', active ? 'text-gold-light' : 'text-muted')}
                      >
                        {count}
                      </span>
                      <span className="sr-only"> ({count} products)</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
