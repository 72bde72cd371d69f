import { HeartIcon } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '~/lib/messages';
import { useRootData } from '~/lib/root-data';
import { cn } from '~/lib/utils';

/**
 * The wishlist heart. Signed-out visitors are sent to /auth; signed-in shoppers toggle through
 * /api/wishlist, shown at once (optimistic) while the server stays the source of truth.
 */
export function WishlistButton({ productId, productName, className }: { productId: string; productName: string; className?: string }) {
  const { user, wishlistIds } = useRootData();
  const fetcher = useFetcher<{ ok: boolean; inWishlist: boolean }>();
  const pending = fetcher.formData ? fetcher.formData.get('intent') === 'add' : undefined;
  const saved = pending ?? wishlistIds.includes(productId);
  const label = saved ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`;
  const classes = cn('grid size-10 place-items-center rounded-full bg-white/90 text-maroon shadow-sm backdrop-blur hover:bg-white', className);
  if (!user) {
    return (
      <Link to="/auth" className={classes} aria-label={label} onClick={() => toast.error(MESSAGES.wishlist.loginTitle, { description: MESSAGES.wishlist.login })}>
        <HeartIcon className="size-5" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action="/api/wishlist"
      onSubmit={() => {
        const adding = !saved;
        queueMicrotask(() =>
          adding ? toast.success(MESSAGES.wishlist.addedTitle, { description: MESSAGES.wishlist.added }) : toast.success(MESSAGES.wishlist.removedTitle, { description: MESSAGES.wishlist.removed }),
        );
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={saved ? 'remove' : 'add'} />
      <button type="submit" className={classes} aria-label={label} aria-pressed={saved}>
        <HeartIcon className={cn('size-5', saved && 'fill-maroon')} aria-hidden="true" />
      </button>
    </fetcher.Form>
  );
}
