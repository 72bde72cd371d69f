import { CART_STORAGE_KEY } from './constants.ts';

/** A line of the cart the shop used to keep in the browser (under `cart`), before carts moved to the server. */
export type BrowserCartLine = { sku: string; selectedSize?: string };

/** The lines of a stored browser cart; anything corrupt or foreign is left out rather than breaking the page. */
export function parseBrowserCart(raw: string | null): BrowserCartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((v): v is BrowserCartLine => !!v && typeof v === 'object' && typeof (v as BrowserCartLine).sku === 'string')
      .map(({ sku, selectedSize }) => ({ sku, ...(typeof selectedSize === 'string' && selectedSize ? { selectedSize } : {}) }))
      .slice(0, 100);
  } catch {
    return [];
  }
}

/** What this browser still keeps, or [] (storage blocked, nothing kept). */
export function readBrowserCart(): BrowserCartLine[] {
  try {
    return parseBrowserCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

export function forgetBrowserCart() {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    /* storage blocked: nothing was kept either */
  }
}
