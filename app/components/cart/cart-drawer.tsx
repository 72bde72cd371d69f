import { Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { cart, useCart, useCartDrawer } from '~/lib/cart-store';
import { MESSAGES } from '~/lib/messages';
import { formatINR } from '~/lib/money';

/** The cart drawer. Enquire All is wired by the enquiry flow (components/cart/enquire-all-button). */
export function CartDrawer() {
  const items = useCart();
  const [open, setOpen] = useCartDrawer();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent side="right" aria-describedby={undefined}>
        <DialogTitle>Your Cart ({items.length})</DialogTitle>
        <DialogDescription className="sr-only">Items you have saved to enquire about</DialogDescription>
        {items.length === 0 ? (
          <p className="mt-10 text-center text-muted">{MESSAGES.cart.empty}</p>
        ) : (
          <ul className="mt-6 flex-1 divide-y divide-linen overflow-y-auto">
            {items.map((item) => (
              <li key={`${item.sku}-${item.selectedSize ?? ''}`} className="flex gap-3 py-3">
                <img src={item.image ? `${item.image}?w=160` : ''} alt={item.name} width={64} height={80} className="h-20 w-16 rounded-md bg-sand object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{item.name}</p>
                  <p className="text-sm text-maroon">{formatINR(item.price)}</p>
                  {item.selectedSize ? <p className="text-xs text-muted">Size: {item.selectedSize}</p> : null}
                </div>
                <button type="button" onClick={() => cart.remove(item.sku)} className="self-start rounded-full p-2 text-muted hover:bg-sand hover:text-danger" aria-label={`Remove ${item.name}`}>
                  <Trash2Icon className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 grid gap-2 border-t border-linen pt-4">
          <Button variant="outline" onClick={() => cart.clear()} disabled={items.length === 0}>Clear Cart</Button>
          <Button asChild variant="ghost"><Link to="/cart" onClick={() => setOpen(false)}>View cart page</Link></Button>
          <Button variant="ghost" onClick={() => setOpen(false)}>Close</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
