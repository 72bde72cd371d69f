import express, { type Request, type Response } from 'express';
import { answerPageDuration, answerTrack, type BeaconAnswer, type BeaconSender } from '../app/server/actions/analytics-beacons.server.ts';
import { CLIENT_IP_HEADER } from '../app/server/auth/auth.server.ts';
import { isUnavailableError } from '../app/server/platform/db.server.ts';
import { logger } from '../app/server/platform/logger.server.ts';
import { userOfCookie } from '../app/server/auth/permissions.server.ts';
import { filesTooLarge, refusesFiles } from '../app/server/routing/route-rules.server.ts';

/**
 * The analytics beacons' POSTs, answered by Express itself: one comes with every page view, and React
 * Router's request, `Response` and middleware plumbing was a sixth of a beacon's CPU. Mounted where
 * React Router's handler is (server/app.ts), so everything in front of it applies as before: security
 * headers, compression, the database gate, the body caps, the Origin check and the beacon rate limit.
 * What the root route's middleware did for them is done here: the multipart rule of `routeRules` and
 * the 503 of `unavailableAs503`. Answers are written as React Router's Express adapter writes them
 * (status, headers appended, body written then ended), so they are the same, byte for byte.
 * A GET still reaches the routes' loaders in React Router, for the shop's one 405 answer; other spellings
 * of the addresses that React Router would have matched (`/api/track.data`, `/api/%74rack`) now get that
 * 405 too instead of slipping past the rate limit, which only knows these addresses.
 */
/** The route pattern the shared route rules know these addresses by. */
const PATTERN = 'api/track';

const utf8 = new TextDecoder();

/** The body as text, decoded as `Request.text()` does (UTF-8, a leading byte-order mark dropped). */
function readText(req: Request): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** Reads a refused body to its end and drops it: a connection closed on unread bytes is reset, and the client sees a network error. */
function dropBody(req: Request) {
  return new Promise<void>((resolve) => {
    if (req.readableEnded) return resolve();
    req.on('end', resolve).on('error', () => resolve());
    req.resume();
  });
}

/** Node's request headers as web `Headers`, as React Router's adapter makes them (for better-auth, only when there is a session). */
function webHeaders(req: Request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value) headers.set(name, value);
  }
  return headers;
}

/** Writes a web `Response` the way React Router's Express adapter does. */
async function sendResponse(res: Response, answer: globalThis.Response) {
  if (res.destroyed || res.writableEnded) return;
  res.status(answer.status);
  for (const [name, value] of answer.headers.entries()) res.append(name, value);
  const body = Buffer.from(await answer.arrayBuffer());
  if (body.length > 0) res.write(body);
  res.end();
}

/** A loader or action that failed: logged as React Router's error handler logs it, 503 when the database or disk is away. */
function answerFailure(req: Request, res: Response, error: unknown) {
  // A client that went away gets no answer and leaves no error (React Router's handler skips aborted requests).
  if (res.destroyed) return;
  logger.error({ err: error, url: `${req.protocol}://${req.get('host')}${req.originalUrl}` }, 'request error');
  const message = process.env.NODE_ENV === 'production' ? 'Unexpected Server Error' : `Unexpected Server Error\n\n${String(error)}`;
  const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
  if (isUnavailableError(error)) headers['Retry-After'] = '30';
  return sendResponse(res, new globalThis.Response(message, { status: headers['Retry-After'] ? 503 : 500, headers }));
}

/** The Express handler of one beacon's POST. */
function answering(answer: (text: string, sender: BeaconSender) => Promise<BeaconAnswer>) {
  return async (req: Request, res: Response) => {
    try {
      if (refusesFiles(PATTERN, req.get('content-type'), req.get('content-length'))) {
        await dropBody(req);
        return await sendResponse(res, filesTooLarge());
      }
      const result = await answer(await readText(req), {
        clientIp: String(req.headers[CLIENT_IP_HEADER] ?? ''),
        userAgent: String(req.headers['user-agent'] ?? ''),
        user: () => userOfCookie(req.headers.cookie, () => webHeaders(req)),
      });
      if (result.status !== 204)
        return await sendResponse(res, globalThis.Response.json({ error: result.error }, { status: result.status }));
      if (!res.destroyed) res.status(204).end();
    } catch (error) {
      await answerFailure(req, res, error);
    }
  };
}

/** Both beacons' POSTs (their addresses are `BEACON_PATHS` of server/rate-limits.ts, whose limit runs first). */
export const beaconRoutes = express
  .Router()
  .post('/api/track', answering(answerTrack))
  .post('/api/track-page-duration', answering(answerPageDuration));
