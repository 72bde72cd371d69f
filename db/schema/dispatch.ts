import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// After Paid: the couriers the shop ships with, the parcels it sent for an enquiry, and every piece
// a paid quote took off (or a cancellation put back on) the catalogue's stock count.

/** A courier the owner keeps under settings; `trackingUrl` holds `{awb}` where the tracking number goes ('' : no link). */
export const couriers = pgTable('couriers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  trackingUrl: text('tracking_url').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One parcel sent for an enquiry. The courier's name and the finished tracking link are copied in,
 * so a courier renamed or removed later never changes a link the shopper was already sent.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryKind: text('enquiry_kind').notNull(),
    enquiryId: text('enquiry_id').notNull(),
    courierName: text('courier_name').notNull(),
    /** Null for a parcel without one (a courier without a tracking page, such as hand delivery). */
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    dispatchedOn: date('dispatched_on', { mode: 'string' }).notNull(),
    pieces: integer('pieces').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcels_enquiry_tracking_idx').on(t.enquiryKind, t.enquiryId, t.trackingNumber),
    check('parcels_pieces_positive', sql`${t.pieces} > 0`),
  ],
);

/**
 * Stock moved by an enquiry: `quantity` pieces taken off when its quote was paid (negative: put
 * back when it was cancelled); `short` the pieces paid for beyond what was left.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryKind: text('enquiry_kind').notNull(),
    enquiryId: text('enquiry_id').notNull(),
    quoteId: uuid('quote_id').notNull(),
    productId: text('product_id').notNull(),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    short: integer('short').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_quote_idx').on(t.quoteId)],
);
