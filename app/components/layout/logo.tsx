import { Link, useLocation } from 'react-router';

/**
 * The logo returns to the home page and scrolls smoothly to the top (instantly under reduced motion).
 * Its name begins with the words it shows, so a shopper who says them (voice control) reaches it.
 */
export function Logo({ className }: { className?: string }) {
  const location = useLocation();
  return (
    <Link
      to="/"
      aria-label="Aangan Handcrafted Couture, home"
      className={className}
      onClick={() => {
        if (location.pathname === '/') {
          const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        }
      }}
    >
      <span className="block font-display text-2xl font-semibold leading-none tracking-wide text-maroon md:text-[1.75rem]">Aangan</span>
      <span className="block text-[0.6rem] uppercase tracking-[0.35em] text-gold">Handcrafted Couture</span>
    </Link>
  );
}
