import EyeIcon from 'lucide-react/icons/eye';
import { Link } from 'react-router';
import { discountPercent, formatINR } from '~/lib/money';
import { opensElsewhere } from '~/lib/opens-elsewhere';
import { PriceEstimate } from './price-estimate';
import { cn } from '~/lib/utils';
import { AvailabilityLabel } from './availability-label';
import { ShopImage } from './shop-image';
import type { CardProduct } from '~/lib/views';
import { WishlistButton } from './wishlist-button';
import { CardStars } from '~/components/reviews/card-stars';

type Props = {
  product: CardProduct;
  /** Grid cards stack picture over text; list cards sit side by side with a short description. */
  layout?: 'grid' | 'list';
  sizes?: string;
  priority?: boolean;
  /** Shows a Quick view button (featured carousel). */
  onQuickView?: (product: CardProduct) => void;
  className?: string;
};

export function ProductCard({ product, layout = 'grid', sizes, priority, onQuickView, className }: Props) {
  const discount = discountPercent(product.price, product.originalPrice);
  const href = `/product/${product.id}`;
  const list = layout === 'list';
  return (
    <article className={cn('group relative', list && 'grid grid-cols-[8.5rem_1fr] gap-4 sm:grid-cols-[12rem_1fr] sm:gap-6', className)}>
      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-sand">
        <ShopImage
          src={product.image}
          alt={`${product.name}, ${product.category}`}
          width={1200}
          height={1500}
          sizes={sizes ?? (list ? '(min-width: 640px) 12rem, 8.5rem' : '(min-width: 1280px) 19rem, (min-width: 768px) 30vw, 46vw')}
          priority={priority}
          maxWidth={960}
          className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
        />
        <div className="pointer-events-none absolute left-2.5 top-2.5 flex flex-col items-start gap-1.5">
          {product.isNew ? (
            <span className="rounded-full bg-maroon px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.14em] text-ivory">NEW</span>
          ) : null}
          {discount ? (
            <span className="rounded-full bg-ivory/95 px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-wide text-maroon shadow-sm">
              Sale · {discount}% off
            </span>
          ) : null}
        </div>
        <WishlistButton productId={product.id} productName={product.name} size="size-9" className="absolute right-2.5 top-2.5 z-10" />
        {onQuickView ? (
          // A link to the Create Your Look page for this piece (before the page's scripts arrive, or
          // without them); once the page is alive it opens the same form in a dialog.
          <a
            href={`/inquiry?source=home&product=${encodeURIComponent(product.id)}`}
            aria-haspopup="dialog"
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              onQuickView(product);
            }}
            aria-label={`Quick view: ${product.name}`}
            className="absolute inset-x-2.5 bottom-2.5 z-10 flex h-10 items-center justify-center gap-2 rounded-full bg-ivory/95 text-sm font-medium text-maroon shadow-sm transition hover:bg-white focus-visible:opacity-100 md:translate-y-2 md:opacity-0 md:group-hover:translate-y-0 md:group-hover:opacity-100"
          >
            <EyeIcon className="size-4" aria-hidden="true" /> Quick view
          </a>
        ) : null}
      </div>
      <div className={cn(list ? 'self-center' : 'pt-3.5')}>
        <p className="text-[0.7rem] uppercase tracking-[0.18em] text-muted">
          {product.fabric ? `${product.category} · ${product.fabric}` : product.category}
        </p>
        <h3 className={cn('mt-1 font-display text-ink', list ? 'text-xl sm:text-2xl' : 'text-lg md:text-xl')}>
          <Link to={href} className="after:absolute after:inset-0 hover:text-maroon" data-product-name={product.name}>
            {product.name}
          </Link>
        </h3>
        {list && product.summary ? (
          <p className="mt-2 line-clamp-2 max-w-prose text-sm leading-relaxed text-muted">{product.summary}</p>
        ) : null}
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium text-ink">{formatINR(product.price)}</span>
          {discount && product.originalPrice ? (
            <>
              <span className="sr-only">, was </span>
              <s className="text-sm text-muted">{formatINR(product.originalPrice)}</s>
            </>
          ) : null}
          <PriceEstimate rupees={product.price} />
        </p>
        {product.rating ? <CardStars rating={product.rating} /> : null}
        <AvailabilityLabel status={product.inventoryStatus} className="mt-1.5" />
      </div>
    </article>
  );
}

/**
 * The class of a grid's cell for the card at `index`: after the first row, a cell is a below-fold
 * part (its styling and layout wait until it comes near the screen), counted as a card's height
 * until then. On a phone this halves the first paint's style and layout work of a listing.
 */
export function cardCellClass(index: number): string | undefined {
  return index < 2 ? undefined : 'below-fold [--below-fold-height:24rem]';
}
