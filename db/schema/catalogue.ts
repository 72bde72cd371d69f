import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    /** Whole rupees; present and above price means the product is on sale. */
    originalPrice: integer('original_price'),
    image: text('image').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    fabric: text('fabric').notNull().default(''),
    style: text('style').notNull().default(''),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Free tags; occasion (festive, bridal, office, everyday), season and festival words live here. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    inventoryStatus: text('inventory_status').notNull().default('available'),
    /** Known units in stock; null when the shop does not track a count. */
    stockQuantity: integer('stock_quantity'),
    isPublished: boolean('is_published').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    isFestive: boolean('is_festive').notNull().default(false),
    /** Ordering weight for the 'popular' sort. */
    popularity: integer('popularity').notNull().default(0),
    /** Lower-cased text of every searchable field, kept by the data module, indexed for trigram search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_created_idx').on(t.createdAt),
    index('products_published_created_idx').on(t.isPublished, t.createdAt),
    index('products_category_idx').on(t.category, t.isPublished),
    index('products_price_idx').on(t.price),
    index('products_popularity_idx').on(t.popularity),
    index('products_tags_idx').using('gin', t.tags),
    index('products_colors_idx').using('gin', t.colors),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const offers = pgTable('offers', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** The flash-sale countdown runs to this moment and hides once it has passed. */
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
