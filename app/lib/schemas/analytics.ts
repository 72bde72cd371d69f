import { z } from 'zod';
import { FUNNEL_EVENT_TYPES } from '../enquiry-constants.ts';

/**
 * What the analytics endpoints accept from anonymous browsers. Every field is capped, unknown
 * event types are refused, and what a person typed into a form field never passes (there is no
 * field for it: `formFieldValue` / `p_form_field_value` are stripped like any unknown key).
 */

export const ANALYTICS_LIMITS = {
  /** Items (page views and events) in one POST to /api/track. */
  batch: 30,
  /** Bytes of one request body; the browser's beacon limit is 64 KB, our batches stay far below. */
  bodyBytes: 16 * 1024,
  url: 500,
  title: 200,
  text: 200,
  userAgent: 400,
  /** Keys in an event's properties object; values are flat (depth 1). */
  propertyKeys: 12,
  propertyValue: 200,
  propertiesBytes: 1024,
} as const;

/** Add to cart is recorded by the tracker itself (the cart lives in the browser), for the funnel. */
export const ANALYTICS_EVENT_TYPES = [...FUNNEL_EVENT_TYPES, 'add_to_cart'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

const CONTROL = /[\u0000-\u001f\u007f]/;
const plain = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !CONTROL.test(v), 'control characters')
    .transform((v) => v.trim());

export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'session id');

// Query parameters worth keeping; anything else (tokens in reset links, e-mails) is dropped.
const KEPT_PARAMS = new Set(['q', 'filter', 'value', 'category', 'type', 'sort', 'page', 'collection', 'occasion']);

/** A path of this shop ('/search?q=silk'), with only harmless query parameters kept. */
export function cleanPath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const url = new URL(raw, 'http://shop.invalid');
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) if (KEPT_PARAMS.has(key)) params.append(key, value.slice(0, 100));
  const query = params.toString();
  return (url.pathname + (query ? `?${query}` : '')).slice(0, ANALYTICS_LIMITS.url);
}

const pathSchema = plain(2000).transform((v, ctx) => {
  const path = cleanPath(v);
  if (path === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a path of this shop' });
    return z.NEVER;
  }
  return path;
});

/** A previous URL may be another site (the referrer on arrival): only its origin is kept. */
const previousSchema = plain(2000).transform((v) => {
  if (v.startsWith('/')) return cleanPath(v);
  try {
    const url = new URL(v);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
});

const propertyValue = z.union([plain(ANALYTICS_LIMITS.propertyValue), z.number(), z.boolean(), z.null()]);
export const propertiesSchema = z
  .record(z.string().regex(/^[A-Za-z0-9_]{1,40}$/, 'property name'), propertyValue)
  .refine((p) => Object.keys(p).length <= ANALYTICS_LIMITS.propertyKeys, 'too many properties')
  .refine((p) => JSON.stringify(p).length <= ANALYTICS_LIMITS.propertiesBytes, 'properties too large');

export const eventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  pageUrl: pathSchema.optional(),
  /** page_view only */
  pageTitle: plain(ANALYTICS_LIMITS.title).optional(),
  previousPageUrl: previousSchema.nullish(),
  productId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  productName: plain(ANALYTICS_LIMITS.text).optional(),
  searchQuery: plain(ANALYTICS_LIMITS.text).optional(),
  sectionName: plain(80).optional(),
  /** A field's name only, e.g. 'phone'; never its value. */
  formFieldName: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,60}$/)
    .optional(),
  scrollPercentage: z.number().int().min(0).max(100).optional(),
  properties: propertiesSchema.optional(),
});
export type AnalyticsEvent = z.infer<typeof eventSchema>;

/** The session row's device details, as the server reads them from the request (app/lib/device.ts). */
export type SessionInfo = { deviceType: 'mobile' | 'tablet' | 'desktop'; browser: string; os: string; userAgent: string };

/**
 * What the browser adds for the session row: its touch points (the rest comes from the request's
 * User-Agent). A page of an older version that still sends its own device details is read the same.
 */
export const sessionHintSchema = z.object({ touchPoints: z.number().int().min(0).max(255).catch(0).default(0) });
export type SessionHint = z.infer<typeof sessionHintSchema>;

/** One POST to /api/track. Never carries a user id: the server reads it from the sign-in cookie. */
export const trackBatchSchema = z.object({
  sessionId: sessionIdSchema,
  session: sessionHintSchema.optional(),
  events: z.array(eventSchema).max(ANALYTICS_LIMITS.batch).default([]),
});

/** The page-duration beacon, in the beacon's agreed field names. */
export const durationSchema = z.object({
  session_id: sessionIdSchema,
  page_url: pathSchema,
  duration_seconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60),
});

/** Parses a JSON body sent as text/plain (sendBeacon) or application/json; null when it is not JSON. */
export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** What the owner's analytics screen receives (built in app/server/data/analytics.server.ts). */
export type StepCount = { events: number; sessions: number };
export type AnalyticsReport = {
  range: { from: string; to: string };
  daily: { day: string; visitors: number; sessions: number; pageViews: number }[];
  totals: { pageViews: number; sessions: number; visitors: number; avgSeconds: number };
  pages: { path: string; views: number }[];
  products: { productId: string; name: string; views: number }[];
  searches: { top: { query: string; searches: number; noResults: number }[]; noResults: { query: string; searches: number }[] };
  funnel: {
    productViewed: StepCount;
    addedToCart: StepCount;
    customOrderOpened: StepCount;
    customOrderSubmitted: StepCount;
    whatsappClicks: number;
    instagramClicks: number;
    enquiries: { cart: number; product: number; custom: number; total: number };
  };
};
