import { FABRICS, FESTIVALS, LISTING_COLOURS, LISTING_PRICE_FILTERS, LISTING_SORTS, SEASONS } from '~/lib/listing-constants';
import { listingPath } from '~/lib/seo';

// The listing's state lives in the URL. This module reads it (every query form the listing accepts) and
// writes it back, so the server query, the links and the filter form all agree. Browser-safe.

export type ListingSort = (typeof LISTING_SORTS)[number]['value'];
export type PriceRange = (typeof LISTING_PRICE_FILTERS)[number]['value'];

export type ListingQuery = {
  category: string | null;
  occasion: string | null;
  price: PriceRange | null;
  fabrics: string[];
  colors: string[];
  season: string | null;
  festival: string | null;
  sort: ListingSort;
  view: 'grid' | 'list';
  page: number;
};

const SLUG = /^[a-z][a-z0-9-]{0,39}$/;
const slug = (v: string | null) => {
  const s = (v ?? '').trim().toLowerCase();
  return SLUG.test(s) ? s : null;
};
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : null;
const manyOf = (list: readonly string[], values: string[]) =>
  [...new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()))].filter((v) => list.includes(v));

/** Reads ?filter=occasion|category&value=…, ?category=, ?occasion= and the listing's own parameters. */
export function parseListingParams(params: URLSearchParams): ListingQuery {
  const filter = params.get('filter');
  const value = slug(params.get('value'));
  let category = slug(params.get('category'));
  let occasion = slug(params.get('occasion'));
  if (filter === 'category' && value) category = value;
  if (filter === 'occasion' && value) occasion = value;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    category,
    occasion,
    price: oneOf(
      LISTING_PRICE_FILTERS.map((p) => p.value),
      params.get('price'),
    ),
    fabrics: manyOf(FABRICS, params.getAll('fabric')),
    colors: manyOf(LISTING_COLOURS, params.getAll('color')),
    season: oneOf(SEASONS, params.get('season')),
    festival: oneOf(FESTIVALS, params.get('festival')),
    sort:
      oneOf(
        LISTING_SORTS.map((s) => s.value),
        params.get('sort'),
      ) ?? 'newest',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 1000) : 1,
  };
}

/** The canonical URL search of a listing state; defaults are left out so links stay short. */
export function listingSearch(q: ListingQuery, change: Partial<ListingQuery> = {}): string {
  const next = { ...q, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.category) params.set('category', next.category);
  if (next.occasion) params.set('occasion', next.occasion);
  if (next.season) params.set('season', next.season);
  if (next.festival) params.set('festival', next.festival);
  if (next.price) params.set('price', next.price);
  for (const f of next.fabrics) params.append('fabric', f);
  for (const c of next.colors) params.append('color', c);
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.view !== 'grid') params.set('view', next.view);
  if (next.page > 1) params.set('page', String(next.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** '{Value} Collection' for a category or occasion, otherwise 'All Products'. */
export function listingTitle(q: Pick<ListingQuery, 'category' | 'occasion'>): string {
  const value = q.category ?? q.occasion;
  return value ? `${capitalise(value)} Collection` : 'All Products';
}

/**
 * The listing's one address: a filtered, sorted or re-viewed listing is the same page as its
 * unfiltered category or occasion; the page number stays.
 */
export function listingCanonical(search: string): string {
  const query = parseListingParams(new URLSearchParams(search));
  const base = query.category
    ? listingPath('category', query.category)
    : query.occasion
      ? listingPath('occasion', query.occasion)
      : '/products';
  return query.page > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${query.page}` : base;
}
