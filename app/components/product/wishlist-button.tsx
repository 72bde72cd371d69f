import HeartIcon from 'lucide-react/icons/heart';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import { ERROR_TITLE, WISHLIST_MESSAGES } from '~/lib/catalogue-messages';
import { useRootData } from '~/lib/root-data';
import { cn } from '~/lib/utils';

type WishlistResult = { ok: boolean; intent: 'add' | 'remove'; error?: string; needsLogin?: boolean };

/** Says what the server did, once per answer: success, the shop's failure toast (title 'Error'), or log in. */
export function useWishlistToasts(fetcher: { state: string; data?: WishlistResult }, onSuccess?: (result: WishlistResult) => boolean) {
  const shown = useRef<WishlistResult | undefined>(undefined);
  // Read at answer time only: a new callback identity is not a new answer.
  const handledBySuccess = useEffectEvent((result: WishlistResult) => onSuccess?.(result) ?? false);
  useEffect(() => {
    const result = fetcher.data;
    // The answer arrives while the pages revalidate ('loading'); toast then, because a card that
    // leaves the grid (or a suggestion that leaves the empty wishlist) is gone once that finishes.
    if (fetcher.state === 'submitting' || !result || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      if (handledBySuccess(result)) return;
      if (result.intent === 'add') toast.success(WISHLIST_MESSAGES.addedTitle, { description: WISHLIST_MESSAGES.added });
      else toast.success(WISHLIST_MESSAGES.removedTitle, { description: WISHLIST_MESSAGES.removed });
    } else if (result.needsLogin) {
      toast.error(WISHLIST_MESSAGES.loginTitle, { description: WISHLIST_MESSAGES.login });
    } else {
      toast.error(ERROR_TITLE, {
        description: result.intent === 'add' ? WISHLIST_MESSAGES.addFailed : WISHLIST_MESSAGES.removeFailed,
      });
    }
  }, [fetcher.state, fetcher.data]);
}

/**
 * The wishlist heart: the same form for everyone, so that a page kept for everyone (the render cache)
 * works for a signed-in shopper before her own parts arrive. Signed-in shoppers toggle through
 * /api/wishlist, shown at once (optimistic) while the server stays the source of truth: the root
 * loader's wishlistIds refresh after the answer, so a failed change falls back by itself. A visitor
 * is answered that she must sign in: the shop's toast, then /auth (without scripts the server sends
 * her there).
 */
export function WishlistButton({
  productId,
  productName,
  className,
  size = 'size-10',
}: {
  productId: string;
  productName: string;
  className?: string;
  /** Replaces the default size (cn() joins classes, it does not let a later one win). */
  size?: 'size-10' | 'size-9';
}) {
  const { user, wishlistIds } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<WishlistResult>();
  useWishlistToasts(fetcher);
  const needsLogin = fetcher.data?.needsLogin === true;
  useEffect(() => {
    if (needsLogin) void navigate(`/auth?redirectTo=${encodeURIComponent(location.pathname + location.search)}`);
    // Once per answer: the address it was given on is the one to come back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);
  const pending = fetcher.formData ? fetcher.formData.get('intent') === 'add' : undefined;
  const saved = pending ?? wishlistIds.includes(productId);
  const label = saved ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`;
  return (
    <fetcher.Form method="post" action="/api/wishlist">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={saved ? 'remove' : 'add'} />
      <button
        type="submit"
        className={cn('grid place-items-center rounded-full bg-white/90 text-maroon shadow-sm hover:bg-white', size, className)}
        aria-label={user ? label : `${label} (sign in first)`}
        aria-pressed={saved}
      >
        <HeartIcon
          className={cn('size-5 transition-transform', saved && 'fill-maroon', pending !== undefined && 'scale-110')}
          aria-hidden="true"
        />
      </button>
    </fetcher.Form>
  );
}
