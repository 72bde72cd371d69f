import { toE164 } from '../platform/phone-numbers.server.ts';
import { phoneValues } from '../../lib/schemas/phone.ts';
import { data, redirect } from 'react-router';
import { MESSAGES } from '../../lib/messages.ts';
import { changePasswordSchema } from '../../lib/schemas/auth.ts';
import { fieldErrors } from '../../lib/schemas/common.ts';
import { profileSchema } from '../../lib/schemas/profile.ts';
import { authErrorMessage, callAuth, cookieHeaders } from '../auth/auth-api.server.ts';
import { getAuth } from '../auth/auth.server.ts';
import { updateProfile } from '../data/profile.server.ts';
import { logger } from '../platform/logger.server.ts';
import type { SessionUser } from '../auth/permissions.server.ts';

export type AccountActionData = {
  intent: 'profile' | 'password' | 'signout';
  ok: boolean;
  title: string;
  message?: string;
  fieldErrors?: Record<string, string>;
};

const reply = (body: AccountActionData, init?: number | ResponseInit) => data<AccountActionData>(body, init);

/** Profile fields only, written to the session user's own row; an `id` or `email` in the form is ignored. */
export async function saveProfile(user: SessionUser, form: FormData) {
  const parsed = profileSchema.safeParse({
    fullName: form.get('fullName') ?? '',
    phone: phoneValues(form),
    address: form.get('address') ?? '',
    country: form.get('country') ?? '',
    avatarUrl: form.get('avatarUrl') ?? '',
  });
  const refused = (errors: Record<string, string>) =>
    reply(
      {
        intent: 'profile',
        ok: false,
        title: MESSAGES.profile.updateFailed,
        message: 'Please check the highlighted fields.',
        fieldErrors: errors,
      },
      400,
    );
  if (!parsed.success) return refused(fieldErrors(parsed.error));
  // The library's full check of a number from abroad (an empty phone stays empty).
  const phone = parsed.data.phone.number ? toE164(parsed.data.phone) : ({ ok: true, e164: null } as const);
  if (!phone.ok) return refused({ phone: phone.message });
  try {
    await updateProfile(user.id, { ...parsed.data, phone: phone.e164 });
    return reply({ intent: 'profile', ok: true, title: MESSAGES.profile.updated });
  } catch (error) {
    logger.error({ err: error }, 'profile update failed');
    return reply({ intent: 'profile', ok: false, title: MESSAGES.profile.updateFailed }, 500);
  }
}

/** better-auth checks the current password; the auth hook makes sure every other session ends. */
export async function changePassword(request: Request, form: FormData) {
  const parsed = changePasswordSchema.safeParse({
    currentPassword: form.get('currentPassword') ?? '',
    newPassword: form.get('newPassword') ?? '',
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return reply(
      { intent: 'password', ok: false, title: MESSAGES.auth.passwordResetFailed, message: Object.values(errors)[0], fieldErrors: errors },
      400,
    );
  }
  const result = await callAuth(request, '/change-password', { ...parsed.data, revokeOtherSessions: true });
  if (!result.ok) {
    const message = authErrorMessage(result.code);
    const errors = result.code === 'INVALID_PASSWORD' ? { currentPassword: message } : undefined;
    return reply({ intent: 'password', ok: false, title: MESSAGES.auth.passwordResetFailed, message, fieldErrors: errors }, result.status);
  }
  return reply(
    { intent: 'password', ok: true, title: MESSAGES.auth.passwordChanged, message: MESSAGES.auth.passwordChangedBody },
    { headers: cookieHeaders(result) },
  );
}

export async function signOut(request: Request) {
  const result = await callAuth(request, '/sign-out').catch(() => null);
  // better-auth clears the cookie even when deleting the session row failed; only a gone session counts.
  const stillSignedIn = result?.ok
    ? await getAuth()
        .api.getSession({ headers: request.headers })
        .catch(() => true)
    : true;
  if (!result?.ok || stillSignedIn) return reply({ intent: 'signout', ok: false, title: MESSAGES.auth.signOutFailed }, 500);
  return redirect('/', { headers: cookieHeaders(result) });
}
