// Shared by the two-step sign-in tests: enrol an account with an authenticator app, and the password step of a sign-in.
import { expect } from 'vitest';
import { totp } from '../totp.ts';
import { authCall, sessionCookie, signIn } from './auth-helpers.ts';

/** `name=value` of a cookie a response sets. */
export const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.includes(`${name}=`))
    ?.split(';')[0];

/** A 6-digit code that is not the current one. */
export const wrongCodeFor = (secret: string) => String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, '0');

/**
 * The code of the 30-second step `steps` away from now. A code counts once, so a test that needs several
 * uses the neighbouring steps an app's clock may be off by (the previous, this and the next one) in order.
 */
export const codeAt = (secret: string, steps: number) => totp(secret, Date.now() + steps * 30_000);

/** Returns at once when at least 5 s of the current 30-second step are left; else when the next step begins. */
export async function stepWithRoom() {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Enrols an account from a signed-in session: the secret from the QR code's address, confirmed with the previous step's code. */
export async function enrol(email: string, password: string) {
  const cookie = await signIn(email, password);
  const enabled = await authCall('/two-factor/enable', { body: { password }, cookie });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const uri = new URL(totpURI);
  expect(uri.protocol).toBe('otpauth:');
  expect(decodeURIComponent(uri.pathname)).toContain(email);
  expect(uri.searchParams.get('issuer')).toBe('Aangan Boutique');
  const secret = uri.searchParams.get('secret')!;
  // The previous step's code is accepted only while the server is still in the step after it: near a
  // step's end (a slow machine) wait for the next one to begin, or the code is two steps old on arrival.
  await stepWithRoom();
  const confirmed = await authCall('/two-factor/verify-totp', { body: { code: codeAt(secret, -1) }, cookie });
  expect(confirmed.status).toBe(200);
  return { secret, backupCodes, cookie: sessionCookie(confirmed) };
}

/** The password step of a sign-in for an account with a second factor: no session yet, a pending challenge. */
export async function passwordStep(email: string, password: string) {
  const response = await authCall('/sign-in/email', { body: { email, password } });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  expect(response.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !/Max-Age=0/.test(c))).toBe(false);
  return cookieOf(response, 'two_factor')!;
}
