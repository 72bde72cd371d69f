/**
 * The public pages: the same for every visitor (the catalogue and the information pages), and their
 * data URLs; the home page's data URL is `/_.data`. The render cache keeps only these
 * (server/render-cache.ts), and they are the pages sent without an opener policy (server/security.ts,
 * docs/decisions/0023-opener-policy-on-personal-pages.md).
 */
export const PUBLIC_PAGE_PATH =
  /^\/(?:_\.data|(?:products|search|product\/[^/]+|size-guide|care-craft|shipping-returns|privacy|terms)?(?:\.data)?)$/;
