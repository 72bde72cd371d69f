import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins counted by the shop itself (better-auth's rate_limit table is its own business and may
 * change shape in an upgrade). Keys are hashes: of the account, and of the account with a client address.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  lastFailureAt: bigint('last_failure_at', { mode: 'number' }).notNull(),
});
