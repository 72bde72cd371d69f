import crypto from 'node:crypto';
import { authSecret } from '../platform/secret.server.ts';

// The link in a review invitation opens the review form without a sign-in for 14 days. It carries
// the shopper's id and its end, signed with the shop's secret: nothing is stored, and a changed id or
// date breaks the signature. It says only who is writing; whether she may review a product is
// checked afresh on every request, as for a signed-in shopper.

export const REVIEW_LINK_DAYS = 14;
const PURPOSE = 'review-link';

const sign = (payload: string) => crypto.createHmac('sha256', authSecret()).update(`${PURPOSE}:${payload}`).digest('base64url');

export function issueReviewToken(userId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + REVIEW_LINK_DAYS * 86_400;
  const payload = `${Buffer.from(userId).toString('base64url')}.${expires}`;
  return `${payload}.${sign(payload)}`;
}

/** The shopper a review link speaks for, or null when it is forged, damaged or past its 14 days. */
export function verifyReviewToken(token: string | null | undefined, now = Date.now()): string | null {
  if (!token || token.length > 300) return null;
  const match = /^([A-Za-z0-9_-]{1,200})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match;
  const expected = Buffer.from(sign(`${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (Number(expires) * 1000 < now) return null;
  return Buffer.from(id, 'base64url').toString('utf8');
}
