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
} & EnquiryQuoteView;

/** The quote in force on an enquiry, as the inbox card and Send Quote show it. */
export type QuoteSummary = {
  id: string;
  total: number;
  validUntil: string;
  expired: boolean;
  acceptedAt: string | null;
  paymentReference: string | null;
  paymentClaimedAt: string | null;
  paidAt: string | null;
  quoteCount: number;
};

/** The inbox loader adds these to each row: its quote, and today's catalogue price of each item. */
export type EnquiryQuoteView = { quote?: QuoteSummary | null; todayPrices?: Record<string, number> };
