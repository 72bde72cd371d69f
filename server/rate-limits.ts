import type { Request } from 'express';
import rateLimit from 'express-rate-limit';
import { CLIENT_IP_HEADER } from '../app/server/auth.server.ts';
import { SharedLimitStore } from '../app/server/data/request-limits.server.ts';

const keyGenerator = (req: Request) => String(req.headers[CLIENT_IP_HEADER] ?? 'unknown');

/** Public forms: a person never sends more than a few a minute. */
export const formLimit = rateLimit({
  windowMs: 60_000,
  limit: Number(process.env.FORM_RATE_LIMIT ?? 10),
  keyGenerator,
  // Counted in the database, so that every app server of the shop sees the same hits.
  store: new SharedLimitStore('form'),
  // The database being away is answered by the routes themselves (503); the limiter does not turn it into a 500.
  passOnStoreError: true,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  skip: (req) => req.method !== 'POST',
  message: { error: 'Too many requests. Please wait a minute and try again.' },
});

/** Analytics beacons: generous for people, a hard stop for floods. */
export const beaconLimit = rateLimit({
  windowMs: 60_000,
  limit: Number(process.env.BEACON_RATE_LIMIT ?? 120),
  keyGenerator,
  store: new SharedLimitStore('beacon'),
  passOnStoreError: true,
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  skip: (req) => req.method !== 'POST',
  message: { error: 'Too many requests.' },
});

export const FORM_PATHS = [
  '/api/newsletter',
  '/api/custom-order',
  '/api/cart-enquiry',
  '/api/upload',
  '/inquiry',
  '/inquiry.data',
  '/enquiries/t',
  '/account/enquiries',
];
export const BEACON_PATHS = ['/api/track', '/api/track-page-duration'];
