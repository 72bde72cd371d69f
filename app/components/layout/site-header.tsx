import HeartIcon from 'lucide-react/icons/heart';
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import UserIcon from 'lucide-react/icons/user';
import { Link, NavLink } from 'react-router';
import { preloadCartDrawer } from '~/components/cart/cart-drawer-slot';
import { useCartCount } from '~/components/cart/cart-count';
import { track } from '~/lib/analytics';
import { useCartDrawer } from '~/lib/cart-drawer';
import { useRootData } from '~/lib/root-data';
import { cn } from '~/lib/utils';
import { CategoryBar } from './category-bar';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-links';
import { PromoStrip } from './promo-strip';
import { constantPart, ServerMarkup } from './server-markup';

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 grid min-w-[1.15rem] place-items-center rounded-full bg-maroon px-1 text-[0.65rem] font-semibold leading-[1.15rem] text-ivory"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

// Its links are the same on every page: the server writes its markup once (see ServerMarkup).
const OccasionsAndCategories = constantPart('category-bar', CategoryBar);

const iconButton = 'relative grid size-9 md:size-10 place-items-center rounded-full text-ink hover:bg-sand hover:text-maroon';

export function SiteHeader() {
  const { user, wishlistIds } = useRootData();
  const cartCount = useCartCount();
  const [, setDrawerOpen] = useCartDrawer();
  return (
    <header className="sticky top-0 z-40 border-b border-linen/70 bg-ivory">
      <PromoStrip />
      <div className="container-shop flex h-16 items-center gap-2 md:h-20 md:gap-6">
        <MobileMenu />
        <Logo className="shrink-0" />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {MAIN_NAV.map((item) =>
            'primary' in item ? (
              <Link
                key={item.to}
                to={item.to}
                className="ml-1 rounded-full bg-maroon px-4 py-2 text-sm font-medium text-ivory hover:bg-maroon-dark"
              >
                {item.label}
              </Link>
            ) : (
              <NavLink key={item.to} to={item.to} className="rounded-full px-3 py-2 text-sm font-medium text-ink hover:text-maroon">
                {item.label}
              </NavLink>
            ),
          )}
        </nav>
        <HeaderSearch className="ml-auto hidden w-72 md:block" />
        <div className="ml-auto flex items-center md:ml-0 md:gap-0.5">
          <Link to="/search" className={cn(iconButton, 'md:hidden')} aria-label="Search">
            <SearchGlyph />
          </Link>
          <Link
            to="/wishlist"
            className={iconButton}
            aria-label={`Wishlist, ${wishlistIds.length} ${wishlistIds.length === 1 ? 'item' : 'items'}`}
          >
            <HeartIcon className="size-5" aria-hidden="true" />
            <CountBadge count={wishlistIds.length} />
          </Link>
          {/* The cart page before the scripts arrive (and with a modifier key); the drawer once they have. */}
          <a
            href="/cart"
            className={iconButton}
            onPointerEnter={preloadCartDrawer}
            onFocus={preloadCartDrawer}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              setDrawerOpen(true);
            }}
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          >
            <ShoppingBagIcon className="size-5" aria-hidden="true" />
            <CountBadge count={cartCount} />
          </a>
          <Link
            to={user ? '/account' : '/auth'}
            className={iconButton}
            aria-label={user ? 'Your account' : 'Sign in'}
            onClick={() => track('profile_button_clicked')}
          >
            <UserIcon className="size-5" aria-hidden="true" />
          </Link>
          {user?.isAdmin ? (
            <Link
              to="/admin"
              className="ml-2 hidden rounded-full border border-gold px-3 py-1.5 text-xs font-semibold uppercase tracking-wider text-gold hover:bg-gold hover:text-white sm:inline-block"
            >
              Admin Panel
            </Link>
          ) : null}
        </div>
      </div>
      <ServerMarkup name="category-bar">
        <OccasionsAndCategories />
      </ServerMarkup>
    </header>
  );
}

function SearchGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
