import MenuIcon from '~/components/icons/menu';
import { Suspense, useState } from 'react';
import { lazyOrReload, prefetch } from '~/lib/lazy-parts';
import { useOpenedOnce } from '~/lib/use-opened-once';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazyOrReload(() => loadPanel().then((m) => m.default));
/** The menu button for small screens; the sheet's code is fetched on the first finger, pointer or focus on the button, a moment before the tap. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        className="grid size-10 place-items-center rounded-full hover:bg-sand lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => prefetch(loadPanel)}
        onFocus={() => prefetch(loadPanel)}
        onClick={() => setOpen(true)}
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
