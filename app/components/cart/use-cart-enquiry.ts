import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '~/lib/toast';
import type { CartItem } from '~/lib/cart-store';
import { REDIRECT_TO_SIGN_IN_MS } from '~/lib/constants';
import { CART_MESSAGES } from '~/lib/catalogue-messages';
import { useOptionalUser } from '~/lib/root-data';

type Outcome = { ok: true } | { ok: false; kind: 'server' | 'unexpected'; message: string; rejected?: string[] };

/**
 * Sends cart lines as one enquiry. Signed-out shoppers are told to sign in and sent to /auth after
 * 1.2 s. The server prices every line from the catalogue; the browser's prices are only display.
 *
 * A plain fetch, not React Router's useFetcher: the cart lives in the browser (there is no form to
 * post without scripts), each caller needs the outcome of its own request to clear its lines or keep
 * them, and a fetcher whose request fails hands the error to the root's error boundary, replacing
 * the page, where the drawer must say what went wrong and keep the cart open.
 */
export function useCartEnquiry() {
  const user = useOptionalUser();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);

  async function send(lines: CartItem[], returnTo: string, extras: Record<string, string> = {}): Promise<Outcome | null> {
    if (lines.length === 0 || sending) return null;
    if (!user) {
      toast.error(CART_MESSAGES.signInToEnquire);
      window.setTimeout(() => navigate(`/auth?redirectTo=${encodeURIComponent(returnTo)}`), REDIRECT_TO_SIGN_IN_MS);
      return null;
    }
    setSending(true);
    try {
      const response = await fetch('/api/cart-enquiry', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          ...extras,
          items: lines.map(({ sku, name, price, image, selectedSize }) => ({ sku, name, price, image, selectedSize })),
        }),
      });
      const body = (await response.json().catch(() => null)) as { ok?: boolean; error?: string; rejected?: string[] } | null;
      if (response.ok && body?.ok) return { ok: true };
      return { ok: false, kind: 'server', message: body?.error ?? CART_MESSAGES.unknownError, rejected: body?.rejected };
    } catch (error) {
      return { ok: false, kind: 'unexpected', message: error instanceof Error ? error.message : String(error) };
    } finally {
      setSending(false);
    }
  }

  return { send, sending };
}
