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
 * The one address of a page: its path without a query. A page whose query names a page of its own
 * (the listing's category and page number) says so in its route's handle (SeoHandle).
 */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** A route's own canonical address, from its query (see routes/products.tsx). */
export type SeoHandle = { canonical?: (search: string) => string };

/** The listing page of one category or occasion, in the form the shop's own links use. */
export const listingPath = (kind: 'category' | 'occasion', value: string) => `/products?filter=${kind}&value=${encodeURIComponent(value)}`;

/** What a shared link's preview (WhatsApp, Instagram, Facebook) shows: the page's address and a picture. */
export type SharePreview = { url: string; image: { src: string; alt: string } | null };

export function shareTags({ url, image }: SharePreview) {
  return [
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image.src },
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
  ];
}
