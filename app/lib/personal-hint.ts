/**
 * The cookie the render cache sets when it answers a signed-in shopper the page kept for everyone
 * (server/render-cache.ts), and the page reads to ask for her own parts (app/lib/personal-parts.ts).
 */
export const PERSONAL_HINT_COOKIE = 'shop-personal';
