import QRCode from 'qrcode';
import { data, redirect } from 'react-router';
import { safeRedirect } from '../../lib/schemas/auth.ts';
import { authErrorMessage, callAuth, cookieHeaders } from '../auth/auth-api.server.ts';
import { getEnv } from '../platform/env.server.ts';

// Two-step sign-in: setting it up from the account page, and the code asked after the password.

export const TWO_STEP_MESSAGES = {
  codeTitle: 'Enter the code from your authenticator app',
  codeBody: 'Open the app you set up for Aangan Boutique and type the 6-digit code, or one of your recovery codes.',
  wrongCode: 'That code is not right. Check the time on your phone, or use a recovery code.',
  needCode: 'Please enter the 6-digit code or a recovery code.',
  scanTitle: 'Scan the code with your authenticator app',
  onTitle: 'Two-step sign-in is on',
  onBody: 'From now on, signing in asks for a code from your authenticator app.',
  wrongPassword: 'Your current password is not correct.',
  offTitle: 'Two-step sign-in is off',
  offBody: 'Signing in asks for your password only. You can set up two-step sign-in again at any time.',
  notOffTitle: 'Two-step sign-in is still on',
  adminStaysOn:
    'The shop asks every admin to sign in with a code as well as the password, so two-step sign-in cannot be turned off for an admin account.',
  codesTitle: 'New recovery codes',
  codesBody: 'Your old recovery codes no longer work. Keep these somewhere safe: each one signs you in once.',
  noCodesTitle: 'No new recovery codes were made',
} as const;

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY = /^[A-Za-z0-9-]{6,32}$/;

export type TwoStepSignInData = { intent: 'two-step'; ok: boolean; title: string; message: string; values: { email?: string } };

/** After a right password for an account with a second factor: ask for the code (better-auth holds the session back). */
export function askForCode(headers: Headers, email: string) {
  return data<TwoStepSignInData>(
    { intent: 'two-step', ok: true, title: TWO_STEP_MESSAGES.codeTitle, message: TWO_STEP_MESSAGES.codeBody, values: { email } },
    { headers },
  );
}

/** The second step of signing in: a 6-digit code or a recovery code, and whether to trust this device for 30 days. */
export async function signInSecondStep(request: Request, form: FormData) {
  const code = String(form.get('code') ?? '').replace(/\s+/g, '');
  const again = (message: string, status: number) =>
    data<TwoStepSignInData>({ intent: 'two-step', ok: false, title: TWO_STEP_MESSAGES.codeTitle, message, values: {} }, { status });
  if (!SIX_DIGITS.test(code) && !RECOVERY.test(code)) return again(TWO_STEP_MESSAGES.needCode, 400);
  const trustDevice = form.get('trustDevice') === 'on';
  const path = SIX_DIGITS.test(code) ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code';
  const result = await callAuth(request, path, { code, trustDevice });
  if (!result.ok) return again(result.status === 401 ? TWO_STEP_MESSAGES.wrongCode : authErrorMessage(result.code), result.status);
  return redirect(safeRedirect(form.get('redirectTo'), getEnv().publicUrl), { headers: cookieHeaders(result) });
}

export type TwoStepSetupData =
  | { intent: 'two-step-start'; ok: true; qrSvg: string; secret: string; backupCodes: string[] }
  | { intent: 'two-step-codes'; ok: true; title: string; message: string; backupCodes: string[] }
  | { intent: TwoStepIntent; ok: false; title: string; message: string }
  | { intent: 'two-step-confirm' | 'two-step-off'; ok: true; title: string; message: string };

export type TwoStepIntent = 'two-step-start' | 'two-step-confirm' | 'two-step-off' | 'two-step-codes';

const refused = (intent: TwoStepIntent, title: string, message: string, status: number) =>
  data<TwoStepSetupData>({ intent, ok: false, title, message }, { status });
const passwordRefusal = (code: string) => (code === 'INVALID_PASSWORD' ? TWO_STEP_MESSAGES.wrongPassword : authErrorMessage(code));

/** Starts the setup: the password again, then the QR code, the same secret as text, and the recovery codes. */
export async function startTwoStep(request: Request, form: FormData) {
  const password = String(form.get('password') ?? '');
  const result = await callAuth<{ totpURI: string; backupCodes: string[] }>(request, '/two-factor/enable', { password });
  if (!result.ok) {
    return refused('two-step-start', 'Two-step sign-in was not set up', passwordRefusal(result.code), result.status);
  }
  const { totpURI, backupCodes } = result.data;
  const qrSvg = await QRCode.toString(totpURI, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#3b1d1a', light: '#ffffff' },
  });
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return data<TwoStepSetupData>({ intent: 'two-step-start', ok: true, qrSvg, secret, backupCodes });
}

/** Finishes the setup with a code from the app: the account then signs in with two steps. */
export async function confirmTwoStep(request: Request, form: FormData) {
  const code = String(form.get('code') ?? '').replace(/\s+/g, '');
  const result = SIX_DIGITS.test(code) ? await callAuth(request, '/two-factor/verify-totp', { code }) : null;
  if (!result?.ok) {
    const message = result ? TWO_STEP_MESSAGES.wrongCode : TWO_STEP_MESSAGES.needCode;
    return refused('two-step-confirm', 'Two-step sign-in was not set up', message, result?.status ?? 400);
  }
  return data<TwoStepSetupData>(
    { intent: 'two-step-confirm', ok: true, title: TWO_STEP_MESSAGES.onTitle, message: TWO_STEP_MESSAGES.onBody },
    { headers: cookieHeaders(result) },
  );
}

/**
 * Turns two-step sign-in off: a code from the app (or a recovery code) and the current password.
 * An admin of a shop that requires the second factor is refused before either is checked.
 */
export async function turnOffTwoStep(request: Request, form: FormData, adminMustKeepIt: boolean) {
  const notOff = (message: string, status: number) => refused('two-step-off', TWO_STEP_MESSAGES.notOffTitle, message, status);
  if (adminMustKeepIt) return notOff(TWO_STEP_MESSAGES.adminStaysOn, 403);
  const code = String(form.get('code') ?? '').replace(/\s+/g, '');
  if (!SIX_DIGITS.test(code) && !RECOVERY.test(code)) return notOff(TWO_STEP_MESSAGES.needCode, 400);
  // The auth hook checks the password, then the code (counted once), whoever calls.
  const result = await callAuth(request, '/two-factor/disable', { password: String(form.get('password') ?? ''), code });
  if (!result.ok) return notOff(result.status === 401 ? TWO_STEP_MESSAGES.wrongCode : passwordRefusal(result.code), result.status);
  return data<TwoStepSetupData>(
    { intent: 'two-step-off', ok: true, title: TWO_STEP_MESSAGES.offTitle, message: TWO_STEP_MESSAGES.offBody },
    { headers: cookieHeaders(result) },
  );
}

/** Makes ten new recovery codes with the current password; the old ones stop working at once. */
export async function newRecoveryCodes(request: Request, form: FormData) {
  const result = await callAuth<{ backupCodes: string[] }>(request, '/two-factor/generate-backup-codes', {
    password: String(form.get('password') ?? ''),
  });
  if (!result.ok) return refused('two-step-codes', TWO_STEP_MESSAGES.noCodesTitle, passwordRefusal(result.code), result.status);
  return data<TwoStepSetupData>(
    {
      intent: 'two-step-codes',
      ok: true,
      title: TWO_STEP_MESSAGES.codesTitle,
      message: TWO_STEP_MESSAGES.codesBody,
      backupCodes: result.data.backupCodes,
    },
    { headers: cookieHeaders(result) },
  );
}
