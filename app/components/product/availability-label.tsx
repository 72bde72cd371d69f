import { INVENTORY_LABELS } from '~/lib/constants';
import { cn } from '~/lib/utils';

const TONE: Record<string, string> = { available: 'bg-leaf', limited: 'bg-gold', out_of_stock: 'bg-muted/60' };

/** 'In Stock', 'Limited Stock' or 'By Inquiry', from the product's inventory status. */
export function AvailabilityLabel({ status, className }: { status: string; className?: string }) {
  const label = INVENTORY_LABELS[status as keyof typeof INVENTORY_LABELS] ?? INVENTORY_LABELS.available;
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-muted', className)}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', TONE[status] ?? TONE.available)} />
      {label}
    </p>
  );
}
