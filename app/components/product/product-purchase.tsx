import MessageCircleIcon from '~/components/icons/message-circle';
import MinusIcon from '~/components/icons/minus';
import PlusIcon from '~/components/icons/plus';
import ScissorsIcon from '~/components/icons/scissors';
import ShoppingBagIcon from '~/components/icons/shopping-bag';
import { Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { toWebTag, track } from '~/lib/analytics';
import { cart, cartDrawer } from '~/lib/cart-store';
import { REDIRECT_TO_SIGN_IN_MS } from '~/lib/constants';
import { stockOf } from '~/lib/stock';
import { CART_MESSAGES } from '~/lib/catalogue-messages';
import { useOptionalUser, usePublicConfig } from '~/lib/root-data';
import { lazyOrReload } from '~/lib/lazy-parts';
import { cn } from '~/lib/utils';
import type { PurchaseProduct } from '~/lib/views';
import { productEnquiryText, whatsappLink } from '~/lib/whatsapp';
import { PlainInput } from '~/components/ui/input';

// The dialog is only needed after a click; loading it then keeps it out of the page's first load.
const CustomOrderDialog = lazyOrReload(() => import('~/components/enquiry/custom-order-dialog').then((m) => m.CustomOrderDialog));

export function ProductPurchase({ product }: { product: PurchaseProduct }) {
  const user = useOptionalUser();
  const config = usePublicConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [size, setSize] = useState<string | null>(product.sizes.length === 1 ? product.sizes[0] : null);
  // What the quantity box shows (it may be blank while the shopper types); the quantity counted from it.
  const [quantityText, setQuantityText] = useState('1');
  const [customOpen, setCustomOpen] = useState<boolean | null>(null);
  const stock = stockOf(product);
  const quantity = Math.min(stock.max, Math.max(1, Number.parseInt(quantityText, 10) || 1));
  const setQuantity = (next: (q: number) => number) => setQuantityText(String(next(quantity)));

  const addToCart = () => {
    if (!user) {
      toast.error(CART_MESSAGES.signInToAdd);
      window.setTimeout(() => navigate(`/auth?redirectTo=${encodeURIComponent(location.pathname)}`), REDIRECT_TO_SIGN_IN_MS);
      return;
    }
    cart.add({ sku: product.id, name: product.name, price: product.price, image: product.image, selectedSize: size ?? undefined });
    cartDrawer.set(true);
  };

  const enquiry = productEnquiryText({ name: product.name, price: product.price, size, url: `${config.publicUrl}/product/${product.id}` });
  const waText = quantity > 1 ? enquiry.replace(/\n(?=[^\n]*$)/, `\nQuantity: ${quantity}\n`) : enquiry;

  return (
    <div className="space-y-6">
      <p
        className={cn(
          'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium',
          stock.buyable ? 'bg-leaf/10 text-leaf' : 'bg-gold/10 text-gold',
        )}
      >
        <span aria-hidden="true" className={cn('size-2 rounded-full', stock.buyable ? 'bg-leaf' : 'bg-gold')} />
        {stock.label}
      </p>

      {product.sizes.length > 0 ? (
        <fieldset>
          {/* The legend must be the fieldset's first child to name the radio group; floated, it sits
              on one line with the size guide link like any other box. */}
          <legend className="float-left text-xs font-semibold uppercase tracking-[0.2em] text-ink">Size{size ? `: ${size}` : ''}</legend>
          <a href="/size-guide" target="_blank" rel="noopener" className="float-right text-sm text-maroon underline underline-offset-4">
            Size guide<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <div className="clear-both flex flex-wrap gap-2 pt-3">
            {product.sizes.map((s) => (
              <label key={s} className="cursor-pointer">
                <PlainInput type="radio" name="size" value={s} checked={size === s} onChange={() => setSize(s)} className="peer sr-only" />
                <span className="grid h-11 min-w-12 place-items-center rounded-full border border-linen bg-white px-4 text-sm text-ink transition-colors peer-checked:border-maroon peer-checked:bg-maroon peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-maroon hover:border-maroon/60">
                  {s}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {stock.buyable ? (
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex h-12 items-center rounded-full border border-linen bg-white" role="group" aria-label="Quantity">
            <button
              type="button"
              className="grid size-12 place-items-center rounded-full text-ink hover:text-maroon disabled:opacity-40"
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
              aria-label="Decrease quantity"
            >
              <MinusIcon className="size-4" aria-hidden="true" />
            </button>
            <PlainInput
              type="number"
              name="quantity"
              inputMode="numeric"
              min={1}
              max={stock.max}
              value={quantityText}
              onChange={(e) => setQuantityText(e.currentTarget.value)}
              onBlur={() => setQuantityText(String(quantity))}
              aria-label="Quantity"
              className="w-10 appearance-none bg-transparent text-center font-medium [appearance:textfield] [font-variant-numeric:tabular-nums] focus-visible:outline-2 focus-visible:outline-maroon [&::-webkit-inner-spin-button]:appearance-none"
            />
            <span className="sr-only" aria-live="polite">
              Quantity {quantity}
            </span>
            <button
              type="button"
              className="grid size-12 place-items-center rounded-full text-ink hover:text-maroon disabled:opacity-40"
              onClick={() => setQuantity((q) => Math.min(stock.max, q + 1))}
              disabled={quantity >= stock.max}
              aria-label="Increase quantity"
            >
              <PlusIcon className="size-4" aria-hidden="true" />
            </button>
          </div>
          <Button size="lg" className="flex-1" onClick={addToCart}>
            <ShoppingBagIcon aria-hidden="true" /> Add to Cart
          </Button>
        </div>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2">
        <Button
          variant={stock.buyable ? 'outline' : 'primary'}
          size="lg"
          onClick={() => {
            track('custom_order_button_clicked', { sectionName: 'product', productId: product.id, productName: product.name });
            setCustomOpen(true);
          }}
        >
          <ScissorsIcon aria-hidden="true" /> Create Custom Look
        </Button>
        <Button variant="whatsapp" size="lg" asChild>
          <a
            href={whatsappLink(config.whatsappNumber, waText)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => toWebTag((tag) => tag.trackLead({ productId: product.id, productName: product.name, value: product.price }))}
          >
            <MessageCircleIcon aria-hidden="true" /> Enquire on WhatsApp
          </a>
        </Button>
      </div>
      <p className="text-xs text-muted">
        No online payment: we confirm every order with you first.{' '}
        <Link to="/shipping-returns" className="underline underline-offset-4">
          Shipping &amp; returns
        </Link>
      </p>

      {customOpen !== null ? (
        <Suspense fallback={null}>
          <CustomOrderDialog
            open={customOpen}
            onOpenChange={setCustomOpen}
            product={{ id: product.id, name: product.name, category: product.category }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
