import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { onAccountChange } from '../platform/cache-bus.server.ts';

/**
 * Who is signed in, remembered for a few seconds per session cookie.
 *
 * A signed-in page used to look its session up on every request: better-auth's age check (a
 * delete), a read of the session and one of the user — about a third of the CPU of a signed-in
 * page on the embedded database. Whatever ends a session or changes an account (every better-auth
 * endpoint that writes, a new name on the account page, a role set from the command line) publishes
 * `sessions` on the cache bus, which empties this memory on every server at once; the time limit
 * is a safety net only, and the session's own expiry and absolute age are checked on every use.
 *
 * Keyed by a hash of the signed cookie, so a forged or foreign cookie can never match another
 * person's entry; only sessions that were found are kept.
 */
const REMEMBER_MS = 30_000;
const MAX_SESSIONS = 20_000;

type Remembered<User> = { user: User; createdAt: number; expiresAt: number };

const remembered = new LRUCache<string, Remembered<unknown>>({ max: MAX_SESSIONS, ttl: REMEMBER_MS });
onAccountChange(() => remembered.clear());

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The memory's key for this request's session cookie, or null when the request carries none. */
export function sessionKey(cookieHeader: string | null): string | null {
  const value = cookieHeader?.match(SESSION_COOKIE)?.[1];
  return value ? crypto.hash('sha256', value, 'base64url') : null;
}

/** The remembered user of a session that is still within its expiry and its absolute age. */
export function recallSession<User>(key: string, maxAgeMs: number): User | undefined {
  const entry = remembered.get(key);
  if (!entry) return undefined;
  const now = Date.now();
  if (now >= entry.expiresAt || now - entry.createdAt > maxAgeMs) {
    remembered.delete(key);
    return undefined;
  }
  return entry.user as User;
}

export function rememberSession<User>(key: string, user: User, session: { createdAt: Date; expiresAt: Date }): void {
  remembered.set(key, { user, createdAt: new Date(session.createdAt).getTime(), expiresAt: new Date(session.expiresAt).getTime() });
}
