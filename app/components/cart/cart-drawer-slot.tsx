import { Suspense } from 'react';
import { lazyOrReload, prefetch } from '~/lib/lazy-parts';
import { useCartDrawer } from '~/lib/cart-store';
import { useIdlePrefetch } from '~/lib/use-idle-prefetch';
import { useOpenedOnce } from '~/lib/use-opened-once';

const loadCartDrawer = () => import('./cart-drawer');
const CartDrawer = lazyOrReload(() => loadCartDrawer().then((m) => m.CartDrawer));

/** Starts loading the drawer when a shopper is about to open it (pointer over or focus on the cart button). */
export const preloadCartDrawer = () => prefetch(loadCartDrawer);

/** The cart drawer's code is not in the page's first scripts: it is fetched once the page is idle (or on pointer or focus on the cart button). */
export function CartDrawerSlot() {
  const [open] = useCartDrawer();
  useIdlePrefetch(loadCartDrawer);
  return useOpenedOnce(open) ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
