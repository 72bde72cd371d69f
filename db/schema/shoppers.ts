import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MeasurementSnapshot } from '../measurement-values.ts';
import { user } from './auth.ts';
import { products } from './catalogue.ts';

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  avatarUrl: text('avatar_url'),
  phone: text('phone'),
  address: text('address'),
  /** ISO 3166 country code of where the shopper lives (null: not given, India assumed for old rows). */
  country: text('country'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in shopper's cart, one row per piece and size (size '' when the piece has none), so it
 * follows her to every device and every server. Price is not kept: the catalogue's price is shown.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.size] }), check('cart_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

export const wishlistedItems = pgTable(
  'wishlisted_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * What every kind of enquiry may carry for made-to-measure work: the date the shopper needs it by,
 * the lead time in days that applied when it was sent, and a copy of the measurements sent.
 */
const madeToMeasure = () => ({
  needBy: date('need_by', { mode: 'string' }),
  leadDays: integer('lead_days'),
  measurements: jsonb('measurements').$type<MeasurementSnapshot>(),
});

export type EnquiryItem = { sku: string; name: string; price: number; image?: string; selectedSize?: string; quantity?: number };

export const userEnquiries = pgTable(
  'user_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    /** Items as the catalogue priced them when the enquiry was sent. */
    items: jsonb('items').$type<EnquiryItem[] | Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    internalNotes: text('internal_notes'),
    ...madeToMeasure(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_enquiries_user_idx').on(t.userId, t.submittedAt), index('user_enquiries_submitted_idx').on(t.submittedAt)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    inquiryId: text('inquiry_id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    phone: text('phone').notNull(),
    /** Holds the city, as the original form did. */
    shippingAddress: text('shipping_address'),
    /** ISO 3166 country code beside the city. */
    country: text('country'),
    status: text('status').notNull().default('received'),
    /** JSON text: occasion, preferred_style, budget_range, size, fabric_or_embroidery_prefs, notes, source, product_slug, reference_image_urls. */
    notes: text('notes').notNull().default('{}'),
    internalNotes: text('internal_notes'),
    ...madeToMeasure(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiries_created_idx').on(t.createdAt)],
);

export const customOrders = pgTable(
  'custom_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    designInterest: text('design_interest').notNull(),
    customizationNotes: text('customization_notes'),
    imagesCount: integer('images_count').notNull().default(0),
    imageLink: text('image_link'),
    /**
     * The product whose page the request came from, or null. No foreign key, like an inquiry's
     * product_slug: the request keeps naming the piece she asked about after it leaves the catalogue.
     */
    productId: text('product_id'),
    status: text('status').notNull().default('pending'),
    internalNotes: text('internal_notes'),
    ...madeToMeasure(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_orders_created_idx').on(t.createdAt)],
);
