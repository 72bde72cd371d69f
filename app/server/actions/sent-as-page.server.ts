import { safeRedirect } from '../../lib/schemas/auth.ts';
import { getEnv } from '../platform/env.server.ts';

/**
 * A form the browser submitted as a page load (tapped before the scripts arrived, or without them),
 * rather than a fetch from the running page: its answer is a page, not data.
 */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  return mode ? mode === 'navigate' : (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * The shop page a form was sent from (its Referer) as a safe path to send the shopper back to,
 * without the parameters named; '/' when there is none.
 */
export function pageSentFrom(request: Request, dropParams: string[] = []): string {
  const shop = getEnv().publicUrl;
  try {
    const referer = new URL(request.headers.get('referer') ?? '/', shop);
    for (const name of dropParams) referer.searchParams.delete(name);
    return safeRedirect(`${referer.pathname}${referer.search}`, shop);
  } catch {
    return '/';
  }
}
