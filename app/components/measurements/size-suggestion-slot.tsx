import { Suspense } from 'react';
import { lazyOptional } from '~/lib/lazy-parts';
import { useOptionalUser } from '~/lib/root-data';

const SizeSuggestion = lazyOptional(() => import('./size-suggestion').then((m) => m.SizeSuggestion));

/**
 * Only a signed-in shopper can have a size suggestion (it comes from her measurement profiles), so
 * the size chart and the measurement code are fetched for her alone, not with every product page.
 */
export function SizeSuggestionSlot({ sizes }: { sizes: string[] }) {
  const user = useOptionalUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SizeSuggestion sizes={sizes} />
    </Suspense>
  );
}
