import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import type { CustomOrderProduct } from '~/lib/custom-order-page';
import { CustomOrderForm } from './custom-order-form';

export type CustomOrderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills design interest and notes when opened from a product. */
  product?: CustomOrderProduct | null;
};

/**
 * The short 'Request Custom Order' dialog. The form lives inside the dialog's content, which
 * unmounts on Cancel or close: that is what resets it.
 */
export function CustomOrderDialog({ open, onOpenChange, product }: CustomOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="max-w-xl" padding="p-0">
        <div className="border-b border-linen bg-sand/60 px-6 pb-5 pt-6">
          <p className="text-xs font-medium uppercase tracking-[0.2em] text-gold">Made to order</p>
          <DialogTitle size="text-3xl" className="mt-1">
            Request Custom Order
          </DialogTitle>
          <DialogDescription className="mt-1">Share your idea and a picture; we will call you to plan it together.</DialogDescription>
        </div>
        <div className="px-6 pb-6 pt-5">
          <CustomOrderForm product={product} onCancel={() => onOpenChange(false)} onDone={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
