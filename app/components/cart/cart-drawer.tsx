import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { type CartAnswer, cartLineKey, piecesIn } from '~/lib/cart';
import { CART_MESSAGES } from '~/lib/cart-messages';
import { useCartDrawer } from '~/lib/cart-drawer';
import { formatINR } from '~/lib/money';
import { PriceEstimate } from '~/components/product/price-estimate';
import type { loader as cartLoader } from '~/routes/api/cart';
import { CartLine } from './cart-line';
import { useCartAnswer } from './use-cart-answer';

/**
 * The cart drawer, opened by the header's cart link once the scripts are there (before, that link goes
 * to /cart): her lines from the cart page's loader, Clear Cart, Enquire All (the whole cart as one
 * enquiry) and Close. Every change is a form posted to /cart, as on the cart page.
 */
export function CartDrawer() {
  const [open, setOpen] = useCartDrawer();
  const cart = useFetcher<typeof cartLoader>({ key: 'cart-drawer' });
  const enquiry = useFetcher<CartAnswer>({ key: 'cart-drawer-enquiry' });
  const clear = useFetcher<CartAnswer>({ key: 'cart-clear' });
  useCartAnswer(enquiry.data, (answer) => {
    if (answer.ok) setOpen(false);
  });
  useCartAnswer(clear.data);
  useEffect(() => {
    // Each time it opens: another device or tab may have changed her cart. React Router keeps it fresh after every form.
    if (open) void cart.load('/api/cart');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const lines = cart.data?.lines ?? [];
  const signedIn = cart.data?.signedIn ?? true;
  const sending = enquiry.state !== 'idle';
  const total = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const loading = !cart.data;

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && setOpen(next)}>
      <DialogContent side="right" padding="p-0" className="gap-0 sm:rounded-l-card">
        <div className="border-b border-linen px-6 pb-4 pt-6">
          <DialogTitle>{loading ? 'Your Cart' : `Your Cart (${piecesIn(lines)})`}</DialogTitle>
          <DialogDescription className="mt-1">
            Send the pieces you love as one enquiry; we reply with availability and final prices.
          </DialogDescription>
        </div>
        {loading ? (
          <p className="grid flex-1 place-content-center text-muted" aria-busy="true">
            Loading your cart…
          </p>
        ) : lines.length === 0 ? (
          <div className="grid flex-1 place-content-center justify-items-center gap-4 px-6 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-sand text-maroon">
              <ShoppingBagIcon className="size-7" aria-hidden="true" />
            </span>
            <p className="font-display text-2xl text-ink">{CART_MESSAGES.empty}</p>
            <Button asChild variant="outline">
              <Link to={signedIn ? '/products' : '/auth'} onClick={() => setOpen(false)}>
                {signedIn ? 'Browse the collection' : 'Sign in to see your cart'}
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-linen overflow-y-auto px-6" aria-label="Items in your cart">
            {lines.map((line) => (
              <li key={cartLineKey(line)} className="py-4">
                <CartLine line={line} disabled={sending} />
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-2 border-t border-linen bg-white/60 px-6 pb-6 pt-4">
          {lines.length > 0 ? (
            <p className="mb-1 flex items-baseline justify-between text-sm text-muted">
              <span>Estimated total</span>
              <span className="text-right text-lg font-semibold text-ink">
                {formatINR(total)}
                <PriceEstimate rupees={total} className="block font-normal" />
              </span>
            </p>
          ) : null}
          <enquiry.Form method="post" action="/cart" className="grid">
            <input type="hidden" name="scope" value="all" />
            <Button type="submit" name="intent" value="enquire" disabled={sending || lines.length === 0} size="lg">
              {sending ? CART_MESSAGES.sending : 'Enquire All'}
            </Button>
          </enquiry.Form>
          <div className="grid grid-cols-2 gap-2">
            <clear.Form method="post" action="/cart" className="grid">
              <Button type="submit" name="intent" value="clear" variant="outline" disabled={sending || lines.length === 0}>
                Clear Cart
              </Button>
            </clear.Form>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={sending}>
              Close
            </Button>
          </div>
          {lines.length > 0 ? (
            <Link
              to="/cart"
              onClick={() => setOpen(false)}
              className="mt-1 text-center text-sm text-maroon underline-offset-4 hover:underline"
            >
              Choose items on the cart page
            </Link>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
