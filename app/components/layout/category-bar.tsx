import { Link } from 'react-router';
import { CATEGORY_LINKS, OCCASION_LINKS } from './nav-links';

export function CategoryBar() {
  return (
    <nav aria-label="Occasions and categories" className="hidden border-t border-linen/70 md:block">
      <div className="container-shop flex h-11 items-center gap-6 overflow-x-auto text-[0.8rem] uppercase tracking-[0.14em]">
        <span className="text-muted">Occasion</span>
        {OCCASION_LINKS.map((l) => (
          <Link key={l.to} to={l.to} className="text-ink hover:text-maroon">
            {l.label}
          </Link>
        ))}
        <span aria-hidden="true" className="h-4 w-px bg-linen" />
        <span className="text-muted">Category</span>
        {CATEGORY_LINKS.map((l) => (
          <Link key={l.to} to={l.to} className="text-ink hover:text-maroon">
            {l.label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
