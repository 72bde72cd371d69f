import type { DisplayCurrency } from './money.ts';
import type { QuoteLine, QuoteMoney } from './quote.ts';
import type { ShippingZone } from './shipping-zones.ts';
import type { DeliveryView } from './parcel-views.ts';

// Shapes of the quote flow that the server's data modules hand to pages and components.

/** The quote in force on an enquiry, as the inbox card and Send Quote show it. */
export type QuoteSummary = {
  id: string;
  total: number;
  /** 'INR', or the currency it was issued in with its exact total in cents. */
  currency: string;
  currencyTotalCents: number | null;
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

/** How a quote in another currency is paid: the shop's payment link, or a bank transfer to the details copied into it. */
export type AbroadPaymentWay = { method: 'link'; link: string } | { method: 'bank'; details: string };

export type ShopperQuote = {
  id: string;
  lines: QuoteLine[];
  total: number;
  money: QuoteMoney | null;
  /** Shipped outside India: the customs notice goes with it. */
  abroad: boolean;
  payAbroad: AbroadPaymentWay | null;
  createdAt: string;
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
  type: 'submitted' | 'status' | 'quote' | 'accepted' | 'changes_requested' | 'payment_claimed' | 'paid' | 'dispatched';
  at: string;
  status: string | null;
  statusLabel: string | null;
  message: string | null;
  quote: { total: number; lines: QuoteLine[]; money: QuoteMoney | null; validUntil: string; replaced: boolean } | null;
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
  /** After Paid: the parcels sent and whether she may mark it received. */
  delivery: DeliveryView;
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

/** What Send Quote needs from the shop's settings: the zones, today's fresh rates and the bank details. */
export type QuoteSettings = {
  zones: ShippingZone[];
  /** Rupees per unit of each currency with a rate from the last 7 days, and that rate's date. */
  rates: { currency: DisplayCurrency; rupeesPerUnit: number; date: string }[];
  bankDetails: string;
};
