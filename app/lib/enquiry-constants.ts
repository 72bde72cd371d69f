// The enquiry, quote and analytics constants (choices, statuses, patterns), in one place. Apart from
// the shop-wide constants (constants.ts), which the header and footer of every page import, so a
// shopper page's first script does not carry them. Import them; never retype them.
import { SHIPPING } from './constants.ts';

// The Create Your Look inquiry form's choices.
export const INQUIRY_OCCASIONS = ['festive', 'bridal', 'office', 'everyday', 'other'] as const;
export const PREFERRED_STYLES = ['Saree', 'Lehenga', 'Anarkali', 'Kurta Set', 'Indo-Western', 'Sharara', 'Palazzo Set', 'Other'] as const;
export const BUDGET_RANGES = ['<5k', '5-15k', '15-40k', '40k+'] as const;
export const INQUIRY_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'Custom'] as const;
export const DESIGN_INTERESTS = ['kurtas', 'dresses', 'sarees', 'co-ords', 'lehengas', 'fusion', 'bridal', 'other'] as const;

/** The three kinds of enquiry, each in its own table (docs/glossary.md). */
export const ENQUIRY_KINDS = ['cart', 'inquiry', 'custom'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  cart: 'Cart enquiry',
  inquiry: 'Create Your Look',
  custom: 'Custom order',
};

/** Statuses shared by cart enquiries, inquiries and custom orders. */
export const ENQUIRY_STATUSES = [
  'pending',
  'quoted',
  'paid',
  'confirmed',
  'ready_for_design',
  'in_progress',
  'qc_done',
  'shipped',
  'received',
  'cancelled',
] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  pending: 'Pending',
  quoted: 'Quoted',
  paid: 'Paid',
  confirmed: 'Confirmed',
  ready_for_design: 'Ready for Design',
  in_progress: 'In Progress',
  qc_done: 'QC Done',
  shipped: 'Shipped',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** Where a shopper's quote stands: only whether (and when) she accepted it, said she paid, and the shop marked it paid. */
export type QuoteSteps = { acceptedAt: unknown; paymentClaimedAt: unknown; paidAt: unknown };

/**
 * The status a shopper sees (her enquiry page's header, her account's list). While the shop's status
 * is still Quoted, her own steps on the quote in force (accepted, payment sent) are where the enquiry
 * stands for her; the shop's next status replaces them.
 */
export function shopperStatusLabel(status: string, quote: QuoteSteps | null | undefined): string {
  if (status === 'quoted' && quote && !quote.paidAt) {
    if (quote.paymentClaimedAt) return 'Payment sent';
    if (quote.acceptedAt) return 'Quote accepted';
  }
  return ENQUIRY_STATUS_LABELS[status as EnquiryStatus] ?? status;
}

/** Inbox filter beside the statuses: the shopper accepted the quote and the shop has not marked it paid. */
export const AWAITING_PAYMENT_FILTER = { value: 'awaiting_payment', label: 'Awaiting payment' } as const;

/** Quotes (admin Send Quote): validity offered by default, and the shipping choices it prices from SHIPPING. */
export const QUOTE_VALID_DAYS = 7;
export const QUOTE_SHIPPING = {
  standard: { label: `${SHIPPING.standard.label} shipping`, price: 0 },
  express: { label: `${SHIPPING.express.label} shipping`, price: SHIPPING.express.price },
} as const;
export type QuoteShipping = keyof typeof QUOTE_SHIPPING;
/** The 12-digit UPI transaction reference (UTR) a shopper gives after paying. */
export const UPI_UTR_PATTERN = /^\d{12}$/;
/** Server-side analytics events of the quote flow (never accepted from the browser's beacon). */
export const QUOTE_EVENT_TYPES = ['quote_sent', 'quote_accepted', 'payment_marked'] as const;

export const FUNNEL_EVENT_TYPES = [
  'page_view',
  'user_registered',
  'section_clicked',
  'custom_order_button_clicked',
  'product_clicked',
  'whatsapp_clicked',
  'instagram_clicked',
  'product_viewed',
  'search_performed',
  'profile_button_clicked',
  'custom_order_form_opened',
  'custom_order_form_field_filled',
  'custom_order_form_submitted',
  'scroll_depth_reached',
] as const;
export type FunnelEventType = (typeof FUNNEL_EVENT_TYPES)[number];

// The enquiry forms' limits and delays.
export const REDIRECT_AFTER_CUSTOM_ORDER_MS = 2000;
export const INQUIRY_WHATSAPP_DELAY_MS = 1500;
export const INQUIRY_DIALOG_WHATSAPP_DELAY_MS = 1000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const INQUIRY_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const INDIAN_PHONE_PATTERN = /^[6-9]\d{9}$/;
export const INQUIRY_ID_PREFIX = 'INQ';
