import ImageIcon from 'lucide-react/icons/image';
import MinusIcon from 'lucide-react/icons/minus';
import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash';
import type * as React from 'react';
import { Link, useFetcher } from 'react-router';
import type { CartAnswer, CartLineView } from '~/lib/cart';
import { formatINR } from '~/lib/money';
import { PriceEstimate } from '~/components/product/price-estimate';
import { cn } from '~/lib/utils';
import { useCartAnswer } from './use-cart-answer';

/** Our own /media/ images come in sizes; anything else is shown as stored. */
function CartThumb({ line, size }: { line: CartLineView; size: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-24 w-[4.5rem]' : 'h-28 w-[5.25rem] sm:h-36 sm:w-28';
  if (!line.image) {
    return (
      <div className={cn(box, 'grid shrink-0 place-items-center rounded-lg bg-sand text-muted')}>
        <ImageIcon className="size-6" aria-hidden="true" />
      </div>
    );
  }
  const own = line.image.startsWith('/media/');
  return (
    <img
      src={own ? `${line.image}?w=320` : line.image}
      srcSet={own ? `${line.image}?w=160 160w, ${line.image}?w=320 320w` : undefined}
      sizes={size === 'sm' ? '72px' : '112px'}
      alt={line.name}
      width={size === 'sm' ? 72 : 112}
      height={size === 'sm' ? 96 : 144}
      loading="lazy"
      className={cn(box, 'shrink-0 rounded-lg bg-sand object-cover')}
    />
  );
}

const stepper = 'grid size-9 place-items-center rounded-full text-ink hover:text-maroon disabled:opacity-40';

/**
 * The line's quantity: − and + are the submit buttons of a form posted to /cart, so they work before
 * the scripts arrive; once they have, the new quantity shows at once while the server confirms it.
 */
function QuantityForm({ line, disabled }: { line: CartLineView; disabled?: boolean }) {
  const fetcher = useFetcher<CartAnswer>({ key: `cart-quantity-${line.productId}-${line.size ?? ''}` });
  useCartAnswer(fetcher.data);
  const sending = fetcher.formData ? Number(fetcher.formData.get('quantity')) : null;
  const quantity = sending ?? line.quantity;
  const label = `${line.name}${line.size ? `, size ${line.size}` : ''}`;
  return (
    <fetcher.Form method="post" action="/cart" className="mt-2 inline-flex items-center rounded-full border border-linen bg-white">
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="productId" value={line.productId} />
      <input type="hidden" name="size" value={line.size ?? ''} />
      <button
        type="submit"
        name="quantity"
        value={quantity - 1}
        className={stepper}
        disabled={disabled || quantity <= 1}
        aria-label={`One fewer ${label}`}
      >
        <MinusIcon className="size-3.5" aria-hidden="true" />
      </button>
      <output
        className="w-8 text-center text-sm font-medium [font-variant-numeric:tabular-nums]"
        aria-live="polite"
        aria-label={`Quantity of ${label}`}
      >
        {quantity}
      </output>
      <button
        type="submit"
        name="quantity"
        value={quantity + 1}
        className={stepper}
        disabled={disabled || quantity >= line.maxQuantity}
        aria-label={`One more ${label}`}
      >
        <PlusIcon className="size-3.5" aria-hidden="true" />
      </button>
    </fetcher.Form>
  );
}

/** Remove: a form posted to /cart (the shop's rule: the piece goes in every size). */
function RemoveForm({ line, disabled }: { line: CartLineView; disabled?: boolean }) {
  const fetcher = useFetcher<CartAnswer>({ key: `cart-remove-${line.productId}` });
  useCartAnswer(fetcher.data);
  return (
    <fetcher.Form method="post" action="/cart">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={line.productId} />
      <button
        type="submit"
        disabled={disabled || fetcher.state !== 'idle'}
        className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-sand hover:text-danger disabled:opacity-50"
        aria-label={`Remove ${line.name}`}
      >
        <Trash2Icon className="size-4" aria-hidden="true" />
      </button>
    </fetcher.Form>
  );
}

/** One cart line: picture, name, size, price, quantity and remove; `lead` is the cart page's tick box. */
export function CartLine({
  line,
  disabled,
  size = 'sm',
  lead,
}: {
  line: CartLineView;
  disabled?: boolean;
  size?: 'sm' | 'md';
  lead?: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3 sm:gap-4">
      {lead ? <div className="self-center">{lead}</div> : null}
      <CartThumb line={line} size={size} />
      <div className="min-w-0 flex-1 py-1">
        <Link
          to={`/product/${encodeURIComponent(line.productId)}`}
          className={cn(
            'line-clamp-2 font-display font-semibold text-ink hover:text-maroon',
            size === 'sm' ? 'text-lg' : 'text-lg sm:text-xl',
          )}
        >
          {line.name}
        </Link>
        {line.size ? <p className="mt-1 text-xs uppercase tracking-wider text-muted">Size: {line.size}</p> : null}
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2 font-medium text-maroon">
          {formatINR(line.price)} <PriceEstimate rupees={line.price} />
        </p>
        {line.problem ? <p className="mt-2 text-sm text-danger">{line.problem}</p> : <QuantityForm line={line} disabled={disabled} />}
      </div>
      <RemoveForm line={line} disabled={disabled} />
    </div>
  );
}
