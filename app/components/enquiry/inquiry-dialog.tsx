import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';

export type InquiryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselects the product (quick view); stored as product_slug. */
  product?: { id: string; name: string } | null;
  /** Where the dialog was opened (stored as source), e.g. 'home' or 'product'. */
  source?: string;
};

/** The Create Your Look inquiry in a dialog. (The enquiry flow replaces this placeholder.) */
export function InquiryDialog({ open, onOpenChange, product, source = 'home' }: InquiryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Create Your Custom Look</DialogTitle>
        <DialogDescription>{product ? `Tell us how you would like ${product.name}.` : 'Tell us about your dream outfit.'}</DialogDescription>
        <Link className="mt-4 text-maroon underline" to={`/inquiry?source=${source}${product ? `&product=${encodeURIComponent(product.id)}` : ''}`}>
          Open the full form
        </Link>
      </DialogContent>
    </Dialog>
  );
}
