import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { forgetBrowserCart, readBrowserCart } from '~/lib/browser-cart';
import type { CartAnswer } from '~/lib/cart';
import { useOptionalUser } from '~/lib/root-data';

/**
 * A cart this browser kept before carts moved to the server joins the signed-in shopper's own, once:
 * the browser's copy is forgotten only when the server has taken it, so nothing is lost on the way.
 */
export function BrowserCartMove() {
  const user = useOptionalUser();
  const fetcher = useFetcher<CartAnswer>({ key: 'browser-cart-move' });
  useEffect(() => {
    if (!user || fetcher.state !== 'idle' || fetcher.data) return;
    const lines = readBrowserCart();
    if (lines.length === 0) return;
    void fetcher.submit({ intent: 'take-browser-cart', lines: JSON.stringify(lines) }, { method: 'post', action: '/cart' });
    // Once per signed-in shopper; the answer below ends it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id]);
  useEffect(() => {
    if (fetcher.data?.ok) forgetBrowserCart();
  }, [fetcher.data]);
  return null;
}
