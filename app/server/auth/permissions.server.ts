import { data, redirect } from 'react-router';
import { getAuth, SESSION_ABSOLUTE_MS } from './auth.server.ts';
import { recallSession, rememberSession, sessionKey } from './remembered-sessions.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { pageUrlOf } from '../routing/route-rules.server.ts';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  /** The role this session acts with: 'user' for an admin who still owes the second step (adminAwaitsSecondStep). */
  role: string;
  /** Holds the admin role but has not set up the second factor the shop requires (ADMIN_TWO_FACTOR): a shopper until then. */
  adminAwaitsSecondStep: boolean;
  emailVerified: boolean;
  createdAt: Date;
  image?: string | null;
  /** Signs in with an authenticator app's code after the password. */
  twoFactorEnabled: boolean;
};

const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null. Sessions past their absolute age are ended here. */
export function getUser(request: Request): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = userOfCookie(request.headers.get('cookie'), () => request.headers);
    cache.set(request, pending);
  }
  return pending;
}

/**
 * The signed-in user of a request by its cookie, for a host that has no web `Request` (the analytics
 * beacons, answered by Express: server/beacons.ts). `headersOf` is called only when there is a session to look up.
 */
export async function userOfCookie(cookie: string | null | undefined, headersOf: () => Headers): Promise<SessionUser | null> {
  const key = sessionKey(cookie ?? null);
  // No session cookie, no session: nothing to look up.
  if (!key) return null;
  const known = recallSession<SessionUser>(key, SESSION_ABSOLUTE_MS);
  if (known) return known;
  const auth = getAuth();
  const headers = headersOf();
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  if (Date.now() - new Date(result.session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    await auth.api.revokeSession({ headers, body: { token: result.session.token } }).catch(() => {});
    return null;
  }
  const u = result.user as typeof result.user & { role?: string | null; twoFactorEnabled?: boolean | null };
  if ((u as { banned?: boolean }).banned) return null;
  const role = u.role ?? 'user';
  // The one place admin power is decided: every route, export, private file and better-auth endpoint reads this role.
  const awaitsSecondStep = role === 'admin' && getEnv().adminTwoFactor && !u.twoFactorEnabled;
  const user: SessionUser = {
    id: u.id,
    email: u.email,
    name: u.name,
    role: awaitsSecondStep ? 'user' : role,
    adminAwaitsSecondStep: awaitsSecondStep,
    emailVerified: u.emailVerified,
    createdAt: new Date(u.createdAt),
    image: u.image,
    twoFactorEnabled: Boolean(u.twoFactorEnabled),
  };
  rememberSession(key, user, result.session);
  return user;
}

/** Back to the page itself after signing in, never to React Router's data URL of it. */
function signInUrl(request: Request) {
  const url = pageUrlOf(request);
  return `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Pages redirect a visitor to /auth; actions answer 401. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  if (request.method !== 'GET') throw data({ error: 'Sign in required' }, { status: 401 });
  throw redirect(signInUrl(request));
}

export async function requireAnonymous(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect('/');
}

export function isAdmin(user: SessionUser | null): boolean {
  return user?.role === 'admin';
}

/** Where an admin sets up two-step sign-in: the account page's section for it. */
export const TWO_FACTOR_SETUP_URL = '/account?setup=two-factor#two-step';

/** The account must keep two-step sign-in on: an admin (or one who still owes the second step) of a shop that requires it. */
export function mustKeepTwoStep(user: SessionUser): boolean {
  return getEnv().adminTwoFactor && (isAdmin(user) || user.adminAwaitsSecondStep);
}

/**
 * The only way an admin route gets its user. Visitors: sign-in (pages) or 401 (actions);
 * shoppers: 403, before anything is read or changed. When the shop requires a second factor
 * (ADMIN_TWO_FACTOR), an admin without one is a shopper (userOfCookie) who is sent to set it up
 * (pages) or refused (actions). A password alone never makes a session for an account that has
 * one: better-auth holds the session back until the code is given.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.adminAwaitsSecondStep) {
    if (request.method !== 'GET') throw data({ accessDenied: true, error: 'Set up two-step sign-in first' }, { status: 403 });
    throw redirect(TWO_FACTOR_SETUP_URL);
  }
  if (!isAdmin(user)) {
    throw data({ accessDenied: true, error: 'Admin privileges required' }, { status: 403 });
  }
  return user;
}
