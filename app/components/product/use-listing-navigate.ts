import { useNavigate } from 'react-router';
import { listingSearch, type ListingQuery } from './listing-params';

// The listing state a change last asked for, while the page still shows the one before it.
let asked: { from: ListingQuery; to: ListingQuery } | null = null;

/**
 * Moves the listing to a changed state. Two changes made before the first one's page has arrived (a
 * filter, then a sort at once) build on each other instead of the second undoing the first.
 */
export function useListingNavigate(query: ListingQuery) {
  const navigate = useNavigate();
  return (change: Partial<ListingQuery>) => {
    const base = asked?.from === query ? asked.to : query;
    const to = { ...base, page: 1, ...change };
    asked = { from: query, to };
    navigate(`/products${listingSearch(to)}`, { preventScrollReset: true });
  };
}
