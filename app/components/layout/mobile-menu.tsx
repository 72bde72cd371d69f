import MenuIcon from 'lucide-react/icons/menu';
import XIcon from 'lucide-react/icons/x';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyOrReload, prefetch } from '~/lib/lazy-parts';
import { useOpenedOnce } from '~/lib/use-opened-once';
import { partsOnDemand } from './parts-on-demand';
import { constantPart, ServerMarkup } from './server-markup';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazyOrReload(() => loadPanel().then((m) => m.default));
// The same on every page: the server writes its markup once, and its code stays out of the page's scripts.
const MenuAsHtml = constantPart('mobile-menu', partsOnDemand(() => import('./mobile-menu-html'))('MobileMenuHtml'));
const HTML_MENU = 'mobile-menu';

/**
 * The menu button for small screens. Before the page's scripts arrive (or without them) it opens the
 * menu as HTML: the button names a popover that the server wrote, the browser shows it and closes it
 * on Escape or a tap outside. Once the page is alive a tap opens the menu as the shop's modal dialog
 * instead (its code fetched on the first finger, pointer or focus on the button, a moment before the tap).
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const htmlMenu = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  // Opened before the scripts and one of its links followed after: the page below changed.
  useEffect(() => {
    if (htmlMenu.current?.matches(':popover-open')) htmlMenu.current.hidePopover();
  }, [pathname, search]);
  return (
    <>
      <button
        type="button"
        popoverTarget={HTML_MENU}
        className="grid size-10 place-items-center rounded-full hover:bg-sand lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => prefetch(loadPanel)}
        onFocus={() => prefetch(loadPanel)}
        onClick={(event) => {
          // The dialog instead of the HTML menu.
          event.preventDefault();
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </button>
      <div
        ref={htmlMenu}
        id={HTML_MENU}
        popover="auto"
        role="dialog"
        aria-label="Menu"
        className="inset-y-0 left-0 right-auto m-0 h-full max-h-none w-[85vw] max-w-sm overflow-y-auto border-0 bg-ivory p-6 text-ink shadow-soft backdrop:bg-ink/50"
      >
        <ServerMarkup name="mobile-menu">
          <MenuAsHtml />
        </ServerMarkup>
        <button
          type="button"
          popoverTarget={HTML_MENU}
          popoverTargetAction="hide"
          className="absolute right-4 top-4 rounded-full p-1.5 text-muted hover:bg-sand hover:text-ink"
        >
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </button>
      </div>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
