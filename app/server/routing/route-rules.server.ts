import type { MiddlewareFunction } from 'react-router';
import { countHit } from '../data/request-limits.server.ts';
import { requestInfoContext } from './request-context.server.ts';

/**
 * Rules that belong to a route rather than to an address. They run as React Router middleware, which
 * sees the matched route (its `pattern`) and the address without React Router's own data-request
 * spelling (`url`), so a page, its data URL and any other spelling that reaches the same route are
 * treated alike, whatever that spelling becomes in a later React Router. The Express host keeps only
 * rules that hold for every address (Origin check, body caps, methods; server/security.ts).
 */

export const BODY_LIMITS = {
  /** Forms and JSON. */
  body: 64 * 1024,
  /** better-auth reads any size by itself. */
  auth: 16 * 1024,
  /** Multipart uploads: up to five files of 10 MB plus fields. */
  upload: 5 * 10 * 1024 * 1024 + 256 * 1024,
} as const;

export const BODY_MESSAGES_413 = {
  files: 'Files are too large. Each file may be at most 10 MB.',
  body: 'Request is too large.',
} as const;

/** Routes whose actions take files, by route pattern (`tests/integration/route-rules.test.ts` checks each is in the route table). */
export const UPLOAD_ROUTES = ['/inquiry', '/api/upload', '/api/custom-order'] as const;
const takesFiles = (pattern: string) => {
  // React Router joins the matched paths without a leading slash ('inquiry', 'admin/products'); '/' for the home page.
  const route = `/${pattern.replace(/^\/+/, '')}`;
  return (UPLOAD_ROUTES as readonly string[]).includes(route) || route.startsWith('/admin/');
};

/**
 * Whether a body is refused before it is read: multipart over the form limit to a route that takes no files
 * (Express lets multipart through up to the upload cap). Also asked by the beacons Express answers itself (server/beacons.ts).
 */
export function refusesFiles(pattern: string, contentType: string | null | undefined, contentLength: string | null | undefined) {
  const multipart = (contentType ?? '').toLowerCase().startsWith('multipart/form-data');
  return multipart && !takesFiles(pattern) && Number(contentLength ?? 0) > BODY_LIMITS.body;
}

/** The answer to a body `refusesFiles` refuses. */
export function filesTooLarge() {
  return new Response(BODY_MESSAGES_413.files, { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export const METHOD_NOT_ALLOWED_TEXT = 'Method not allowed.';

/** The one answer to a method a route does not take: a page, its data URL, an API route alike. */
export function methodNotAllowed(allow: string) {
  return new Response(METHOD_NOT_ALLOWED_TEXT, {
    status: 405,
    headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The methods a route takes, for its 405: POST-only API routes say so through their loader's `Allow`. */
const PAGE_METHODS = 'GET, HEAD';

const pageUrls = new WeakMap<Request, URL>();

/** The address of the page a request is for, without React Router's data-request spelling. */
export function pageUrlOf(request: Request): URL {
  return pageUrls.get(request) ?? new URL(request.url);
}

/**
 * Root middleware: notes the page address, refuses a multipart body over the form limit unless the
 * route takes files, and answers every 405 (React Router's own for a route without an action, a
 * loader's for a POST-only route) the same way.
 */
export const routeRules: MiddlewareFunction<Response> = async ({ request, url, pattern, context }, next) => {
  pageUrls.set(request, url);
  context.get(requestInfoContext).notePattern?.(pattern);
  // Express has already refused anything over the upload cap; files beyond a form's size go only to routes that take them.
  if (refusesFiles(pattern, request.headers.get('content-type'), request.headers.get('content-length'))) {
    await dropBody(request);
    return filesTooLarge();
  }
  const response = await next();
  if (response.status !== 405) return response;
  await dropBody(request);
  return methodNotAllowed(response.headers.get('Allow') ?? PAGE_METHODS);
};

/**
 * Reads a refused request's body to the end (at most the host's cap) and drops it: a connection
 * closed on unread bytes is reset, and the client would see a network error instead of the answer.
 */
async function dropBody(request: Request) {
  if (request.bodyUsed) return;
  await request.body?.pipeTo(new WritableStream()).catch(() => {});
}

const FORM_WINDOW_MS = 60_000;
const FORM_LIMIT = Number(process.env.FORM_RATE_LIMIT ?? 10);

/**
 * Route middleware of every public form (enquiries, uploads, newsletter, cart enquiry): a person never
 * sends more than a few a minute, so POSTs are counted per client address across all of them, in the
 * database so every app server of the shop sees the same hits. Each answer says what is left
 * (`RateLimit`, as the IETF draft spells it).
 */
export const formRateLimit: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== 'POST') return next();
  let counted: Awaited<ReturnType<typeof countHit>>;
  try {
    counted = await countHit(`form:${context.get(requestInfoContext).clientIp || 'unknown'}`, FORM_WINDOW_MS);
  } catch {
    // The database being away is answered by the route itself (503); the limit does not turn it into a 500.
    return next();
  }
  const seconds = Math.max(0, Math.ceil((counted.resetAt.getTime() - Date.now()) / 1000));
  const remaining = Math.max(0, FORM_LIMIT - counted.hits);
  const headers = {
    'RateLimit-Policy': `"form";q=${FORM_LIMIT};w=${FORM_WINDOW_MS / 1000}`,
    RateLimit: `"form";r=${remaining};t=${seconds}`,
  };
  if (counted.hits > FORM_LIMIT) {
    await dropBody(request);
    return Response.json(
      { error: 'Too many requests. Please wait a minute and try again.' },
      { status: 429, headers: { ...headers, 'Retry-After': String(seconds) } },
    );
  }
  return withHeaders(await next(), headers);
};

/** The response with extra headers (a redirect's headers cannot be changed in place). */
function withHeaders(response: Response, headers: Record<string, string>) {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}
