import type { Request } from 'express';
import rateLimit from 'express-rate-limit';
import { CLIENT_IP_HEADER } from '../app/server/auth.server.ts';

const keyGenerator = (req: Request) => String(req.headers[CLIENT_IP_HEADER] ?? 'unknown');

/** Public forms: a person never sends more than a few a minute. */
export const formLimit = rateLimit({
  windowMs: 60_000,
  limit: Number(process.env.FORM_RATE_LIMIT ?? 10),
  keyGenerator,
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
  standardHeaders: 'draft-8',
  legacyHeaders: false,
  skip: (req) => req.method !== 'POST',
  message: { error: 'Too many requests.' },
});

export const FORM_PATHS = ['/api/newsletter', '/api/custom-order', '/api/cart-enquiry', '/api/upload', '/inquiry', '/inquiry.data', '/enquiries/t', '/account/enquiries'];
export const BEACON_PATHS = ['/api/track', '/api/track-page-duration'];
