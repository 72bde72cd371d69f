import { Link } from 'react-router';
import { CATEGORY_LINKS, MAIN_NAV, OCCASION_LINKS } from './nav-links';

/**
 * The mobile menu's links: the main ones, occasions and categories, in the dialog and in the HTML menu
 * (mobile-menu-html.tsx). `onNavigate` closes the dialog around them.
 */
export function MobileMenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Mobile" className="mt-6 grid gap-1">
      {MAIN_NAV.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          onClick={onNavigate}
          className={
            'primary' in item
              ? 'my-1 rounded-full bg-maroon px-4 py-2.5 text-center font-medium text-ivory'
              : 'rounded-lg px-2 py-2.5 text-lg font-display hover:bg-sand'
          }
        >
          {item.label}
        </Link>
      ))}
      <h2 className="mt-5 px-2 text-xs uppercase tracking-[0.2em] text-muted">Shop by Occasion</h2>
      {OCCASION_LINKS.map((l) => (
        <Link key={l.to} to={l.to} onClick={onNavigate} className="rounded-lg px-2 py-2 hover:bg-sand">
          {l.label}
        </Link>
      ))}
      <h2 className="mt-5 px-2 text-xs uppercase tracking-[0.2em] text-muted">Shop by Category</h2>
      {CATEGORY_LINKS.map((l) => (
        <Link key={l.to} to={l.to} onClick={onNavigate} className="rounded-lg px-2 py-2 hover:bg-sand">
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
