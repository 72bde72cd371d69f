import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { totp } from '../totp.ts';
import { authCall, makeUser, routeRequest, sessionCookie, settle, signIn } from './auth-helpers.ts';
import { codeAt, cookieOf, enrol, passwordStep, wrongCodeFor } from './two-factor-helpers.ts';

// This shop requires the second factor of its admins, as a real shop does by default.
process.env.ADMIN_TWO_FACTOR = '1';
setupTestDatabase();

const adminRoute = async (cookie: string | undefined, method: 'GET' | 'POST' = 'GET') => {
  const { requireAdmin } = await import('../../app/server/auth/permissions.server.ts');
  const request = await routeRequest('/admin/enquiries', { cookie, form: method === 'POST' ? { intent: 'x' } : undefined });
  return settle(() => requireAdmin(request));
};

const twoFactorEnabled = async (email: string) => {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const { eq } = await import('drizzle-orm');
  const [row] = await db().select({ on: schema.user.twoFactorEnabled }).from(schema.user).where(eq(schema.user.email, email));
  return row.on;
};

describe('a second factor for admins', () => {
  it('sends an admin without one to set it up before any admin screen, and refuses admin actions', async () => {
    await makeUser('plain-admin@example.in', 'admin-pass-2026', 'admin');
    const cookie = await signIn('plain-admin@example.in', 'admin-pass-2026');
    const page = await adminRoute(cookie);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/account?setup=two-factor#two-step');
    expect(await adminRoute(cookie, 'POST')).toMatchObject({ status: 403 });
  });

  it('enrols from a signed-in session, then asks for the code at sign-in; a wrong code is refused, the right one signs in', async () => {
    await makeUser('owner@example.in', 'owner-pass-2026', 'admin');
    const { secret, backupCodes } = await enrol('owner@example.in', 'owner-pass-2026');
    expect(backupCodes).toHaveLength(10);

    const challenge = await passwordStep('owner@example.in', 'owner-pass-2026');
    // The password alone opens no admin screen: the pending challenge is not a session.
    expect((await adminRoute(challenge)).status).toBe(302);
    expect((await adminRoute(challenge)).headers.get('location')).toMatch(/^\/auth\?redirectTo=/);

    const wrong = wrongCodeFor(secret);
    const refused = await authCall('/two-factor/verify-totp', { body: { code: wrong }, cookie: challenge });
    expect(refused.status).toBe(401);
    expect(cookieOf(refused, 'session_token')).toBeUndefined();

    const passed = await authCall('/two-factor/verify-totp', { body: { code: totp(secret), trustDevice: true }, cookie: challenge });
    expect(passed.status).toBe(200);
    const session = sessionCookie(passed);
    const admin = await adminRoute(session);
    expect(admin.status).toBe(200);

    // A trusted device skips the code for 30 days.
    const trust = passed.headers.getSetCookie().find((c) => c.includes('trust_device='))!;
    expect(Number(/Max-Age=(\d+)/.exec(trust)?.[1])).toBe(30 * 24 * 60 * 60);
    const again = await authCall('/sign-in/email', {
      body: { email: 'owner@example.in', password: 'owner-pass-2026' },
      cookie: trust.split(';')[0],
    });
    expect(again.status).toBe(200);
    expect(cookieOf(again, 'session_token')).toBeTruthy();
  });

  it('takes a recovery code once', async () => {
    await makeUser('keeper@example.in', 'keeper-pass-2026', 'admin');
    const { backupCodes } = await enrol('keeper@example.in', 'keeper-pass-2026');
    const first = await authCall('/two-factor/verify-backup-code', {
      body: { code: backupCodes[0] },
      cookie: await passwordStep('keeper@example.in', 'keeper-pass-2026'),
    });
    expect(first.status).toBe(200);
    expect(sessionCookie(first)).toBeTruthy();
    const second = await authCall('/two-factor/verify-backup-code', {
      body: { code: backupCodes[0] },
      cookie: await passwordStep('keeper@example.in', 'keeper-pass-2026'),
    });
    expect(second.status).toBe(401);
    expect(cookieOf(second, 'session_token')).toBeUndefined();
  });

  it('limits wrong codes like wrong passwords', async () => {
    await makeUser('guessed@example.in', 'guessed-pass-2026', 'admin');
    await enrol('guessed@example.in', 'guessed-pass-2026');
    const challenge = await passwordStep('guessed@example.in', 'guessed-pass-2026');
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await authCall('/two-factor/verify-totp', {
        body: { code: String(100000 + i) },
        cookie: challenge,
        ip: '203.0.113.9',
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429 || s === 400)).toBe(true);
  });

  describe('a code counts once (RFC 6238 §5.2)', () => {
    const verify = (code: string, cookie: string) => authCall('/two-factor/verify-totp', { body: { code }, cookie });
    const wrongCodeAnswer = async (secret: string) => {
      const answer = await verify(wrongCodeFor(secret), await passwordStep('once@example.in', 'once-pass-2026'));
      return { status: answer.status, body: await answer.json() };
    };

    it('refuses a code a second time, and any older one, as it refuses a wrong code', async () => {
      await makeUser('once@example.in', 'once-pass-2026', 'admin');
      const { secret } = await enrol('once@example.in', 'once-pass-2026');
      // The code that turned two-step sign-in on does not sign in.
      const setupCode = await verify(codeAt(secret, -1), await passwordStep('once@example.in', 'once-pass-2026'));
      expect(setupCode.status).toBe(401);
      expect(cookieOf(setupCode, 'session_token')).toBeUndefined();

      const code = totp(secret);
      const first = await verify(code, await passwordStep('once@example.in', 'once-pass-2026'));
      expect(first.status).toBe(200);
      expect(sessionCookie(first)).toBeTruthy();
      const wrong = await wrongCodeAnswer(secret);
      for (const used of [code, codeAt(secret, -1)]) {
        const again = await verify(used, await passwordStep('once@example.in', 'once-pass-2026'));
        expect({ status: again.status, body: await again.json() }).toEqual(wrong);
        expect(cookieOf(again, 'session_token')).toBeUndefined();
      }
      // The next step's code still works.
      expect((await verify(codeAt(secret, 1), await passwordStep('once@example.in', 'once-pass-2026'))).status).toBe(200);
    });

    it('lets one of two sign-ins that send the same code at the same moment through', async () => {
      await makeUser('race@example.in', 'race-pass-2026', 'admin');
      const { secret } = await enrol('race@example.in', 'race-pass-2026');
      const challenges = [await passwordStep('race@example.in', 'race-pass-2026'), await passwordStep('race@example.in', 'race-pass-2026')];
      const code = totp(secret);
      const answers = await Promise.all(challenges.map((challenge) => verify(code, challenge)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    });
  });

  it('turns two-step sign-in off through the API only with the password and a code from the app or a recovery code, each counted once', async () => {
    await makeUser('api-off@example.in', 'api-off-pass-2026', 'user');
    const { secret, backupCodes, cookie } = await enrol('api-off@example.in', 'api-off-pass-2026');
    const disable = async (body: Record<string, string>, session = cookie) => {
      const answer = await authCall('/two-factor/disable', { body, cookie: session });
      return { status: answer.status, code: ((await answer.json()) as { code?: string }).code, answer };
    };
    const password = 'api-off-pass-2026';
    expect(await disable({ password })).toMatchObject({ status: 400, code: 'CODE_REQUIRED' });
    expect(await disable({ password, code: wrongCodeFor(secret) })).toMatchObject({ status: 401, code: 'INVALID_CODE' });
    // The code that turned it on is spent.
    expect(await disable({ password, code: codeAt(secret, -1) })).toMatchObject({ status: 401, code: 'INVALID_CODE' });
    expect(await disable({ password: 'not-the-password', code: totp(secret) })).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
    expect(await disable({ password, code: 'ABCDE-FGHIJ' })).toMatchObject({ status: 401, code: 'INVALID_BACKUP_CODE' });
    expect(await twoFactorEnabled('api-off@example.in')).toBe(true);

    expect(await disable({ password, code: backupCodes[0] })).toMatchObject({ status: 200 });
    expect(await twoFactorEnabled('api-off@example.in')).toBe(false);

    // On again, and off with the app's code.
    const again = await enrol('api-off@example.in', password);
    expect(await disable({ password, code: totp(again.secret) }, again.cookie)).toMatchObject({ status: 200 });
    expect(await twoFactorEnabled('api-off@example.in')).toBe(false);
  });

  it('forgets every trusted browser but this one when other devices are signed out', async () => {
    await makeUser('trusting@example.in', 'trusting-pass-2026', 'user');
    const { secret, backupCodes } = await enrol('trusting@example.in', 'trusting-pass-2026');
    const trustedSignIn = async (path: string, code: string) => {
      const passed = await authCall(path, {
        body: { code, trustDevice: true },
        cookie: await passwordStep('trusting@example.in', 'trusting-pass-2026'),
      });
      expect(passed.status).toBe(200);
      return { session: sessionCookie(passed), trust: cookieOf(passed, 'trust_device')! };
    };
    const phone = await trustedSignIn('/two-factor/verify-totp', totp(secret));
    const laptop = await trustedSignIn('/two-factor/verify-backup-code', backupCodes[0]);
    const signInWith = (trust: string) =>
      authCall('/sign-in/email', { body: { email: 'trusting@example.in', password: 'trusting-pass-2026' }, cookie: trust });

    expect((await authCall('/revoke-other-sessions', { body: {}, cookie: `${laptop.session}; ${laptop.trust}` })).status).toBe(200);
    const opensSession = (response: Response) => response.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c));
    const fromPhone = await signInWith(phone.trust);
    expect(await fromPhone.json()).toMatchObject({ twoFactorRedirect: true });
    expect(opensSession(fromPhone)).toBe(false);
    expect(opensSession(await signInWith(laptop.trust))).toBe(true);
  });

  describe('from the account page', () => {
    /** Posts one of the account page's forms as the signed-in browser would. */
    const accountPost = async (cookie: string, form: Record<string, string>) => {
      const { action } = await import('../../app/routes/account.tsx');
      return settle(async () => action({ request: await routeRequest('/account', { cookie, form }), params: {}, context: {} } as never));
    };

    it('turns two-step sign-in off for a shopper with the current password and a code; a wrong one of either leaves it on', async () => {
      await makeUser('shopper-2fa@example.in', 'shopper-pass-2026', 'user');
      const { secret, cookie } = await enrol('shopper-2fa@example.in', 'shopper-pass-2026');
      const wrong = wrongCodeFor(secret);

      const badCode = await accountPost(cookie, { intent: 'two-step-off', password: 'shopper-pass-2026', code: wrong });
      expect(badCode.status).toBe(401);
      expect(badCode.data).toMatchObject({
        ok: false,
        title: 'Two-step sign-in is still on',
        message: expect.stringMatching(/code is not right/),
      });
      const badPassword = await accountPost(cookie, { intent: 'two-step-off', password: 'not-the-password', code: totp(secret) });
      expect(badPassword.data).toMatchObject({ ok: false, message: 'Your current password is not correct.' });
      const noCode = await accountPost(cookie, { intent: 'two-step-off', password: 'shopper-pass-2026', code: '' });
      expect(noCode).toMatchObject({ status: 400, data: { ok: false, message: 'Please enter the 6-digit code or a recovery code.' } });
      expect(await twoFactorEnabled('shopper-2fa@example.in')).toBe(true);

      // The password is checked first: the code tried with the wrong one is not spent.
      const off = await accountPost(cookie, { intent: 'two-step-off', password: 'shopper-pass-2026', code: totp(secret) });
      expect(off.data).toMatchObject({ ok: true, title: 'Two-step sign-in is off' });
      expect(await twoFactorEnabled('shopper-2fa@example.in')).toBe(false);
      // The password alone signs in again.
      const again = await authCall('/sign-in/email', { body: { email: 'shopper-2fa@example.in', password: 'shopper-pass-2026' } });
      expect(cookieOf(again, 'session_token')).toBeTruthy();
    });

    it('refuses to turn it off for an admin while the shop requires it, from the page and from the API', async () => {
      await makeUser('admin-keeps@example.in', 'admin-keeps-2026', 'admin');
      const { secret, cookie } = await enrol('admin-keeps@example.in', 'admin-keeps-2026');
      const refused = await accountPost(cookie, { intent: 'two-step-off', password: 'admin-keeps-2026', code: totp(secret) });
      expect(refused.status).toBe(403);
      expect(refused.data).toMatchObject({
        ok: false,
        title: 'Two-step sign-in is still on',
        message:
          'The shop asks every admin to sign in with a code as well as the password, so two-step sign-in cannot be turned off for an admin account.',
      });
      const direct = await authCall('/two-factor/disable', { body: { password: 'admin-keeps-2026' }, cookie });
      expect(direct.status).toBe(403);
      expect(await twoFactorEnabled('admin-keeps@example.in')).toBe(true);
      expect((await adminRoute(cookie)).status).toBe(200);
    });

    it('makes ten new recovery codes with the current password; the old ones stop working, the new ones work once', async () => {
      await makeUser('new-codes@example.in', 'new-codes-2026', 'admin');
      const { backupCodes: old, cookie } = await enrol('new-codes@example.in', 'new-codes-2026');
      const wrong = await accountPost(cookie, { intent: 'two-step-codes', password: 'not-the-password' });
      expect(wrong.data).toMatchObject({
        ok: false,
        title: 'No new recovery codes were made',
        message: 'Your current password is not correct.',
      });

      const made = await accountPost(cookie, { intent: 'two-step-codes', password: 'new-codes-2026' });
      expect(made.data).toMatchObject({ ok: true, title: 'New recovery codes' });
      const fresh = (made.data as { backupCodes: string[] }).backupCodes;
      expect(fresh).toHaveLength(10);
      expect(fresh.some((code) => old.includes(code))).toBe(false);

      const withOld = await authCall('/two-factor/verify-backup-code', {
        body: { code: old[1] },
        cookie: await passwordStep('new-codes@example.in', 'new-codes-2026'),
      });
      expect(withOld.status).toBe(401);
      const withNew = await authCall('/two-factor/verify-backup-code', {
        body: { code: fresh[0] },
        cookie: await passwordStep('new-codes@example.in', 'new-codes-2026'),
      });
      expect(withNew.status).toBe(200);
      expect(sessionCookie(withNew)).toBeTruthy();
    });
  });
});
