import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/wishlist';
import { MESSAGES } from '~/lib/messages';
import { addToWishlist, listWishlistIds, removeFromWishlist } from '~/server/data/wishlist.server';
import { logger } from '~/server/platform/logger.server';
import { getUser, requireUser } from '~/server/auth/permissions.server';
import { readForm } from '~/server/actions/request-body.server';
import { isDocumentRequest, pageSentFrom } from '~/server/actions/sent-as-page.server';

const wishlistSchema = z.object({ productId: z.string().min(1).max(100), intent: z.enum(['add', 'remove']) });

export type WishlistResult = { ok: boolean; intent: 'add' | 'remove'; inWishlist?: boolean; error?: string; needsLogin?: boolean };

/** The signed-in shopper's wishlist ids. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { ids: await listWishlistIds(user.id) };
}

/**
 * Adds or removes one product for the signed-in shopper only (the user id comes from the session).
 * Failures are returned, not thrown, so the heart can show the shop's toast instead of an error page.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  const form = await readForm(request);
  const intent = form.get('intent') === 'remove' ? 'remove' : 'add';
  // A heart sent as a page (tapped before the scripts arrived, or without them): answered with the
  // page it was tapped on, or the way to sign in and back to it.
  const asPage = isDocumentRequest(request);
  const back = asPage ? pageSentFrom(request) : '/';
  if (!user) {
    if (asPage) throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
    return data<WishlistResult>({ ok: false, intent, needsLogin: true, error: MESSAGES.wishlist.login }, { status: 401 });
  }
  const parsed = wishlistSchema.safeParse({ productId: form.get('productId'), intent: form.get('intent') });
  const failed = intent === 'add' ? MESSAGES.wishlist.addFailed : MESSAGES.wishlist.removeFailed;
  if (!parsed.success) return data<WishlistResult>({ ok: false, intent, error: failed }, { status: 400 });
  const { productId } = parsed.data;
  try {
    if (intent === 'add') {
      if (!(await addToWishlist(user.id, productId))) return data<WishlistResult>({ ok: false, intent, error: failed }, { status: 404 });
    } else {
      await removeFromWishlist(user.id, productId);
    }
  } catch (error) {
    logger.error({ err: error, intent }, 'wishlist change failed');
    return data<WishlistResult>({ ok: false, intent, error: failed }, { status: 500 });
  }
  if (asPage) throw redirect(back);
  return { ok: true, intent, inWishlist: intent === 'add' } satisfies WishlistResult;
}
