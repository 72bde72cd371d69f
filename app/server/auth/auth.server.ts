import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import { publishChange } from '../platform/cache-bus.server.ts';
import { db, schema } from '../platform/db.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { logger } from '../platform/logger.server.ts';
import { authSecret } from '../platform/secret.server.ts';
import { hashPassword, verifyPassword } from './password-hash.server.ts';
import { countCodeOnce } from './totp-once.server.ts';
import { endPasswordOnlySessions, requireCodeToTurnOff } from './two-step-guards.server.ts';
import { forgetTrustOnRevoke, trustedBrowserNotes } from './trusted-browsers.server.ts';
import { sendExistingAccountMail, sendPasswordResetMail, sendVerificationMail } from '../mail/auth-mail.server.ts';
import {
  clearFailedSignIns,
  endSessionIfTooOld,
  markEmailVerified,
  recordFailedSignIn,
  signInThrottle,
} from '../data/auth-guards.server.ts';
import { createProfile } from '../data/profile.server.ts';
import { signUpSchema } from '../../lib/schemas/auth.ts';

/** Header the Express host sets from the socket (or a configured proxy); a client cannot forge it. */
export const CLIENT_IP_HEADER = 'x-shop-client-ip';

/** The address the host set for this request ('unknown' when called without one). */
const clientAddressOf = (headers: Headers | undefined) => headers?.get(CLIENT_IP_HEADER) ?? 'unknown';

/** The role of every account made by signing up. */
const SHOPPER_ROLE = 'user';

/** A device that passed the second step skips it for this long. */
export const TRUSTED_DEVICE_SECONDS = 60 * 60 * 24 * 30;

export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_REFRESH_SECONDS = 60 * 60 * 24;
/** However active, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 1000 * 60 * 60 * 24 * 30;

/** Where the verification link lands: the sign-in form, which then says the address is confirmed. */
export const VERIFIED_CALLBACK = '/auth/signin?verified=1';

// Runs before every better-auth endpoint, whether reached over HTTP or from a route action.
const guards = createAuthMiddleware(async (ctx) => {
  // The admin plugin's own endpoints (list users, set roles and passwords, impersonate…) are off: the shop's admin
  // screens never call them and decide admin power in permissions.server.ts. The plugin stays for its user fields.
  if (ctx.path.startsWith('/admin/')) throw new APIError('NOT_FOUND');
  // Absolute session age: an old session is deleted before better-auth can read or refresh it.
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (token) await endSessionIfTooOld(token, SESSION_ABSOLUTE_MS);

  if (ctx.path === '/sign-in/email' && typeof ctx.body?.email === 'string') {
    // On top of better-auth's per-address limit. A stranger guessing can never lock the owner out: only the
    // guessing address is refused, and guesses spread over many addresses make each attempt slower.
    const throttle = await signInThrottle(ctx.body.email, clientAddressOf(ctx.headers));
    if (throttle.refused) {
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'ACCOUNT_THROTTLED',
        message: 'Too many attempts. Please wait 15 minutes or reset your password.',
      });
    }
    if (throttle.delayMs) await new Promise((resolve) => setTimeout(resolve, throttle.delayMs));
  }
  if (ctx.path === '/sign-up/email') {
    // Only name, e-mail and password (plus the verification callback) reach better-auth.
    const parsed = signUpSchema.safeParse(ctx.body);
    if (!parsed.success)
      throw new APIError('BAD_REQUEST', { code: 'INVALID_SIGN_UP', message: parsed.error.issues[0]?.message ?? 'Invalid sign-up' });
    const callbackURL =
      typeof ctx.body.callbackURL === 'string' && /^\/(?!\/)/.test(ctx.body.callbackURL) ? ctx.body.callbackURL : VERIFIED_CALLBACK;
    // Hooks merge into the body rather than replace it, so the extra keys (role, emailVerified, banned…) are deleted here.
    const body = ctx.body as Record<string, unknown>;
    for (const key of Object.keys(body)) delete body[key];
    Object.assign(body, parsed.data, { callbackURL });
    return;
  }
  if (ctx.path === '/two-factor/verify-totp') await countCodeOnce(ctx, ctx.body?.code);
  if (ctx.path === '/two-factor/disable') {
    const session = await getSessionFromCtx(ctx);
    // Without a session better-auth answers 401 itself.
    if (!session) return;
    // A shop that requires the second factor of its admins keeps it on for them, however the request comes.
    if (getEnv().adminTwoFactor && (session.user as { role?: string }).role === 'admin')
      throw new APIError('FORBIDDEN', { code: 'ADMIN_TWO_FACTOR_REQUIRED', message: 'Two-step sign-in stays on for admin accounts.' });
    await requireCodeToTurnOff(ctx, session.user.id, checkSecondStep);
  }
  if (ctx.path === '/revoke-other-sessions' || ctx.path === '/revoke-sessions') await forgetTrustOnRevoke(ctx);
  if (ctx.path === '/change-password') {
    // A password change always signs out every other device, whatever the request asked for.
    return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
  }
});

/** better-auth endpoints that change no existing session or account; every other one may (sign-out, revocations, password, profile). */
const LEAVES_SESSIONS_AS_THEY_ARE = new Set([
  '/get-session',
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/forget-password',
  '/send-verification-email',
  '/ok',
  '/error',
]);

const afterAuth = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/two-factor/verify-totp') await endPasswordOnlySessions(ctx);
  // Remembered sign-ins (remembered-sessions.server.ts) are forgotten on every server.
  if (!LEAVES_SESSIONS_AS_THEY_ARE.has(ctx.path)) publishChange('accounts');
  if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if (returned.statusCode === 401) await recordFailedSignIn(ctx.body.email, clientAddressOf(ctx.headers));
  } else {
    await clearFailedSignIns(ctx.body.email, clientAddressOf(ctx.headers));
  }
});

function createAuth() {
  const env = getEnv();
  const secure = env.publicUrl.startsWith('https://');
  return betterAuth({
    appName: env.SHOP_NAME,
    baseURL: env.publicUrl,
    secret: authSecret(),
    trustedOrigins: [env.publicUrl],
    database: drizzleAdapter(db(), { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => sendPasswordResetMail(user, url),
      onPasswordReset: async ({ user }) => markEmailVerified(user.id),
      // Sign-up answers the same for a taken address (no enumeration); the owner hears about it by mail.
      onExistingUserSignUp: async ({ user }) => sendExistingAccountMail(user),
      // The answer for a taken address is made up; the admin plugin gives a real new account its role in a
      // hook that the made-up one never passes, so the role is set here or the answer would differ.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({ ...coreFields, role: SHOPPER_ROLE, ...additionalFields, id }),
      password: {
        hash: hashPassword,
        verify: verifyPassword,
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified shopper who signs in gets a fresh link rather than a dead end.
      sendOnSignIn: true,
      // The link confirms the address only; the shopper then signs in with the password (a leaked link opens no session).
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => sendVerificationMail(user, url),
    },
    databaseHooks: {
      user: { create: { after: async (user) => createProfile(user.id, user.name) } },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: env.AUTH_RATE_LIMIT },
        '/sign-up/email': { window: 60, max: env.AUTH_RATE_LIMIT },
        '/request-password-reset': { window: 300, max: 3 },
        '/forget-password': { window: 300, max: 3 },
        '/reset-password': { window: 300, max: 5 },
        '/send-verification-email': { window: 300, max: 3 },
        '/change-password': { window: 300, max: 5 },
        '/two-factor/verify-totp': { window: 60, max: env.AUTH_RATE_LIMIT },
        '/two-factor/verify-backup-code': { window: 60, max: env.AUTH_RATE_LIMIT },
      },
    },
    hooks: { before: guards, after: afterAuth },
    // Refusals thrown by the guards above are expected; only real failures are errors.
    onAPIError: {
      onError: (error) => {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 500) logger.error({ err: error, source: 'better-auth' }, 'auth request failed');
        else logger.debug({ status, source: 'better-auth' }, (error as Error).message);
      },
    },
    // Into the shop's JSON log, so LOG_LEVEL governs it; info lines would carry e-mail addresses.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        logger[level === 'debug' ? 'debug' : level]({ err, source: 'better-auth' }, message);
      },
    },
    advanced: {
      useSecureCookies: secure,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    plugins: [
      admin({ defaultRole: SHOPPER_ROLE, adminRoles: ['admin'] }),
      // An authenticator app's 6-digit code after the password, recovery codes that work once each, and
      // a device trusted for 30 days. Wrong codes count like wrong passwords (rateLimit below), and five
      // in a row lock the second step for 15 minutes.
      twoFactor({
        issuer: env.SHOP_NAME,
        trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
      // Names each trusted browser for the device list; listed after twoFactor so its hook runs after the plugin's.
      trustedBrowserNotes({ maxAgeSeconds: TRUSTED_DEVICE_SECONDS }),
    ],
  });
}

let instance: ReturnType<typeof createAuth> | undefined;

export function getAuth() {
  instance ??= createAuth();
  return instance;
}

/** Checks a code from the signed-in account's app (counted once) or one of its recovery codes (used up); throws as a wrong code when it is not right. */
async function checkSecondStep(code: string, headers: Headers) {
  const api = getAuth().api;
  if (/^\d{6}$/.test(code)) await api.verifyTOTP({ body: { code }, headers });
  else await api.verifyBackupCode({ body: { code, disableSession: true }, headers });
}
