import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '~/lib/use-opened-once';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/** The menu button for small screens; the sheet's code is fetched when it is first opened. */
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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
