import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MeasurementUnit, MeasurementValues } from '../measurement-values.ts';
import { user } from './auth.ts';

/** A shopper's named sets of body measurements ('Me', 'Mum'), values in whole millimetres. */
export const measurementProfiles = pgTable(
  'measurement_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').$type<MeasurementUnit>().notNull().default('in'),
    values: jsonb('values').$type<MeasurementValues>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('measurement_profiles_user_idx').on(t.userId, t.createdAt)],
);
