import { useSyncExternalStore } from 'react';

// Whether the cart drawer is open; any component may open it (the header's cart link, Add to Cart).
let drawerOpen = false;
const listeners = new Set<() => void>();

export const cartDrawer = {
  get: () => drawerOpen,
  set(open: boolean) {
    drawerOpen = open;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useCartDrawer(): [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(cartDrawer.subscribe, cartDrawer.get, () => false);
  return [open, cartDrawer.set];
}
