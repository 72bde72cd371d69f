import { parseListingParams } from '~/components/product/listing-params';

// What search engines may index and under which address. Browser-safe: the document shell uses
// it for every page, and robots.txt names the same private areas.

/** Areas no search engine should crawl: robots.txt disallows them and their pages say noindex. */
export const PRIVATE_PATHS = ['/admin', '/account', '/cart', '/wishlist', '/auth', '/api'] as const;

/** Pages that are fine to visit but not worth a search result of their own. */
const NOINDEX_PATHS = [...PRIVATE_PATHS, '/search', '/image-upload'];

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`);

export function isNoindexPath(pathname: string): boolean {
  return NOINDEX_PATHS.some((prefix) => under(pathname, prefix));
}

/**
 * The one address of a page: no query, except the listing's category or occasion (a filtered,
 * sorted or re-viewed listing is the same page as its unfiltered category) and its page number.
 */
export function canonicalPath(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path !== '/products') return path;
  const query = parseListingParams(new URLSearchParams(search));
  const base = query.category ? listingPath('category', query.category) : query.occasion ? listingPath('occasion', query.occasion) : path;
  return query.page > 1 ? `${base}${base.includes('?') ? '&' : '?'}page=${query.page}` : base;
}

/** The listing page of one category or occasion, in the form the shop's own links use. */
export const listingPath = (kind: 'category' | 'occasion', value: string) => `/products?filter=${kind}&value=${encodeURIComponent(value)}`;
