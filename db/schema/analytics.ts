import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** No raw IP address is ever stored in these tables. */
export const userSessions = pgTable(
  'user_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: text('user_id'),
    userAgent: text('user_agent'),
    deviceType: text('device_type'),
    browser: text('browser'),
    os: text('os'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rows this session stored on `storedDay` (UTC): the per-session daily cap of the beacon endpoints. */
    storedDay: date('stored_day', { mode: 'string' }),
    storedCount: integer('stored_count').notNull().default(0),
  },
  (t) => [index('user_sessions_started_idx').on(t.startedAt)],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id'),
    pageUrl: text('page_url').notNull(),
    pageTitle: text('page_title'),
    previousPageUrl: text('previous_page_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_session_idx').on(t.sessionId)],
);

export const pageDurations = pgTable(
  'page_durations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    pageUrl: text('page_url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_durations_created_idx').on(t.createdAt)],
);

export const funnelEvents = pgTable(
  'funnel_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    eventType: text('event_type').notNull(),
    pageUrl: text('page_url'),
    userId: text('user_id'),
    productId: text('product_id'),
    productName: text('product_name'),
    searchQuery: text('search_query'),
    sectionName: text('section_name'),
    formFieldName: text('form_field_name'),
    scrollPercentage: integer('scroll_percentage'),
    properties: jsonb('properties').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('funnel_events_type_created_idx').on(t.eventType, t.createdAt), index('funnel_events_created_idx').on(t.createdAt)],
);

/**
 * Per-day totals for the owner's analytics screen (India days), so a year of traffic is read from
 * a few hundred rows a day instead of scanning millions. A closed day is computed once (metric
 * 'rolled' marks it); today is recomputed when the screen loads. Metrics: page (dim = path),
 * sessions, visitors, event and event_sessions (dim = event type), product (dim = id TAB name),
 * search and search_empty (dim = query), duration_sum, duration_count.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dim: text('dim').notNull().default(''),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.dim] })],
);
