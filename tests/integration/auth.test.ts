import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { authCall, freshIp, linkIn, makeUser, outbox, routeRequest, sessionCookie, settle, signIn } from './auth-helpers.ts';

setupTestDatabase();

const db = async () => (await import('../../app/server/platform/db.server.ts')).db();
const schema = async () => (await import('../../app/server/platform/db.server.ts')).schema;
async function userRow(email: string) {
  const s = await schema();
  const [row] = await (await db()).select().from(s.user).where(eq(s.user.email, email));
  return row;
}
async function sessionsOf(userId: string) {
  const s = await schema();
  return (await db()).select().from(s.session).where(eq(s.session.userId, userId));
}

describe('sign-up', () => {
  it('creates a plain, unverified shopper whatever extra fields are sent, and mails a working verification link', async () => {
    const response = await authCall('/sign-up/email', {
      body: {
        name: 'Meera Iyer',
        email: 'Meera@Example.in',
        password: 'meera-pass-2026',
        role: 'admin',
        emailVerified: true,
        banned: true,
        image: 'javascript:alert(1)',
      },
    });
    expect(response.status).toBe(200);
    const user = await userRow('meera@example.in');
    expect(user).toMatchObject({ role: 'user', emailVerified: false, banned: false, name: 'Meera Iyer', image: null });
    const s = await schema();
    const [profile] = await (await db()).select().from(s.profiles).where(eq(s.profiles.id, user.id));
    expect(profile.fullName).toBe('Meera Iyer');

    // No session before the address is verified; signing in says so.
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    const early = await authCall('/sign-in/email', { body: { email: 'meera@example.in', password: 'meera-pass-2026' } });
    expect(early.status).toBe(403);

    const mail = outbox().find((m) => m.includes('To: meera@example.in') && m.includes('verify-email'))!;
    const link = linkIn(mail, /http:\/\/localhost:3999\/api\/auth\/verify-email\?\S+/);
    const verify = await authCall(link.replace('http://localhost:3999/api/auth', ''));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/auth/signin?verified=1');
    expect((await userRow('meera@example.in')).emailVerified).toBe(true);
    expect((await authCall('/sign-in/email', { body: { email: 'meera@example.in', password: 'meera-pass-2026' } })).status).toBe(200);
  });

  it('answers the same for an address that already has an account, and tells its owner by mail', async () => {
    await makeUser('taken@example.in');
    const response = await authCall('/sign-up/email', { body: { name: 'Someone', email: 'taken@example.in', password: 'another-pass-1' } });
    expect(response.status).toBe(200);
    expect(outbox().some((m) => m.includes('To: taken@example.in') && m.includes('already have'))).toBe(true);
  });

  it('the sign-up page and the API answer a taken address exactly as a new one', async () => {
    await makeUser('owned@example.in');
    const { signUp: signUpAction } = await import('../../app/server/actions/auth-forms.server.ts');
    const pageAnswer = async (email: string) => {
      const form = new FormData();
      form.set('name', 'Someone');
      form.set('email', email);
      form.set('password', 'another-pass-1');
      const result = await settle(async () => signUpAction(await routeRequest('/auth/signup'), form));
      return { status: result.status, data: { ...result.data, values: null }, cookies: result.headers.getSetCookie() };
    };
    expect(await pageAnswer('owned@example.in')).toEqual(await pageAnswer('fresh-one@example.in'));
    const apiAnswer = async (email: string) => {
      const response = await authCall('/sign-up/email', { body: { name: 'Someone', email, password: 'another-pass-1' } });
      const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
      // Every field with its value, in its order; only what differs between any two sign-ups is masked.
      const { id, email: _email, createdAt, updatedAt, ...fields } = body.user;
      return {
        status: response.status,
        token: body.token,
        order: Object.keys(body.user),
        fields,
        shapes: [id, createdAt, updatedAt].map((v) => (typeof v === 'string' ? v.replace(/[0-9a-z]/gi, 'x') : v)),
        cookies: response.headers.getSetCookie(),
      };
    };
    expect(await apiAnswer('owned@example.in')).toEqual(await apiAnswer('fresh-two@example.in'));
    expect(outbox().filter((m) => m.includes('To: owned@example.in') && m.includes('already have'))).toHaveLength(2);
  });

  it('refuses a name with control characters before it reaches the database', async () => {
    const response = await authCall('/sign-up/email', {
      body: { name: 'Bad\u0000Name', email: 'nul@example.in', password: 'nul-pass-123' },
    });
    expect(response.status).toBe(400);
    expect(await userRow('nul@example.in')).toBeUndefined();
  });
});

describe('sign-in', () => {
  it('says "Invalid e-mail or password" for a wrong password and for an unknown address alike', async () => {
    await makeUser('asha@example.in', 'asha-password-1');
    const { signIn: signInAction } = await import('../../app/server/actions/auth-forms.server.ts');
    const attempt = async (email: string) => {
      const form = new FormData();
      form.set('email', email);
      form.set('password', 'not-the-password');
      return settle(async () => signInAction(await routeRequest('/auth'), form));
    };
    const wrongPassword = await attempt('asha@example.in');
    const unknown = await attempt('nobody@example.in');
    expect(wrongPassword.data).toMatchObject({ title: 'Login Failed', message: 'Invalid e-mail or password' });
    expect({ ...unknown.data, values: null }).toEqual({ ...wrongPassword.data, values: null });
    expect(unknown.status).toBe(wrongPassword.status);
  });

  it('sets an http-only, SameSite=Lax session cookie and sends a signed-in shopper to the page asked for', async () => {
    await makeUser('cookie@example.in', 'cookie-pass-1');
    const { signIn: signInAction } = await import('../../app/server/actions/auth-forms.server.ts');
    const form = new FormData();
    form.set('email', 'cookie@example.in');
    form.set('password', 'cookie-pass-1');
    form.set('redirectTo', '/wishlist');
    const result = await settle(async () => signInAction(await routeRequest('/auth'), form));
    expect(result.status).toBe(302);
    expect(result.headers.get('location')).toBe('/wishlist');
    const cookie = result.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // An address on another site is never followed.
    form.set('redirectTo', '//evil.example/');
    expect((await settle(async () => signInAction(await routeRequest('/auth'), form))).headers.get('location')).toBe('/');
  });

  it('stores argon2id hashes at OWASP cost and still accepts an older scrypt hash', async () => {
    const { id } = await makeUser('hash@example.in', 'hash-pass-123');
    const s = await schema();
    const [account] = await (await db()).select().from(s.account).where(eq(s.account.userId, id));
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const { hashPassword } = await import('better-auth/crypto');
    await (
      await db()
    )
      .update(s.account)
      .set({ password: await hashPassword('legacy-pass-1') })
      .where(eq(s.account.id, account.id));
    expect((await authCall('/sign-in/email', { body: { email: 'hash@example.in', password: 'legacy-pass-1' } })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('ends a session past its absolute age however recently it was used', async () => {
    const { id } = await makeUser('old@example.in');
    const cookie = await signIn('old@example.in');
    const ok = await authCall('/get-session', { cookie });
    expect((await ok.json())?.user?.email).toBe('old@example.in');

    const s = await schema();
    await (
      await db()
    )
      .update(s.session)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000), updatedAt: new Date() })
      .where(eq(s.session.userId, id));
    expect(await (await authCall('/get-session', { cookie })).json()).toBeNull();
    expect(await sessionsOf(id)).toHaveLength(0);

    // The pages' own check agrees.
    const cookie2 = await signIn('old@example.in');
    await (
      await db()
    )
      .update(s.session)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(s.session.userId, id));
    const { getUser } = await import('../../app/server/auth/permissions.server.ts');
    expect(await getUser(await routeRequest('/account', { cookie: cookie2 }))).toBeNull();
  });

  it('signs out every other device when the password is changed, even if the request asks otherwise', async () => {
    const { id } = await makeUser('change@example.in', 'change-pass-1');
    const phone = await signIn('change@example.in', 'change-pass-1');
    const laptop = await signIn('change@example.in', 'change-pass-1');
    expect(await sessionsOf(id)).toHaveLength(2);
    const response = await authCall('/change-password', {
      cookie: laptop,
      body: { currentPassword: 'change-pass-1', newPassword: 'changed-pass-2', revokeOtherSessions: false },
    });
    expect(response.status).toBe(200);
    const remaining = await sessionsOf(id);
    expect(remaining).toHaveLength(1);
    expect(await (await authCall('/get-session', { cookie: phone })).json()).toBeNull();
    expect(await (await authCall('/get-session', { cookie: sessionCookie(response) })).json()).toMatchObject({
      user: { email: 'change@example.in' },
    });
  });

  it('the account page password form keeps this device signed in and reports a wrong current password', async () => {
    await makeUser('form-change@example.in', 'form-pass-1');
    const cookie = await signIn('form-change@example.in', 'form-pass-1');
    const { action } = await import('../../app/routes/account.tsx');
    const call = async (currentPassword: string) =>
      settle(async () =>
        action({
          request: await routeRequest('/account', { cookie, form: { intent: 'password', currentPassword, newPassword: 'form-pass-2' } }),
          params: {},
          context: {},
        } as never),
      );
    const wrong = await call('not-it-at-all');
    expect(wrong.data).toMatchObject({
      ok: false,
      title: 'Password Reset Failed',
      fieldErrors: { currentPassword: 'Your current password is not correct.' },
    });
    const right = await call('form-pass-1');
    expect(right.data).toMatchObject({ ok: true, title: 'Password Changed!', message: 'You can now sign in with your new password.' });
    expect(right.headers.get('set-cookie')).toMatch(/session_token=/);
  });

  it('a password reset signs out everywhere, verifies the address, and its link works once', async () => {
    const { id } = await makeUser('reset@example.in', 'reset-pass-1');
    const s = await schema();
    await (await db()).update(s.user).set({ emailVerified: false }).where(eq(s.user.id, id));
    await makeUser('reset-other@example.in');
    // Two devices were signed in before (sessions made directly: sign-in needs a verified address).
    await (await db()).insert(s.session).values([
      { id: 'reset-s1', token: 'reset-t1', userId: id, expiresAt: new Date(Date.now() + 86_400_000) },
      { id: 'reset-s2', token: 'reset-t2', userId: id, expiresAt: new Date(Date.now() + 86_400_000) },
    ]);

    const { requestReset } = await import('../../app/server/actions/auth-forms.server.ts');
    const form = new FormData();
    form.set('email', 'reset@example.in');
    const sent = await settle(async () => requestReset(await routeRequest('/auth'), form));
    expect(sent.data).toMatchObject({ ok: true, title: 'Password Reset Sent!', message: 'Check your email for the reset link.' });
    // An unknown address gets the same answer.
    form.set('email', 'ghost@example.in');
    expect((await settle(async () => requestReset(await routeRequest('/auth'), form))).data).toMatchObject({
      ok: true,
      title: 'Password Reset Sent!',
    });

    const mail = outbox().find((m) => m.includes('To: reset@example.in') && m.includes('reset-password'))!;
    const link = linkIn(mail, /http:\/\/localhost:3999\/api\/auth\/reset-password\/\S+/);
    const landing = await authCall(link.replace('http://localhost:3999/api/auth', ''));
    const location = new URL(landing.headers.get('location')!, 'http://localhost:3999');
    expect(location.pathname).toBe('/auth/reset-password');
    const token = location.searchParams.get('token')!;

    const { action } = await import('../../app/routes/auth.reset-password.tsx');
    const reset = async () =>
      settle(async () =>
        action({
          request: await routeRequest('/auth/reset-password', { form: { token, newPassword: 'brand-new-pass-9' } }),
          params: {},
          context: {},
        } as never),
      );
    expect((await reset()).data).toEqual({ ok: true });
    expect(await sessionsOf(id)).toHaveLength(0);
    expect((await userRow('reset@example.in')).emailVerified).toBe(true);
    expect((await authCall('/sign-in/email', { body: { email: 'reset@example.in', password: 'brand-new-pass-9' } })).status).toBe(200);

    const again = await reset();
    expect(again.data).toMatchObject({
      ok: false,
      expired: true,
      message: 'This reset link has expired or was already used. Please ask for a new one.',
    });
    const reopened = await authCall(link.replace('http://localhost:3999/api/auth', ''));
    expect(reopened.headers.get('location')).toContain('error=INVALID_TOKEN');
  });
});

describe('the admin command and upsertUser', () => {
  it('creates an admin, and promotes an existing shopper keeping their id and taking the new password', async () => {
    const { upsertUser } = await import('../../app/server/data/users.server.ts');
    const created = await upsertUser({ email: 'Boss@Example.in', password: 'boss-password-1', name: 'Boss', role: 'admin' });
    expect(created.created).toBe(true);
    expect(await userRow('boss@example.in')).toMatchObject({ role: 'admin', emailVerified: true });

    const shopper = await makeUser('promote@example.in', 'old-password-1');
    const promoted = await upsertUser({ email: 'promote@example.in', password: 'new-password-2', name: 'ignored', role: 'admin' });
    expect(promoted).toMatchObject({ id: shopper.id, created: false });
    expect((await userRow('promote@example.in')).role).toBe('admin');
    expect((await authCall('/sign-in/email', { body: { email: 'promote@example.in', password: 'old-password-1' } })).status).toBe(401);
    const cookie = await signIn('promote@example.in', 'new-password-2');
    const { requireAdmin } = await import('../../app/server/auth/permissions.server.ts');
    expect((await requireAdmin(await routeRequest('/admin', { cookie }))).email).toBe('promote@example.in');
  });
});

describe('per-address limits', () => {
  it('counts password-reset requests per client address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await authCall('/request-password-reset', { ip, body: { email: `x${i}@example.in`, redirectTo: '/auth/reset-password' } })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
