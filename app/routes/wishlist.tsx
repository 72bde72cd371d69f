import HeartIcon from 'lucide-react/icons/heart';
import { Link, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/wishlist';
import { WishlistCard, mediaSrcSet } from '~/components/account/wishlist-card';
import { WishlistButton } from '~/components/product/wishlist-button';
import { CartNotice } from '~/components/cart/cart-notice';
import type { CartAnswer } from '~/lib/cart';
import { Button } from '~/components/ui/button';
import { WISHLIST_MESSAGES } from '~/lib/catalogue-messages';
import { formatINR } from '~/lib/money';
import { listWishlistProducts, listWishlistSuggestions } from '~/server/data/wishlist.server';
import { requireUser } from '~/server/auth/permissions.server';
import { moveToCartAction } from '~/server/actions/cart-actions.server';

export const meta: Route.MetaFunction = () => [{ title: 'Wishlist | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const items = await listWishlistProducts(user.id);
  return { items, suggestions: items.length === 0 ? await listWishlistSuggestions(4) : [] };
}

/** Add to Cart on a saved piece: into her cart, then out of her wishlist. */
export async function action({ request }: Route.ActionArgs) {
  return moveToCartAction(request);
}

export default function WishlistScreen() {
  const { items, suggestions } = useLoaderData<typeof loader>();
  const sentAsPage = useActionData<CartAnswer>();
  return (
    <div className="container-shop py-8 md:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-linen pb-6">
        <div>
          <p className="text-xs uppercase tracking-[0.25em] text-gold">Saved for later</p>
          <h1 className="mt-1 font-display text-4xl text-ink md:text-5xl">Your Wishlist</h1>
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {items.length} {items.length === 1 ? 'piece' : 'pieces'}
        </p>
      </header>
      {sentAsPage ? <CartNotice ok={sentAsPage.ok} message={sentAsPage.message} cartLink className="mt-6" /> : null}
      {items.length === 0 ? (
        <>
          <div className="mx-auto mt-10 grid max-w-md justify-items-center gap-4 text-center">
            <span className="grid size-16 place-items-center rounded-full bg-sand text-maroon">
              <HeartIcon className="size-7" aria-hidden="true" />
            </span>
            <p className="font-display text-2xl text-ink">{WISHLIST_MESSAGES.empty}</p>
            <p className="text-muted">Tap the heart on any piece to keep it here until you are ready to enquire.</p>
            <Button asChild>
              <Link to="/products">Explore the collection</Link>
            </Button>
          </div>
          {suggestions.length > 0 ? <Suggestions products={suggestions} /> : null}
        </>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" aria-label="Wishlist">
          {items.map((p, i) => (
            <WishlistCard key={p.id} product={p} eager={i < 4} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** New arrivals with hearts, so an empty wishlist is one tap from its first piece. */
function Suggestions({ products }: { products: Awaited<ReturnType<typeof loader>>['suggestions'] }) {
  return (
    <section aria-labelledby="suggestions-title" className="mt-14">
      <h2 id="suggestions-title" className="font-display text-2xl text-ink">
        New pieces you might love
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {products.map((p) => (
          <li key={p.id} className="relative">
            <Link to={`/product/${p.id}`} className="group block">
              <div className="aspect-[4/5] overflow-hidden rounded-[1.25rem] bg-sand">
                <img
                  src={p.image.startsWith('/media/') ? `${p.image}?w=640` : p.image}
                  srcSet={mediaSrcSet(p.image)}
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  alt={p.name}
                  width={640}
                  height={800}
                  loading="lazy"
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
                />
              </div>
              <p className="mt-2 line-clamp-1 font-display text-lg text-ink">{p.name}</p>
              <p className="text-sm font-semibold text-maroon">{formatINR(p.price)}</p>
            </Link>
            <WishlistButton productId={p.id} productName={p.name} className="absolute right-3 top-3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
