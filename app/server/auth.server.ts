import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { verifyPassword as verifyScrypt } from 'better-auth/crypto';
import { admin } from 'better-auth/plugins';
import { db, schema } from './db.server.ts';
import { getEnv } from './env.server.ts';
import { authSecret } from './secret.server.ts';
import { sendPasswordResetMail, sendVerificationMail } from './auth-mail.server.ts';

/** Header the Express host sets from the socket (or a configured proxy); a client cannot forge it. */
export const CLIENT_IP_HEADER = 'x-shop-client-ip';

export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_REFRESH_SECONDS = 60 * 60 * 24;
/** However active, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 1000 * 60 * 60 * 24 * 30;

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

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
      password: {
        hash: (password) => argon2Hash(password, argon2Options),
        // Hashes made before argon2 (better-auth's scrypt "salt:key") still verify.
        verify: ({ hash, password }) =>
          hash.startsWith('$argon2') ? argon2Verify(hash, password) : verifyScrypt({ hash, password }),
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => sendVerificationMail(user, url),
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
      },
    },
    advanced: {
      useSecureCookies: secure,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
  });
}

let instance: ReturnType<typeof createAuth> | undefined;

export function getAuth() {
  instance ??= createAuth();
  return instance;
}

export { argon2Options };
