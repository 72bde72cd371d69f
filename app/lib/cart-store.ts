import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY } from './constants.ts';

/** A cart line as kept in the browser. Price is whole rupees as the catalogue showed it; the server re-prices. */
export type CartItem = { sku: string; name: string; price: number; image: string; selectedSize?: string };

const EMPTY: CartItem[] = [];
let items: CartItem[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function isCartItem(value: unknown): value is CartItem {
  const v = value as CartItem;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.sku === 'string' &&
    v.sku.length > 0 &&
    v.sku.length <= 100 &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    typeof v.image === 'string' &&
    (v.selectedSize === undefined || typeof v.selectedSize === 'string')
  );
}

/** A corrupt or foreign `cart` value is discarded rather than breaking the page. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw);
    if (!Array.isArray(parsed)) return EMPTY;
    return parsed.filter(isCartItem).slice(0, 100);
  } catch {
    return EMPTY;
  }
}

function load() {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  try {
    items = parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    items = EMPTY;
  }
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY) return;
    items = parseStoredCart(event.newValue);
    listeners.forEach((l) => l());
  });
}

function save(next: CartItem[]) {
  items = next;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage full or blocked: the cart still works for this page */
  }
  listeners.forEach((l) => l());
}

export const cart = {
  get(): CartItem[] {
    load();
    return items;
  },
  subscribe(listener: () => void) {
    load();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Adding a line whose sku and size are already in the cart is ignored. Returns whether it was added. */
  add(item: CartItem): boolean {
    load();
    const size = item.selectedSize || undefined;
    if (items.some((i) => i.sku === item.sku && (i.selectedSize || undefined) === size)) return false;
    save([...items, { ...item, selectedSize: size }]);
    return true;
  },
  /** Removes every line of that sku (lines are removed by sku only). */
  remove(sku: string) {
    load();
    save(items.filter((i) => i.sku !== sku));
  },
  /** Removes exactly these lines (sku and size), e.g. the ones just sent from the cart page. */
  removeLines(lines: Pick<CartItem, 'sku' | 'selectedSize'>[]) {
    load();
    const sent = new Set(lines.map(lineKey));
    save(items.filter((i) => !sent.has(lineKey(i))));
  },
  clear() {
    save(EMPTY);
  },
};

/** A cart line's identity: sku plus selected size. */
export function lineKey(item: Pick<CartItem, 'sku' | 'selectedSize'>): string {
  return `${item.sku}::${item.selectedSize ?? ''}`;
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(cart.subscribe, cart.get, () => EMPTY);
}

// Whether the cart drawer is open; any component may open it.
let drawerOpen = false;
const drawerListeners = new Set<() => void>();
export const cartDrawer = {
  get: () => drawerOpen,
  set(open: boolean) {
    drawerOpen = open;
    drawerListeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    drawerListeners.add(listener);
    return () => drawerListeners.delete(listener);
  },
};
export function useCartDrawer(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(cartDrawer.subscribe, cartDrawer.get, () => false);
  return [open, cartDrawer.set];
}
