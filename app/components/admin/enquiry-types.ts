import type { EnquiryKind } from '~/lib/schemas/admin-content';

/** An inbox row as the loader sends it (dates arrive as Date on the server render and in the browser). */
export type EnquiryView = {
  kind: EnquiryKind;
  id: string;
  customerName: string | null;
  email: string | null;
  phone: string | null;
  status: string;
  internalNotes: string | null;
  submittedAt: Date | string;
  itemCount: number | null;
  items: { sku: string; name: string; price: number | null; size: string | null; quantity: number | null }[];
  details: { label: string; value: string }[];
  referenceImages: string[];
};
