import { lazy, Suspense } from 'react';
import { useCartDrawer } from '~/lib/cart-store';
import { useOpenedOnce } from '~/lib/use-opened-once';

const loadCartDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(() => loadCartDrawer().then((m) => ({ default: m.CartDrawer })));

/** Starts loading the drawer when a shopper is about to open it (pointer over or focus on the cart button). */
export const preloadCartDrawer = () => void loadCartDrawer();

/** The cart drawer's code is fetched the first time the cart is opened, not with every page. */
export function CartDrawerSlot() {
  const [open] = useCartDrawer();
  return useOpenedOnce(open) ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}
