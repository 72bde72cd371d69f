import { data, redirect } from 'react-router';
import { CART_MESSAGES } from '../../lib/cart-messages.ts';
import { type CartAnswer, type CartIntent, CART_INTENTS, parseCartLineKey, parseQuantity } from '../../lib/cart.ts';
import { PRODUCT_ID } from '../../lib/schemas/common.ts';
import { getUser, type SessionUser } from '../auth/permissions.server.ts';
import {
  addCartLine,
  type CartChange,
  clearCart,
  readCart,
  removeCartLines,
  removeCartPiece,
  setCartQuantity,
  takeBrowserCart,
} from '../data/cart.server.ts';
import { removeFromWishlist } from '../data/wishlist.server.ts';
import { logger } from '../platform/logger.server.ts';
import { handleCartEnquiry } from './enquiry-forms.server.ts';
import { readForm } from './request-body.server.ts';
import { isDocumentRequest, pageSentFrom } from './sent-as-page.server.ts';

// The server half of every cart form: Add to Cart (product page, wishlist), quantity, remove, clear,
// the cart enquiry, and the move of a cart kept in the browser. The forms post to the page they are
// on (or to /cart), so they work before the scripts arrive and without them; the answer is data for
// that page's action, which the page shows as its message.

const answer = (intent: CartIntent, change: CartChange, status = change.ok ? 200 : 400) =>
  data<CartAnswer>({ intent, ...change }, { status });

const refuse = (intent: CartIntent, message: string, field: CartAnswer['field'] = 'form') =>
  data<CartAnswer>({ intent, ok: false, message, field }, { status: 400 });

function readSize(form: FormData): string | null | undefined {
  const raw = form.get('size');
  if (raw === null || raw === '') return null;
  if (typeof raw !== 'string' || raw.length > 20) return undefined;
  return raw;
}

function readProductId(form: FormData): string | null {
  const raw = form.get('productId');
  return typeof raw === 'string' && PRODUCT_ID.test(raw) ? raw : null;
}

/**
 * Carries out one cart form for the signed-in shopper (her id from the session, never the form).
 * A visitor is answered that she must sign in: a page sent without scripts goes to /auth and back.
 */
export async function cartAction(request: Request, form?: FormData) {
  const user = await getUser(request);
  const body = form ?? (await readForm(request));
  const raw = body.get('intent');
  const intent = CART_INTENTS.find((i) => i === raw);
  if (!intent) return refuse('add', CART_MESSAGES.pageUnexpected);
  if (!user) {
    if (isDocumentRequest(request)) throw redirect(`/auth?redirectTo=${encodeURIComponent(pageSentFrom(request))}`);
    const message = intent === 'enquire' ? CART_MESSAGES.signInToEnquire : CART_MESSAGES.signInToAdd;
    return data<CartAnswer>({ intent, ok: false, message, needsSignIn: true }, { status: 401 });
  }
  try {
    return await carryOut(intent, user, body);
  } catch (error) {
    logger.error({ err: error, intent }, 'cart change failed');
    return data<CartAnswer>({ intent, ok: false, message: CART_MESSAGES.pageUnexpected, field: 'form' }, { status: 500 });
  }
}

async function carryOut(intent: CartIntent, user: SessionUser, form: FormData) {
  switch (intent) {
    case 'add':
    case 'quantity': {
      const productId = readProductId(form);
      if (!productId) return refuse(intent, CART_MESSAGES.gone);
      const size = readSize(form);
      if (size === undefined) return refuse(intent, CART_MESSAGES.noSuchSize, 'size');
      // A form without a quantity box (the wishlist's Add to Cart) asks for one piece.
      const quantity = form.has('quantity') ? parseQuantity(form.get('quantity')) : 1;
      if (quantity === null) return refuse(intent, CART_MESSAGES.badQuantity, 'quantity');
      const change = intent === 'add' ? addCartLine : setCartQuantity;
      return answer(intent, await change(user.id, { productId, size, quantity }));
    }
    case 'remove': {
      const productId = readProductId(form);
      if (!productId) return refuse(intent, CART_MESSAGES.notInCart);
      return answer(intent, await removeCartPiece(user.id, productId));
    }
    case 'clear':
      await clearCart(user.id);
      return answer(intent, { ok: true, message: CART_MESSAGES.cleared });
    case 'enquire':
      return enquire(user, form);
    case 'take-browser-cart':
      return takeFromBrowser(user, form);
  }
}

/**
 * The ticked lines as one enquiry, or the whole cart (`scope=all`: the drawer's Enquire All), each
 * with the drawer's or the cart page's words for the outcome.
 */
async function enquire(user: SessionUser, form: FormData) {
  const all = form.get('scope') === 'all';
  const failed = (reason: string) => (all ? CART_MESSAGES.failedPrefix + reason : `${CART_MESSAGES.pageFailed} ${reason}`);
  const lines = await readCart(user.id);
  if (lines.length === 0) return refuse('enquire', CART_MESSAGES.empty);
  const ticked = new Set(form.getAll('line').filter((v): v is string => typeof v === 'string'));
  const chosen = all ? lines : lines.filter((l) => ticked.has(`${l.productId}::${l.size ?? ''}`));
  if (chosen.length === 0) return refuse('enquire', CART_MESSAGES.selectOne);
  if (chosen.some((l) => l.problem)) return refuse('enquire', failed(CART_MESSAGES.unavailableLines));
  const items = chosen.map((l) => ({ sku: l.productId, selectedSize: l.size, quantity: l.quantity }));
  const result = await handleCartEnquiry(user, { ...Object.fromEntries(form), items });
  if (!result.ok) {
    const errors = result.errors && Object.keys(result.errors).length ? result.errors : undefined;
    return data<CartAnswer>(
      { intent: 'enquire', ok: false, message: errors ? result.error : failed(result.error), field: 'form', errors },
      { status: 400 },
    );
  }
  await removeCartLines(user.id, chosen);
  return answer('enquire', { ok: true, message: all ? CART_MESSAGES.bulkSent : CART_MESSAGES.pageSent });
}

/** A cart kept in this browser from before (JSON lines of `sku` and `selectedSize`): moved into hers once. */
async function takeFromBrowser(user: SessionUser, form: FormData) {
  let lines: { productId: string; size: string | null }[] = [];
  try {
    const parsed: unknown = JSON.parse(String(form.get('lines') ?? '[]'));
    if (Array.isArray(parsed))
      lines = parsed
        .slice(0, 100)
        .map((l) => parseCartLineKey(`${(l as { sku?: unknown }).sku}::${(l as { selectedSize?: unknown }).selectedSize ?? ''}`))
        .filter((l): l is { productId: string; size: string | null } => l !== null);
  } catch {
    return refuse('take-browser-cart', CART_MESSAGES.pageUnexpected);
  }
  const added = await takeBrowserCart(user.id, lines);
  return answer('take-browser-cart', { ok: true, message: `${added}` });
}

/** The wishlist's Add to Cart: the piece goes into her cart and, once it is there, out of her wishlist. */
export async function moveToCartAction(request: Request) {
  const form = await readForm(request);
  const result = await cartAction(request, form);
  const user = await getUser(request);
  const productId = readProductId(form);
  if (user && productId && 'data' in result && result.data.ok) await removeFromWishlist(user.id, productId);
  return result;
}
