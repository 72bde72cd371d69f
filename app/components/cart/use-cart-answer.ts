import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CartAnswer } from '~/lib/cart';
import { REDIRECT_TO_SIGN_IN_MS } from '~/lib/constants';
import { toast } from '~/lib/toast';

/**
 * Says what the server did with a cart form sent from the running page, once per answer: a toast,
 * and for a visitor the shop's sign-in message and then /auth after 1.2 s. `onAnswer` runs first
 * (the product page opens the drawer after an add). A form sent as a page before the scripts
 * arrived shows its answer in the page itself instead (the route's action data).
 */
export function useCartAnswer(answer: CartAnswer | undefined, onAnswer?: (answer: CartAnswer) => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const shown = useRef<CartAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || shown.current === answer) return;
    shown.current = answer;
    onAnswer?.(answer);
    if (answer.ok) {
      if (answer.intent !== 'take-browser-cart') toast.success(answer.message);
      return;
    }
    toast.error(answer.message);
    if (answer.needsSignIn) {
      const back = encodeURIComponent(location.pathname + location.search);
      window.setTimeout(() => navigate(`/auth?redirectTo=${back}`), REDIRECT_TO_SIGN_IN_MS);
    }
    // Once per answer: the callback and the address it was given on are those of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
}
