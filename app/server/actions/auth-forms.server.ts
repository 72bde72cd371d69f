import { data, redirect } from 'react-router';
import { MESSAGES } from '../../lib/messages.ts';
import { fieldErrors } from '../../lib/schemas/common.ts';
import { forgotPasswordSchema, safeRedirect, signInSchema, signUpSchema } from '../../lib/schemas/auth.ts';
import { authErrorMessage, callAuth, cookieHeaders } from '../auth/auth-api.server.ts';
import { VERIFIED_CALLBACK } from '../auth/auth.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { askForCode } from './two-step-actions.server.ts';

export type AuthIntent = 'signin' | 'signup' | 'forgot';
export type AuthActionData = {
  intent: AuthIntent;
  ok: boolean;
  title: string;
  message: string;
  fieldErrors?: Record<string, string>;
  /** What was typed (never a password), so a page rendered without scripts keeps it. */
  values: { name?: string; email?: string };
};

const typed = (form: FormData) => ({
  name: String(form.get('name') ?? '').slice(0, 200),
  email: String(form.get('email') ?? '').slice(0, 254),
});

function failure(intent: AuthIntent, form: FormData, title: string, message: string, status: number, errors?: Record<string, string>) {
  return data<AuthActionData>({ intent, ok: false, title, message, fieldErrors: errors, values: typed(form) }, { status });
}

export async function signIn(request: Request, form: FormData) {
  const parsed = signInSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return failure('signin', form, MESSAGES.auth.loginFailed, Object.values(errors)[0] ?? MESSAGES.auth.generic, 400, errors);
  }
  const result = await callAuth<{ twoFactorRedirect?: boolean }>(request, '/sign-in/email', parsed.data);
  if (!result.ok) return failure('signin', form, MESSAGES.auth.loginFailed, authErrorMessage(result.code), result.status);
  if (result.data.twoFactorRedirect) return askForCode(cookieHeaders(result), parsed.data.email);
  return redirect(safeRedirect(form.get('redirectTo'), getEnv().publicUrl), { headers: cookieHeaders(result) });
}

export async function signUp(request: Request, form: FormData) {
  const parsed = signUpSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return failure('signup', form, MESSAGES.auth.signupFailed, Object.values(errors)[0] ?? MESSAGES.auth.generic, 400, errors);
  }
  const result = await callAuth(request, '/sign-up/email', { ...parsed.data, callbackURL: VERIFIED_CALLBACK });
  if (!result.ok) return failure('signup', form, MESSAGES.auth.signupFailed, authErrorMessage(result.code), result.status);
  return data<AuthActionData>({
    intent: 'signup',
    ok: true,
    title: MESSAGES.auth.accountCreated,
    message: MESSAGES.auth.accountCreatedBody,
    values: { name: parsed.data.name, email: parsed.data.email },
  });
}

export async function requestReset(request: Request, form: FormData) {
  const parsed = forgotPasswordSchema.safeParse({ email: form.get('email') ?? '' });
  if (!parsed.success) {
    const empty = !String(form.get('email') ?? '').trim();
    const message = empty ? MESSAGES.auth.forgotNeedsEmail : (fieldErrors(parsed.error).email ?? MESSAGES.auth.forgotNeedsEmail);
    return failure('forgot', form, MESSAGES.auth.forgotNeedsEmailTitle, message, 400, { email: message });
  }
  const result = await callAuth(request, '/request-password-reset', { email: parsed.data.email, redirectTo: '/auth/reset-password' });
  if (!result.ok) {
    const message = result.code === 'TOO_MANY_REQUESTS' ? authErrorMessage(result.code) : MESSAGES.auth.resetFailedBody;
    return failure('forgot', form, MESSAGES.auth.resetFailed, message, result.status);
  }
  return data<AuthActionData>({
    intent: 'forgot',
    ok: true,
    title: MESSAGES.auth.resetSent,
    message: MESSAGES.auth.resetSentBody,
    values: typed(form),
  });
}
