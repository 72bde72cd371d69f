import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import XIcon from 'lucide-react/icons/x';
import { Link, useFetcher } from 'react-router';
import { useCartAnswer } from '~/components/cart/use-cart-answer';
import { useWishlistToasts } from '~/components/product/wishlist-button';
import { Button } from '~/components/ui/button';
import type { CartAnswer } from '~/lib/cart';
import { discountPercent, formatINR } from '~/lib/money';
import type { ProductSummary } from '~/lib/views';

const WIDTHS = [320, 480, 640];
export function mediaSrcSet(image: string) {
  return image.startsWith('/media/') ? WIDTHS.map((w) => `${image}?w=${w} ${w}w`).join(', ') : undefined;
}

/**
 * One saved piece: Details, Add to Cart (a form posted to the wishlist page, which moves it into her
 * cart and out of the wishlist) and Remove (a form posted to /api/wishlist). Both work before the
 * scripts arrive; sent as a page, the wishlist page answers with its message.
 */
export function WishlistCard({ product, eager }: { product: ProductSummary; eager?: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; intent: 'add' | 'remove'; error?: string }>();
  const moving = useFetcher<CartAnswer>({ key: `wishlist-to-cart-${product.id}` });
  useWishlistToasts(fetcher);
  useCartAnswer(moving.data);
  const busy = fetcher.state !== 'idle' || moving.state !== 'idle';
  const off = discountPercent(product.price, product.originalPrice);

  return (
    <li className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <article
        aria-label={product.name}
        className="group flex h-full flex-col overflow-hidden rounded-[1.25rem] border border-linen bg-white shadow-xs"
      >
        <Link
          to={`/product/${product.id}`}
          className="relative block aspect-[4/5] overflow-hidden bg-sand"
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            src={product.image.startsWith('/media/') ? `${product.image}?w=640` : product.image}
            srcSet={mediaSrcSet(product.image)}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            alt=""
            width={640}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
          {off ? (
            <span className="absolute left-3 top-3 rounded-full bg-maroon px-2.5 py-0.5 text-xs font-semibold text-ivory">{off}% off</span>
          ) : null}
        </Link>
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
          <p className="text-[0.7rem] uppercase tracking-[0.18em] text-muted">{product.category}</p>
          <h2 className="line-clamp-2 font-display text-lg leading-snug text-ink">{product.name}</h2>
          <p className="flex items-baseline gap-2">
            <span className="font-semibold text-maroon">{formatINR(product.price)}</span>
            {off ? <s className="text-sm text-muted">{formatINR(product.originalPrice ?? 0)}</s> : null}
          </p>
          <div className="mt-auto grid gap-2 pt-3">
            <moving.Form method="post" className="grid">
              <input type="hidden" name="productId" value={product.id} />
              <Button type="submit" name="intent" value="add" size="sm" disabled={busy}>
                <ShoppingBagIcon aria-hidden="true" />
                Add to Cart
              </Button>
            </moving.Form>
            <div className="grid grid-cols-2 gap-2">
              <Button asChild variant="outline" size="sm-tight">
                <Link to={`/product/${product.id}`} aria-label={`Details of ${product.name}`}>
                  Details
                </Link>
              </Button>
              <fetcher.Form method="post" action="/api/wishlist" className="grid">
                <input type="hidden" name="productId" value={product.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="remove"
                  variant="ghost-muted"
                  size="sm-tight"
                  disabled={busy}
                  aria-label={`Remove ${product.name} from wishlist`}
                >
                  <XIcon aria-hidden="true" />
                  Remove
                </Button>
              </fetcher.Form>
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}
