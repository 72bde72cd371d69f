import { isUnavailableError } from '../platform/db.server.ts';

/**
 * Requests whose loader or action failed because the database is away or the disk is full. React
 * Router renders those failures as 500; the root middleware turns them into 503 so that clients and
 * supervisors see "try again later" rather than "broken".
 */
const unavailable = new WeakSet<Request>();

export function noteFailure(request: Request, error: unknown) {
  if (isUnavailableError(error)) unavailable.add(request);
}

export function wasUnavailable(request: Request) {
  return unavailable.has(request);
}

/** Root middleware: a 500 caused by the database or the disk becomes a 503 with Retry-After. */
export async function unavailableAs503({ request }: { request: Request }, next: () => Promise<unknown>) {
  const response = (await next()) as Response;
  if (response.status !== 500 || !wasUnavailable(request)) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', '30');
  return new Response(response.body, { status: 503, headers });
}
