import MessageCircleIcon from 'lucide-react/icons/message-circle';
import MinusIcon from 'lucide-react/icons/minus';
import PlusIcon from 'lucide-react/icons/plus';
import ScissorsIcon from 'lucide-react/icons/scissors';
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import { useEffect, useRef, useState } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { CartNotice } from '~/components/cart/cart-notice';
import { CustomLookLink } from '~/components/enquiry/custom-look-link';
import { useCartAnswer } from '~/components/cart/use-cart-answer';
import { enqueue, toWebTag, track } from '~/lib/analytics';
import { type CartAnswer, parseQuantity } from '~/lib/cart';
import { cartDrawer } from '~/lib/cart-drawer';
import { stockOf } from '~/lib/stock';
import { usePublicConfig } from '~/lib/root-data';
import { useHydrated } from '~/lib/use-hydrated';
import { cn } from '~/lib/utils';
import type { PurchaseProduct } from '~/lib/views';
import { productEnquiryText, whatsappLink } from '~/lib/whatsapp';
import { PlainInput } from '~/components/ui/input';

/** The quantity the form holds, as a number within what can be asked for (the box may be blank while she types). */
function quantityOf(raw: FormDataEntryValue | null, max: number) {
  return Math.min(max, Math.max(1, parseQuantity(raw) ?? 1));
}

/**
 * Size, quantity and Add to Cart are one form posted to this page (app/server/actions/cart-actions.server.ts):
 * before the scripts arrive it is sent as a page and answered with this page and a message; once they
 * have, it is sent by a fetcher, the badge counts it at once and the drawer opens. Its fields keep
 * their own values: what the legend and the WhatsApp text show is read from them, at hydration too,
 * so a size or quantity chosen before the scripts came is the one that counts.
 */
export function ProductPurchase({ product }: { product: PurchaseProduct }) {
  const config = usePublicConfig();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartAnswer>({ key: `cart-add-${product.id}` });
  const sentAsPage = useActionData<CartAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const stock = stockOf(product);
  const onlySize = product.sizes.length === 1 ? product.sizes[0] : null;
  const [choice, setChoice] = useState<{ size: string | null; quantity: number }>({ size: onlySize, quantity: 1 });
  const readChoice = () => {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    setChoice({ size: (form.get('size') as string | null) || null, quantity: quantityOf(form.get('quantity'), stock.max) });
  };
  // Whatever she chose before the scripts arrived is what the page now shows.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(readChoice, []);
  useCartAnswer(fetcher.data, (answer) => {
    if (!answer.ok || answer.intent !== 'add') return;
    cartDrawer.set(true);
    enqueue({ type: 'add_to_cart', productId: product.id, productName: product.name.slice(0, 200), properties: { price: product.price } });
  });
  const step = (by: 1 | -1) => {
    const box = quantityRef.current;
    if (!box) return;
    box.value = String(quantityOf(box.value, stock.max) + by);
    box.value = String(quantityOf(box.value, stock.max));
    readChoice();
  };
  const { size, quantity } = choice;
  const pageAnswer = !fetcher.data && sentAsPage?.intent === 'add' ? sentAsPage : null;

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

      <fetcher.Form ref={formRef} method="post" onChange={readChoice} className="space-y-6" aria-label={`Add ${product.name} to your cart`}>
        <PlainInput type="hidden" name="productId" value={product.id} />
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
                  <PlainInput type="radio" name="size" value={s} defaultChecked={s === onlySize} className="peer sr-only" />
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
              {/* The steppers need the scripts; until then the box itself takes a typed number or the arrow keys. */}
              <button
                type="button"
                className="grid size-12 place-items-center rounded-full text-ink hover:text-maroon disabled:opacity-40"
                onClick={() => step(-1)}
                disabled={!hydrated || quantity <= 1}
                aria-label="Decrease quantity"
              >
                <MinusIcon className="size-4" aria-hidden="true" />
              </button>
              <PlainInput
                ref={quantityRef}
                type="number"
                name="quantity"
                inputMode="numeric"
                min={1}
                max={stock.max}
                step={1}
                required
                defaultValue={1}
                aria-label="Quantity"
                className="w-10 appearance-none bg-transparent text-center font-medium [appearance:textfield] [font-variant-numeric:tabular-nums] focus-visible:outline-2 focus-visible:outline-maroon [&::-webkit-inner-spin-button]:appearance-none"
              />
              <button
                type="button"
                className="grid size-12 place-items-center rounded-full text-ink hover:text-maroon disabled:opacity-40"
                onClick={() => step(1)}
                disabled={!hydrated || quantity >= stock.max}
                aria-label="Increase quantity"
              >
                <PlusIcon className="size-4" aria-hidden="true" />
              </button>
            </div>
            <Button type="submit" name="intent" value="add" size="lg" className="flex-1" aria-busy={fetcher.state !== 'idle'}>
              <ShoppingBagIcon aria-hidden="true" /> Add to Cart
            </Button>
          </div>
        ) : null}
        {pageAnswer ? <CartNotice ok={pageAnswer.ok} message={pageAnswer.message} cartLink /> : null}
      </fetcher.Form>

      <div className="grid gap-3 sm:grid-cols-2">
        {/* A link to the custom order page before the scripts arrive; the dialog once they have. */}
        <CustomLookLink
          product={{ id: product.id, name: product.name, category: product.category }}
          variant={stock.buyable ? 'outline' : 'primary'}
          size="lg"
          onOpen={() => track('custom_order_button_clicked', { sectionName: 'product', productId: product.id, productName: product.name })}
        >
          <ScissorsIcon aria-hidden="true" /> Create Custom Look
        </CustomLookLink>
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
    </div>
  );
}
