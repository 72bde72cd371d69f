import { PlainInput } from '~/components/ui/input';
import { MobileMenuLinks } from './mobile-menu-links';
import { SEARCH_BOX, SearchSubmit } from './search-box';

/**
 * The mobile menu as the server writes it into every page, inside the popover the menu button names:
 * what a tap opens before the page's scripts have arrived (or without them). Constant markup (see
 * constantPart): its search is a plain GET form, its links plain links.
 */
export function MobileMenuHtml() {
  return (
    <>
      <p className="font-display text-2xl text-maroon">Menu</p>
      <form method="get" action="/search" className="relative mt-4">
        <label htmlFor="mobile-menu-q" className="sr-only">
          Search products
        </label>
        <PlainInput id="mobile-menu-q" {...SEARCH_BOX} />
        <SearchSubmit />
      </form>
      <MobileMenuLinks />
    </>
  );
}
