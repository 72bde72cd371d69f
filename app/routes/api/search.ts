import { data } from 'react-router';
import type { Route } from './+types/search';
import { SEARCH_DROPDOWN_MAX } from '~/lib/constants';
import { normaliseQuery, searchProducts } from '~/server/data/catalogue-search.server';

/** Live search for the header dropdown: at most eight matches and the total number of matches. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = normaliseQuery(new URL(request.url).searchParams.get('q'));
  if (!query) return data({ query, total: 0, results: [] }, { headers: { 'Cache-Control': 'no-store' } });
  const { items, total } = await searchProducts(query, { limit: SEARCH_DROPDOWN_MAX });
  return data(
    {
      query,
      total,
      results: items.map((p) => ({ id: p.id, name: p.name, price: p.price, image: p.image, category: p.category })),
    },
    // The catalogue changes rarely; a short private cache spares repeated keystrokes a round trip.
    { headers: { 'Cache-Control': 'private, max-age=30' } },
  );
}
