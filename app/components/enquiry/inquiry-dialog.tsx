import { toast } from '~/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { INQUIRY_DIALOG_WHATSAPP_DELAY_MS } from '~/lib/enquiry-constants';
import { MESSAGES } from '~/lib/messages';
import { usePublicConfig } from '~/lib/root-data';
import { inquiryText, whatsappLink } from '~/lib/whatsapp';
import { InquiryForm } from './inquiry-form';

export type InquiryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Preselects the product (quick view); stored as product_slug. */
  product?: { id: string; name: string } | null;
  /** Where the dialog was opened (stored as source), e.g. 'home' or 'product'. */
  source?: string;
};

/** The Create Your Look inquiry in a dialog, preselected with the product it was opened from. */
export function InquiryDialog({ open, onOpenChange, product, source = 'home' }: InquiryDialogProps) {
  const config = usePublicConfig();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="max-w-2xl" padding="p-0">
        <div className="border-b border-linen bg-sand/60 px-6 pb-5 pt-6">
          <p className="text-xs font-medium uppercase tracking-[0.2em] text-gold">Bespoke atelier</p>
          <DialogTitle size="text-3xl" className="mt-1">
            Create Your Custom Look
          </DialogTitle>
          <DialogDescription className="mt-1">
            {product ? (
              <>
                Tell us how you would like <strong className="font-medium text-maroon">{product.name}</strong> made for you.
              </>
            ) : (
              'Tell us about your dream outfit and we will design it with you.'
            )}
          </DialogDescription>
        </div>
        <div className="px-6 pb-6 pt-5">
          <InquiryForm
            compact
            source={source}
            productSlug={product?.id}
            onSuccess={(inquiryId, name) => {
              toast.success(MESSAGES.inquiry.success);
              onOpenChange(false);
              const link = whatsappLink(config.whatsappNumber, inquiryText(inquiryId, name));
              // Not tied to the dialog's life: it has closed by the time the chat opens.
              window.setTimeout(() => window.open(link, '_blank', 'noopener,noreferrer'), INQUIRY_DIALOG_WHATSAPP_DELAY_MS);
            }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
