import { CLIENT_IP_HEADER, getAuth } from './auth.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { logger } from '../platform/logger.server.ts';
import { MESSAGES } from '../../lib/messages.ts';

export type AuthCall<T> =
  { ok: true; status: number; data: T; headers: Headers } | { ok: false; status: number; code: string; headers: Headers };

/**
 * Calls one better-auth endpoint on behalf of a route action, through its HTTP handler, so the
 * same rate limits, origin checks and hooks apply as for a browser calling /api/auth directly.
 * The client address header was set by the Express host from the socket.
 */
export async function callAuth<T = Record<string, unknown>>(
  request: Request,
  path: string,
  body?: Record<string, unknown>,
): Promise<AuthCall<T>> {
  const env = getEnv();
  const headers = new Headers({ origin: env.publicUrl, 'content-type': 'application/json' });
  for (const name of ['cookie', 'user-agent', CLIENT_IP_HEADER]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await getAuth().handler(
    new Request(`${env.publicUrl}/api/auth${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) }),
  );
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (response.ok) return { ok: true, status: response.status, data: payload as T, headers: response.headers };
  const code = (payload as { code?: string } | null)?.code ?? (response.status === 429 ? 'TOO_MANY_REQUESTS' : 'UNKNOWN');
  if (response.status >= 500) logger.error({ path, status: response.status, code }, 'auth call failed');
  return { ok: false, status: response.status, code, headers: response.headers };
}

/** The Set-Cookie lines of a better-auth answer, to pass on with a redirect or data response. */
export function cookieHeaders(result: { headers: Headers }): Headers {
  const out = new Headers();
  for (const line of result.headers.getSetCookie()) out.append('set-cookie', line);
  return out;
}

// What a shopper reads for each better-auth error code; never which of e-mail or password was wrong.
const REASONS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: MESSAGES.auth.invalidCredentials,
  INVALID_EMAIL: MESSAGES.auth.invalidCredentials,
  INVALID_PASSWORD: 'Your current password is not correct.',
  EMAIL_NOT_VERIFIED: 'Please verify your e-mail address first. We have sent you a new verification link.',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters',
  INVALID_TOKEN: 'This reset link has expired or was already used. Please ask for a new one.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a minute and try again.',
  ACCOUNT_THROTTLED: 'Too many attempts. Please wait 15 minutes or reset your password.',
  BANNED_USER: 'This account has been suspended. Please contact the boutique.',
};

export function authErrorMessage(code: string): string {
  return REASONS[code] ?? MESSAGES.auth.generic;
}
