import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';

export type CustomOrderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills design interest and notes when opened from a product. */
  product?: { id: string; name: string; category: string } | null;
};

/** The short 'Request Custom Order' dialog. (The enquiry flow replaces this placeholder.) */
export function CustomOrderDialog({ open, onOpenChange }: CustomOrderDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Request Custom Order</DialogTitle>
        <DialogDescription>Share your idea and we will get back to you.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
