import { Link } from 'react-router';
import { cn } from '~/lib/utils';

/**
 * What the server said about a cart form, in the page: the answer to a form sent as a page (before the
 * scripts arrived, or without them), or a check the page made itself. Success is a status, a refusal an alert.
 */
export function CartNotice({ ok, message, cartLink, className }: { ok: boolean; message: string; cartLink?: boolean; className?: string }) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        ok ? 'border-leaf/30 bg-leaf/5 text-leaf' : 'border-danger/30 bg-danger/5 text-danger',
        className,
      )}
    >
      {message}
      {ok && cartLink ? (
        <>
          {' '}
          <Link to="/cart" className="font-medium underline underline-offset-4">
            View your cart
          </Link>
        </>
      ) : null}
    </p>
  );
}
