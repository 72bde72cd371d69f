import { useFetchers } from 'react-router';
import { parseQuantity } from '~/lib/cart';
import { useRootData } from '~/lib/root-data';

/**
 * Pieces in her cart as the header shows them: the server's count, plus any Add to Cart still on its
 * way (shown at once; the count the server answers then replaces it, so a refused add falls back).
 */
export function useCartCount(): number {
  const { cartCount } = useRootData();
  const adding = useFetchers()
    .filter((f) => f.state === 'submitting' && f.formData?.get('intent') === 'add')
    .reduce((sum, f) => sum + (f.formData?.has('quantity') ? (parseQuantity(f.formData.get('quantity')) ?? 0) : 1), 0);
  return cartCount + adding;
}
