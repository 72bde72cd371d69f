import { Badge } from '~/components/ui/badge';
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '~/lib/enquiry-constants';

const VARIANTS: Record<EnquiryStatus, 'gold' | 'maroon' | 'default' | 'outline' | 'muted'> = {
  pending: 'gold',
  quoted: 'gold',
  paid: 'maroon',
  confirmed: 'maroon',
  ready_for_design: 'outline',
  in_progress: 'outline',
  qc_done: 'outline',
  shipped: 'default',
  received: 'muted',
  cancelled: 'muted',
};

/** A known status shows its label and colour; an unknown one shows as a plain badge with its raw text, so a status written by hand or by an older version is still visible. */
export function EnquiryStatusBadge({ status }: { status: string }) {
  const known = status in ENQUIRY_STATUS_LABELS;
  return (
    <Badge variant={known ? VARIANTS[status as EnquiryStatus] : 'outline'}>
      {known ? ENQUIRY_STATUS_LABELS[status as EnquiryStatus] : status}
    </Badge>
  );
}

export const shortId = (id: string) => `#${id.slice(0, 8)}`;
