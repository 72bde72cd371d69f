import ShoppingBagIcon from '~/components/icons/shopping-bag';
import { Link } from 'react-router';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { cart, lineKey, useCart, useCartDrawer } from '~/lib/cart-store';
import { CART_MESSAGES } from '~/lib/catalogue-messages';
import { formatINR } from '~/lib/money';
import { PriceEstimate } from '~/components/product/price-estimate';
import { CartLine } from './cart-line';
import { useCartEnquiry } from './use-cart-enquiry';

/** The cart drawer: lines, Clear Cart, Enquire All (the whole cart as one enquiry) and Close. */
export function CartDrawer() {
  const items = useCart();
  const [open, setOpen] = useCartDrawer();
  const { send, sending } = useCartEnquiry();
  const total = items.reduce((sum, i) => sum + i.price, 0);

  async function enquireAll() {
    const outcome = await send(items, '/cart');
    if (!outcome) return;
    if (outcome.ok) {
      toast.success(CART_MESSAGES.bulkSent);
      cart.clear();
      setOpen(false);
    } else if (outcome.kind === 'server') {
      toast.error(CART_MESSAGES.failedPrefix + outcome.message);
    } else {
      toast.error(CART_MESSAGES.errorPrefix + outcome.message);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && setOpen(next)}>
      <DialogContent side="right" padding="p-0" className="gap-0 sm:rounded-l-card">
        <div className="border-b border-linen px-6 pb-4 pt-6">
          <DialogTitle>Your Cart ({items.length})</DialogTitle>
          <DialogDescription className="mt-1">
            Send the pieces you love as one enquiry; we reply with availability and final prices.
          </DialogDescription>
        </div>
        {items.length === 0 ? (
          <div className="grid flex-1 place-content-center justify-items-center gap-4 px-6 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-sand text-maroon">
              <ShoppingBagIcon className="size-7" aria-hidden="true" />
            </span>
            <p className="font-display text-2xl text-ink">{CART_MESSAGES.empty}</p>
            <Button asChild variant="outline">
              <Link to="/products" onClick={() => setOpen(false)}>
                Browse the collection
              </Link>
            </Button>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-linen overflow-y-auto px-6" aria-label="Items in your cart">
            {items.map((item) => (
              <li key={lineKey(item)} className="py-4">
                <CartLine item={item} onRemove={() => cart.remove(item.sku)} disabled={sending} />
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-2 border-t border-linen bg-white/60 px-6 pb-6 pt-4">
          {items.length > 0 ? (
            <p className="mb-1 flex items-baseline justify-between text-sm text-muted">
              <span>Estimated total</span>
              <span className="text-right text-lg font-semibold text-ink">
                {formatINR(total)}
                <PriceEstimate rupees={total} className="block font-normal" />
              </span>
            </p>
          ) : null}
          <Button onClick={enquireAll} disabled={sending || items.length === 0} size="lg">
            {sending ? CART_MESSAGES.sending : 'Enquire All'}
          </Button>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={() => cart.clear()} disabled={sending || items.length === 0}>
              Clear Cart
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={sending}>
              Close
            </Button>
          </div>
          {items.length > 0 ? (
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
