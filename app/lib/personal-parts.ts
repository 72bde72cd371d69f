import { startTransition, useEffect, useState } from 'react';
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
 * or her session ended), so a visitor never asks twice; the server sets it again with every kept page
 * it answers her.
 */
export function usePersonalPartsAfterLoad() {
  const user = useOptionalUser();
  const revalidator = useRevalidator();
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (user || !hinted()) return;
    // Told when the request has ended, not by watching the revalidator's state: React Router applies
    // its updates in a transition, and a quick answer can go from 'loading' to 'idle' in one commit.
    // In a transition too, so that it lands with the router's own update and `user` is the answer's.
    void revalidator.revalidate().then(() => startTransition(() => setAnswered(true)));
    // Once per page load: a later page's user comes with the page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (answered && !user) dropHint();
  }, [answered, user]);
}
