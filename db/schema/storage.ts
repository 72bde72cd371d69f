import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Files a visitor uploaded for an enquiry not sent yet. Counted for the upload quotas; the row goes
 * when the enquiry is stored, and the file with it after 24 hours if the enquiry never comes.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    key: text('key').primaryKey(),
    clientKey: text('client_key').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_uploads_client_idx').on(t.clientKey, t.createdAt), index('pending_uploads_created_idx').on(t.createdAt)],
);

/** Fixed-window request counters shared by every server of the shop (the public forms' rate limits). */
export const requestLimits = pgTable(
  'request_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('request_limits_reset_idx').on(t.resetAt)],
);
