import crypto from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { makeSignature } from 'better-auth/crypto';
import { forgetTrustedBrowsers, noteTrustedBrowser } from '../data/trusted-browsers.server.ts';
import { authSecret } from '../platform/secret.server.ts';
import type { HookContext } from './totp-once.server.ts';

// The twoFactor plugin's trust_device cookie: signed `<hmac>!<identifier>`, the identifier naming its row in `verification`.
const TRUST_COOKIE = 'trust_device';
const identifierIn = (signedValue: string | null | false) => (signedValue ? (signedValue.split('!')[1] ?? null) : null);

/** The identifier of the trust this request's browser holds (its cookie's signature checked), or null. */
export async function trustOfRequest(cookieHeader: string | null): Promise<string | null> {
  const raw = cookieHeader?.match(/(?:^|;\s*)(?:__Secure-)?better-auth\.trust_device=([^;]+)/)?.[1];
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signed = value.slice(0, dot);
  const expected = Buffer.from(await makeSignature(signed, authSecret()));
  const given = Buffer.from(value.slice(dot + 1));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? identifierIn(signed) : null;
}

const trustOfHook = async (ctx: HookContext) =>
  identifierIn(await ctx.getSignedCookie(ctx.context.createAuthCookie(TRUST_COOKIE).name, ctx.context.secret));

/** "Sign out other devices" (and signing out everywhere) forgets the trusted browsers too, all but this one. */
export async function forgetTrustOnRevoke(ctx: HookContext) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  await forgetTrustedBrowsers(session.user.id, ctx.path === '/revoke-other-sessions' ? await trustOfHook(ctx) : null);
}

/**
 * Notes the User-Agent of a browser the twoFactor plugin has just trusted, or trusted again under a new
 * identifier at a sign-in that used its trust, so the device list can name it. A plugin, so that its hook runs
 * after the twoFactor plugin's own (user hooks run before plugins').
 */
export const trustedBrowserNotes = (options: { maxAgeSeconds: number }) =>
  ({
    id: 'trusted-browser-notes',
    hooks: {
      after: [
        {
          matcher: (ctx) => ['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code'].includes(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const name = ctx.context.createAuthCookie(TRUST_COOKIE).name;
            const line = ctx.context.responseHeaders?.getSetCookie().find((c) => c.startsWith(`${name}=`) && !/Max-Age=0/i.test(c));
            const raw = line?.slice(name.length + 1).split(';')[0];
            const identifier = raw ? identifierIn(decodeURIComponent(raw).replace(/\.[^.]*$/, '')) : null;
            if (!identifier) return;
            await noteTrustedBrowser({
              identifier,
              userAgent: ctx.headers?.get('user-agent') ?? null,
              until: new Date(Date.now() + options.maxAgeSeconds * 1000),
              replaces: await trustOfHook(ctx),
            });
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
