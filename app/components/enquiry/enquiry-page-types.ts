import type { QuoteLine } from '~/lib/quote';

// What the shopper's enquiry page receives from its loader (shaped on the server, shown here).

export type ShopperQuote = {
  id: string;
  lines: QuoteLine[];
  total: number;
  validUntil: string;
  expired: boolean;
  message: string | null;
  acceptedAt: string | null;
  paymentReference: string | null;
  paymentClaimedAt: string | null;
  paidAt: string | null;
};

export type TimelineEntry = {
  key: string;
  type: 'submitted' | 'status' | 'quote' | 'accepted' | 'changes_requested' | 'payment_claimed' | 'paid';
  at: string;
  status: string | null;
  statusLabel: string | null;
  message: string | null;
  quote: { total: number; lines: QuoteLine[]; validUntil: string; replaced: boolean } | null;
};

export type PaymentInfo = { upiId: string; link: string; qrSvg: string } | null;

export type EnquiryPage = {
  kindLabel: string;
  reference: string;
  status: string;
  statusLabel: string;
  submittedAt: string;
  asked: { items: { name: string; size: string | null; quantity: number | null; price: number | null }[]; details: { label: string; value: string }[]; images: string[] };
  timeline: TimelineEntry[];
  quote: ShopperQuote | null;
  payment: PaymentInfo;
};
