import { APIError, isAPIError } from 'better-auth/api';
import type { HookContext } from './totp-once.server.ts';

/**
 * Turning two-step sign-in on signs every other device out: they signed in with the password alone, and would
 * otherwise count as having passed the second step (an admin's would hold admin power without it).
 */
export async function endPasswordOnlySessions(ctx: HookContext) {
  const before = ctx.context.session?.user as { twoFactorEnabled?: boolean | null } | undefined;
  const after = ctx.context.newSession;
  if (!before || before.twoFactorEnabled || !after || isAPIError(ctx.context.returned)) return;
  const sessions = await ctx.context.internalAdapter.listSessions(after.user.id);
  await ctx.context.internalAdapter.deleteSessions(sessions.map((s) => s.token).filter((token) => token !== after.session.token));
}

/**
 * Turning two-step sign-in off takes a current code from the app (counted once) or a recovery code, as well as
 * the password, however the request comes: a password or an unattended session alone does not remove the
 * second step. The password is checked first, so a mistyped password does not spend the code.
 */
export async function requireCodeToTurnOff(
  ctx: HookContext,
  userId: string,
  checkCode: (code: string, headers: Headers) => Promise<unknown>,
) {
  await ctx.context.password.checkPassword(userId, ctx);
  const code = typeof ctx.body?.code === 'string' ? ctx.body.code.replace(/\s+/g, '') : '';
  if (!code)
    throw new APIError('BAD_REQUEST', {
      code: 'CODE_REQUIRED',
      message: 'A code from the authenticator app or a recovery code is required',
    });
  await checkCode(code, ctx.headers ?? new Headers());
}
