import { date, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Shoppers abroad: the exchange rates behind the estimates beside rupee prices, and the shipping
// zones a quote prices its courier from. Rupees stay the price of record everywhere.

/**
 * The last good reference rates, one row per currency, as units of that currency per euro (the
 * European Central Bank's form), with the day the bank published them. An admin's override is
 * kept beside the fetched rate, as rupees per unit, with the time it was set. `bank_rupees` is the
 * last good rate in rupees per unit, so a refused feed rate of one currency keeps its rupee rate
 * exactly even while the rupee's own euro rate moves on; the refusal is kept for the owner to read.
 */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  perEuro: doublePrecision('per_euro'),
  ratesDate: date('rates_date', { mode: 'string' }),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  overrideRupees: doublePrecision('override_rupees'),
  overrideSetAt: timestamp('override_set_at', { withTimezone: true }),
  bankRupees: doublePrecision('bank_rupees'),
  feedRefusal: text('feed_refusal'),
  feedRefusedAt: timestamp('feed_refused_at', { withTimezone: true }),
});

/** The admin's prices and delivery times for the shipping zones; a zone without a row uses the shop's default. */
export const shippingZones = pgTable('shipping_zones', {
  zone: text('zone').primaryKey(),
  price: integer('price').notNull(),
  delivery: text('delivery').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
