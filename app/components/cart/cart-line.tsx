import ImageIcon from '~/components/icons/image';
import Trash2Icon from '~/components/icons/trash';
import type * as React from 'react';
import { Link } from 'react-router';
import type { CartItem } from '~/lib/cart-store';
import { formatINR } from '~/lib/money';
import { PriceEstimate } from '~/components/product/price-estimate';
import { cn } from '~/lib/utils';

/** Our own /media/ images come in sizes; anything else is shown as stored. */
function CartThumb({ item, size }: { item: CartItem; size: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-24 w-[4.5rem]' : 'h-28 w-[5.25rem] sm:h-36 sm:w-28';
  if (!item.image) {
    return (
      <div className={cn(box, 'grid shrink-0 place-items-center rounded-lg bg-sand text-muted')}>
        <ImageIcon className="size-6" aria-hidden="true" />
      </div>
    );
  }
  const own = item.image.startsWith('/media/');
  return (
    <img
      src={own ? `${item.image}?w=320` : item.image}
      srcSet={own ? `${item.image}?w=160 160w, ${item.image}?w=320 320w` : undefined}
      sizes={size === 'sm' ? '72px' : '112px'}
      alt={item.name}
      width={size === 'sm' ? 72 : 112}
      height={size === 'sm' ? 96 : 144}
      loading="lazy"
      className={cn(box, 'shrink-0 rounded-lg bg-sand object-cover')}
    />
  );
}

/** One cart line: picture, name, size, price and remove; `lead` is the cart page's checkbox. */
export function CartLine({
  item,
  onRemove,
  disabled,
  size = 'sm',
  lead,
}: {
  item: CartItem;
  onRemove: () => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
  lead?: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3 sm:gap-4">
      {lead ? <div className="self-center">{lead}</div> : null}
      <CartThumb item={item} size={size} />
      <div className="min-w-0 flex-1 py-1">
        <Link
          to={`/product/${encodeURIComponent(item.sku)}`}
          className={cn(
            'line-clamp-2 font-display font-semibold text-ink hover:text-maroon',
            size === 'sm' ? 'text-lg' : 'text-lg sm:text-xl',
          )}
        >
          {item.name}
        </Link>
        {item.selectedSize ? <p className="mt-1 text-xs uppercase tracking-wider text-muted">Size: {item.selectedSize}</p> : null}
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2 font-medium text-maroon">
          {formatINR(item.price)} <PriceEstimate rupees={item.price} />
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-sand hover:text-danger disabled:opacity-50"
        aria-label={`Remove ${item.name}`}
      >
        <Trash2Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
