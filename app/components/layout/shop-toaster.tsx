import { lazy, Suspense } from 'react';
import { useToasterWanted } from '~/lib/toast';

const ToasterView = lazy(() => import('./shop-toaster-view'));

/** The toaster, loaded when the shopper first interacts or the first toast is raised. */
export function ShopToaster() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
