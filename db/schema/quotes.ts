import { bigint, bigserial, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The enquiry's life after it was sent: quotes, the shopper's answers, payment and what the shop
// told the shopper. An enquiry is named by its kind ('cart' | 'inquiry' | 'custom') and its id in
// that kind's table, since the three kinds live in three tables.

/**
 * One line of a quote, in whole rupees; a discount is a negative amount. An item line started from a
 * catalogue piece names it (`sku`, `size`, `quantity`): paying the quote takes those off the stock.
 */
export type QuoteLine = {
  kind: 'item' | 'stitching' | 'discount' | 'shipping';
  label: string;
  amount: number;
  sku?: string;
  size?: string;
  quantity?: number;
};

/**
 * A quote as sent: lines and total are written once and never changed (a new quote replaces it).
 * The later columns record what happened to it: replaced, accepted, changes asked, payment.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryKind: text('enquiry_kind').notNull(),
    enquiryId: text('enquiry_id').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    shipping: text('shipping').notNull(),
    /** Money columns are bigint: 40 lines of up to ₹99,99,99,999 pass what a 32-bit integer holds. */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** INR, or the shopper's currency: then the rate (rupees per unit) is frozen here and the exact total kept in cents. */
    currency: text('currency').notNull().default('INR'),
    rupeesPerUnit: doublePrecision('rupees_per_unit'),
    currencyTotalCents: bigint('currency_total_cents', { mode: 'number' }),
    /** How a quote in another currency is paid: 'link' (an https payment link) or 'bank' (the shop's transfer details, copied). */
    paymentMethod: text('payment_method'),
    paymentLink: text('payment_link'),
    bankDetails: text('bank_details'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    message: text('message'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    paymentClaimedAt: timestamp('payment_claimed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('quotes_enquiry_idx').on(t.enquiryKind, t.enquiryId, t.createdAt), index('quotes_paid_idx').on(t.paidAt)],
);

/**
 * The shopper's timeline after submission: status changes (with the message to the customer, never
 * the internal notes), quotes, acceptance, requests for changes, payment claims and payments.
 */
export const enquiryEvents = pgTable(
  'enquiry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryKind: text('enquiry_kind').notNull(),
    enquiryId: text('enquiry_id').notNull(),
    type: text('type').notNull(),
    status: text('status'),
    message: text('message'),
    quoteId: uuid('quote_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_events_enquiry_idx').on(t.enquiryKind, t.enquiryId, t.id)],
);

/**
 * Private links for shoppers without an account. Only a SHA-256 of the 128-bit token is kept, so a
 * copy of the database opens no enquiry page; every mail carries a fresh token.
 */
export const enquiryTokens = pgTable(
  'enquiry_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    enquiryKind: text('enquiry_kind').notNull(),
    enquiryId: text('enquiry_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_tokens_enquiry_idx').on(t.enquiryKind, t.enquiryId)],
);
