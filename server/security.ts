import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { CLIENT_IP_HEADER } from '../app/server/auth/auth.server.ts';
import { contentSecurityPolicy } from '../app/server/render/csp.server.ts';
import { getEnv } from '../app/server/platform/env.server.ts';
import { PUBLIC_PAGE_PATH } from './public-pages.ts';
import { BODY_LIMITS, BODY_MESSAGES_413, METHOD_NOT_ALLOWED_TEXT, methodNotAllowed } from '../app/server/routing/route-rules.server.ts';

/** Sets the client address header from the socket, or from X-Forwarded-For only behind a configured proxy. */
export function clientAddress(req: Request, _res: Response, next: NextFunction) {
  const env = getEnv();
  const ip = (env.TRUST_PROXY ? req.ip : req.socket.remoteAddress) ?? 'unknown';
  req.headers[CLIENT_IP_HEADER] = ip;
  next();
}

/**
 * Browser features no page of the shop uses, switched off so that a script slipped into a page (or a
 * framed copy of it) cannot ask a shopper for her camera, location or payment details. Only names
 * Chromium knows: an unknown one is logged as an error in every page's console.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];
// The admin's image upload tool copies a picture's link.
const PERMISSIONS_POLICY = [...UNUSED_FEATURES.map((feature) => `${feature}=()`), 'clipboard-write=(self)'].join(', ');

export function securityHeaders() {
  const env = getEnv();
  // The policy itself is in app/server/render/csp.server.ts: pages replace it with one naming their inline scripts.
  const policy = contentSecurityPolicy();
  const helmetHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Set below on every answer but the public pages (docs/decisions/0023-opener-policy-on-personal-pages.md).
    crossOriginOpenerPolicy: false,
    // 'no-referrer' makes Chromium send 'Origin: null' on a form post, and the Origin check then refuses every
    // form sent without scripts. 'same-origin' still tells other sites nothing about the page a shopper was on.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: env.publicUrl.startsWith('https://'),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    // Set when the headers go out, so a page's own policy (with its script hashes) is not doubled.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!this.hasHeader('Content-Security-Policy')) this.setHeader('Content-Security-Policy', policy);
      // An answer given before the body has all arrived (a 413 for an oversize upload, a refusal
      // on its headers) leaves the rest of that body on the connection, and Node resets it: say
      // so, or the client's next request on the kept-alive connection fails.
      if (!req.complete) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (!PUBLIC_PAGE_PATH.test(req.path)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    helmetHeaders(req, res, next);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
let knownOrigin: string | undefined;
const shopOrigin = () => (knownOrigin ??= new URL(getEnv().publicUrl).origin);

/**
 * Cross-site request forgery guard for everything outside better-auth (which checks its own routes):
 * a state-changing request must come from a page of this shop.
 */
export function sameOriginOnly(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method) || req.path.startsWith('/api/auth/')) return next();
  const origin = req.get('origin') ?? originOf(req.get('referer'));
  if (origin && (origin === shopOrigin() || origin === `${req.protocol}://${req.get('host')}`)) return next();
  res.status(403).type('text/plain').send('Cross-site request refused.');
}

/** The origin of a Referer header, or undefined when it is missing or not a URL (a refusal, never a crash). */
function originOf(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|%00/i;

/** NUL bytes and control characters in the address never reach a loader or the database. */
export function refuseControlCharacters(req: Request, res: Response, next: NextFunction) {
  if (CONTROL_CHARS.test(req.originalUrl)) {
    res.status(400).type('text/plain').send('Bad request.');
    return;
  }
  next();
}

/**
 * Refuses bodies over every route's limit before anything reads them: better-auth's own, forms and JSON,
 * and multipart up to the upload cap. Which routes take files is the route's own rule (app/server/routing/route-rules.server.ts).
 */
export function bodyLimits(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const length = Number(req.get('content-length') ?? 0);
  const multipart = req.is('multipart/form-data');
  const limit = req.path.startsWith('/api/auth/') ? BODY_LIMITS.auth : multipart ? BODY_LIMITS.upload : BODY_LIMITS.body;
  if (length > limit || (!req.get('content-length') && req.get('transfer-encoding'))) {
    res
      .status(413)
      .type('text/plain')
      .send(multipart ? BODY_MESSAGES_413.files : BODY_MESSAGES_413.body);
    return;
  }
  next();
}

const SHOP_METHODS = new Set(['GET', 'HEAD', 'POST']);

/** The shop reads with GET and HEAD and changes with POST; any other method gets the shop's one 405 answer. */
export function shopMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (SHOP_METHODS.has(req.method)) return next();
  const answer = methodNotAllowed([...SHOP_METHODS].join(', '));
  res.status(answer.status).set(Object.fromEntries(answer.headers)).send(METHOD_NOT_ALLOWED_TEXT);
}
