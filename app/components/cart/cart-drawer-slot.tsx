import { Suspense } from 'react';
import { lazyOrReload, prefetch } from '~/lib/lazy-parts';
import { useCartDrawer } from '~/lib/cart-drawer';
import { useOpenedOnce } from '~/lib/use-opened-once';

const loadCartDrawer = () => import('./cart-drawer');
const CartDrawer = lazyOrReload(() => loadCartDrawer().then((m) => m.CartDrawer));

/** Starts loading the drawer when a shopper is about to open it (pointer over or focus on the cart button). */
export const preloadCartDrawer = () => prefetch(loadCartDrawer);

/**
 * The cart drawer's code is not in the page's scripts: it is fetched when a shopper is about to open
 * it (a finger or pointer on the cart button, or focus on it), a moment before the tap itself.
 */
export function CartDrawerSlot() {
  const [open] = useCartDrawer();
  return useOpenedOnce(open) ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
