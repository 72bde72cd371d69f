import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useOptionalUser } from '~/lib/root-data';
import { PERSONAL_HINT_COOKIE } from '~/lib/personal-hint';

const hinted = () => document.cookie.split(/;\s*/).includes(`${PERSONAL_HINT_COOKIE}=1`);
const dropHint = () => (document.cookie = `${PERSONAL_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);

/**
 * A signed-in shopper may be answered a catalogue page from the render cache: the page kept for
 * everyone, with the sign-in link, empty hearts and no review of hers. Once the page is alive, her
 * own parts come in one data request (React Router's revalidation: the root's user and wishlist, and
 * the page's own data). The hint is dropped when that request finds no one signed in (she signed out,
 * or her session ended), so a visitor never asks twice.
 */
export function usePersonalPartsAfterLoad() {
  const user = useOptionalUser();
  const revalidator = useRevalidator();
  const asked = useRef<'no' | 'asked' | 'loading' | 'answered'>('no');
  useEffect(() => {
    if (user || !hinted()) return;
    asked.current = 'asked';
    void revalidator.revalidate();
    // Once per page load: a later page's user comes with the page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (asked.current === 'asked' && revalidator.state === 'loading') asked.current = 'loading';
    else if (asked.current === 'loading' && revalidator.state === 'idle') {
      // The answer and the end of the request come in the same update: `user` is the answer's.
      asked.current = 'answered';
      if (!user) dropHint();
    }
  }, [revalidator.state, user]);
}
