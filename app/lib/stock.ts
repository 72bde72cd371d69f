import { INVENTORY_LABELS } from './constants.ts';

/** Stock as decided: a known count above 0 shows 'In Stock (n left)'; out of stock or 0 means made to order. */
export function stockOf(p: { inventoryStatus: string; stockQuantity: number | null }) {
  if (p.inventoryStatus === 'out_of_stock' || p.stockQuantity === 0) return { buyable: false, label: 'Made to Order', max: 0 };
  if (p.stockQuantity != null && p.stockQuantity > 0)
    return { buyable: true, label: `In Stock (${p.stockQuantity} left)`, max: p.stockQuantity };
  return { buyable: true, label: INVENTORY_LABELS[p.inventoryStatus as keyof typeof INVENTORY_LABELS] ?? 'In Stock', max: 10 };
}
