import { Link } from 'react-router';
import { cn } from '~/lib/utils';

/** The two forms switch through their own addresses, so each can be linked to and works without scripts. */
export function AuthSwitcher({ mode, redirectTo }: { mode: 'signin' | 'signup'; redirectTo: string }) {
  const query = redirectTo !== '/' ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  const tab = (active: boolean) =>
    cn(
      'flex-1 rounded-full px-4 py-2.5 text-center text-sm font-medium transition-colors',
      active ? 'bg-white text-maroon shadow-sm' : 'text-muted hover:text-ink',
    );
  return (
    <div>
      <h1 className="font-display text-4xl text-ink">{mode === 'signup' ? 'Create your account' : 'Welcome back'}</h1>
      <p className="mt-2 text-sm text-muted">
        {mode === 'signup'
          ? 'Save favourites, send enquiries and follow them in one place.'
          : 'Sign in to see your wishlist, profile and past enquiries.'}
      </p>
      <nav aria-label="Sign in or create an account" className="mt-6 flex gap-1 rounded-full bg-sand p-1">
        <Link to={`/auth/signin${query}`} replace className={tab(mode === 'signin')} aria-current={mode === 'signin' ? 'page' : undefined}>
          Sign In
        </Link>
        <Link to={`/auth/signup${query}`} replace className={tab(mode === 'signup')} aria-current={mode === 'signup' ? 'page' : undefined}>
          Sign Up
        </Link>
      </nav>
    </div>
  );
}
