import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/wishlist';
import { MESSAGES } from '~/lib/messages';
import { addToWishlist, listWishlistIds, removeFromWishlist } from '~/server/data/wishlist.server';
import { requireUser } from '~/server/permissions.server';

const wishlistSchema = z.object({ productId: z.string().min(1).max(100), intent: z.enum(['add', 'remove']) });

/** The signed-in shopper's wishlist ids. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { ids: await listWishlistIds(user.id) };
}

/** Adds or removes one product for the signed-in shopper only (the user id comes from the session). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = wishlistSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ ok: false, error: MESSAGES.wishlist.addFailed }, { status: 400 });
  const { productId, intent } = parsed.data;
  try {
    if (intent === 'add') await addToWishlist(user.id, productId);
    else await removeFromWishlist(user.id, productId);
    return { ok: true, inWishlist: intent === 'add' };
  } catch {
    const error = intent === 'add' ? MESSAGES.wishlist.addFailed : MESSAGES.wishlist.removeFailed;
    return data({ ok: false, error }, { status: intent === 'add' ? 404 : 500 });
  }
}
