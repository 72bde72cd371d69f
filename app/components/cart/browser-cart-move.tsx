import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { CartAnswer } from '~/lib/cart';
import { CART_STORAGE_KEY } from '~/lib/constants';
import { useOptionalUser } from '~/lib/root-data';

/** Whether this browser still keeps a cart from before carts moved to the server (rare, so checked cheaply). */
function keptInBrowser() {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

// Reading and checking what was kept comes with the rare page that needs it, not with every page's first script.
const browserCart = () => import('~/lib/browser-cart');

/**
 * A cart this browser kept before carts moved to the server joins the signed-in shopper's own, once:
 * the browser's copy is forgotten only when the server has taken it, so nothing is lost on the way
 * (a failed fetch of the reading code leaves it for her next page).
 */
export function BrowserCartMove() {
  const user = useOptionalUser();
  const fetcher = useFetcher<CartAnswer>({ key: 'browser-cart-move' });
  useEffect(() => {
    if (!user || fetcher.state !== 'idle' || fetcher.data || !keptInBrowser()) return;
    browserCart()
      .then(({ readBrowserCart }) => {
        const lines = readBrowserCart();
        if (lines.length > 0)
          void fetcher.submit({ intent: 'take-browser-cart', lines: JSON.stringify(lines) }, { method: 'post', action: '/cart' });
      })
      .catch(() => {});
    // Once per signed-in shopper; the answer below ends it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);
  useEffect(() => {
    if (fetcher.data?.ok)
      browserCart().then(
        ({ forgetBrowserCart }) => forgetBrowserCart(),
        () => {},
      );
  }, [fetcher.data]);
  return null;
}
