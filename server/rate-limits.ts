import type { Request } from 'express';
import rateLimit from 'express-rate-limit';
import { CLIENT_IP_HEADER } from '../app/server/auth/auth.server.ts';
import { SharedLimitStore } from '../app/server/data/request-limits.server.ts';

const keyGenerator = (req: Request) => String(req.headers[CLIENT_IP_HEADER] ?? 'unknown');

// Public forms are limited by their routes (formRateLimit in app/server/routing/route-rules.server.ts), which see every spelling of their address.

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

/** Beacon routes are resource routes: one address each, no data-request spelling. */
export const BEACON_PATHS = ['/api/track', '/api/track-page-duration'];
