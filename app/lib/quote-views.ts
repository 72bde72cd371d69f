import type { QuoteLine } from './quote.ts';

// Shapes of the quote flow that the server's data modules hand to pages and components.

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

// The shopper's enquiry page.

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
  asked: {
    items: { name: string; size: string | null; quantity: number | null; price: number | null }[];
    details: { label: string; value: string }[];
    images: string[];
  };
  timeline: TimelineEntry[];
  quote: ShopperQuote | null;
  payment: PaymentInfo;
};

/** What the analytics loader sends for the quote funnel. */
export type QuoteReport = {
  enquiries: number;
  quoted: number;
  accepted: number;
  paid: number;
  paidValue: number;
  months: { month: string; paid: number; value: number }[];
};
