import crypto from 'node:crypto';
import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { TWO_FACTOR_ERROR_CODES } from 'better-auth/plugins/two-factor';
import { claimTotpStep, storedTotpSecret } from '../data/totp-steps.server.ts';

export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth's TOTP: 6 digits, 30-second steps, a code of the step before or after also accepted (a phone's clock). */
const PERIOD_MS = 30_000;
const DIGITS = 6;
const WINDOW = 1;
/** The two-step challenge cookie better-auth sets after a right password (its `two_factor` cookie). */
const CHALLENGE_COOKIE = 'two_factor';

function codeOfStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac('sha1', Buffer.from(secret, 'utf8')).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The step a code belongs to among those better-auth accepts now (the latest when several match), or null. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / PERIOD_MS);
  let matched: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const expected = codeOfStep(secret, step);
    if (code.length === expected.length && crypto.timingSafeEqual(Buffer.from(code), Buffer.from(expected))) matched = step;
  }
  return matched;
}

/** Whose code this is: the signed-in account (setting up, turning off) or the one of the pending sign-in challenge. */
async function accountOfCode(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie(CHALLENGE_COOKIE).name, ctx.context.secret);
  if (!challenge) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(challenge))?.value ?? null;
}

/**
 * A code counts once (RFC 6238 §5.2): before better-auth checks a code, the step it belongs to is claimed
 * for the account in the database, and a step already used (or an older one) is refused as a wrong code.
 * Codes that match no step are left to better-auth, which counts them as wrong.
 */
export async function countCodeOnce(ctx: HookContext, code: unknown) {
  if (typeof code !== 'string') return;
  const userId = await accountOfCode(ctx);
  const stored = userId ? await storedTotpSecret(userId) : null;
  if (!userId || !stored) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: stored });
  const step = stepOfCode(secret, code);
  if (step !== null && !(await claimTotpStep(userId, step))) throw APIError.from('UNAUTHORIZED', TWO_FACTOR_ERROR_CODES.INVALID_CODE);
}
