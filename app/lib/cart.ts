import { PRODUCT_ID } from './product-id.ts';

/** One line of a signed-in shopper's cart as the pages show it (the server's cart, priced from the catalogue). */
export type CartLineView = {
  productId: string;
  size: string | null;
  quantity: number;
  name: string;
  price: number;
  image: string;
  /** The most she may ask for: the stock left, or the shop's cap for pieces made to order. */
  maxQuantity: number;
  /** Why the line cannot be sent as it is (left the collection, now made to order), or null. */
  problem: string | null;
};

export const CART_LIMITS = {
  /** Different pieces and sizes in one cart. */
  lines: 50,
} as const;

/** What the cart's forms send: which change, and of which line. */
export type CartIntent = 'add' | 'quantity' | 'remove' | 'clear' | 'enquire' | 'take-browser-cart';
export const CART_INTENTS: readonly CartIntent[] = ['add', 'quantity', 'remove', 'clear', 'enquire', 'take-browser-cart'];

/** The server's answer to a cart form, for the page that sent it. */
export type CartAnswer = {
  intent: CartIntent;
  ok: boolean;
  message: string;
  /** Which field the message is about, for its aria wiring. */
  field?: 'size' | 'quantity' | 'form';
  needsSignIn?: boolean;
  /** The enquiry's made-to-measure fields that need another look, by field name. */
  errors?: Record<string, string>;
};

/** A line's identity in forms: piece and size, as `id::size`. */
export function cartLineKey(line: { productId: string; size: string | null }): string {
  return `${line.productId}::${line.size ?? ''}`;
}

export function parseCartLineKey(key: string): { productId: string; size: string | null } | null {
  const at = key.indexOf('::');
  if (at < 0) return null;
  const productId = key.slice(0, at);
  const size = key.slice(at + 2);
  if (!PRODUCT_ID.test(productId) || size.length > 20) return null;
  return { productId, size: size || null };
}

/**
 * A quantity as typed: whole pieces, 1 or more, digits only ('2'; never '1e9', '-1', '2.5' or 'two').
 * The upper bound is the stock left, which the server checks.
 */
export function parseQuantity(raw: FormDataEntryValue | null): number | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/** Pieces in these lines, quantities added up. */
export const piecesIn = (lines: { quantity: number }[]) => lines.reduce((sum, l) => sum + l.quantity, 0);
