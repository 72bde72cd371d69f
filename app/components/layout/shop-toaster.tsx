import { Suspense } from 'react';
import { lazyOptional } from '~/lib/lazy-parts';
import { useToasterWanted } from '~/lib/toast';

const ToasterView = lazyOptional(() => import('./shop-toaster-view').then((m) => m.default));

/** The toaster, loaded when the shopper first interacts or the first toast is raised. */
export function ShopToaster() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
