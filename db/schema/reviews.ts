import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A shopper's review of a product she received through one of her enquiries. One per shopper and
 * product (she may edit it). It shows on the shop only once the owner has published it. The product
 * is named without a foreign key on purpose: a product that is removed keeps its reviews, hidden.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The name shown with the review, as the shopper's account gave it when she wrote it. */
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    /** 'small' | 'true' | 'large', or null when she did not say. */
    fit: text('fit'),
    /** Made-to-measure pieces: 'yes' | 'altered', or null. */
    measurementsFit: text('measurements_fit'),
    /** Stored keys of up to three photos, re-encoded by the shop. */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The enquiry that made her a verified customer of this product. */
    enquiryKind: text('enquiry_kind').notNull(),
    enquiryId: text('enquiry_id').notNull(),
    /** 'pending' (waits for the owner) | 'published' | 'hidden'. */
    status: text('status').notNull().default('pending'),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Chosen by the owner for the home page's testimonials. */
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('product_reviews_user_product_idx').on(t.userId, t.productId),
    index('product_reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    // /media/ asks which review holds a photo at every request for one (review-photos.server.ts).
    index('product_reviews_photos_idx').using('gin', t.photos),
  ],
);

/** One invitation mail per enquiry, claimed by the server that sends it. */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    enquiryKind: text('enquiry_kind').notNull(),
    enquiryId: text('enquiry_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enquiryKind, t.enquiryId] })],
);
