import { useEffect } from 'react';
import { data, Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { toast } from '~/lib/toast';
import type { Route } from './+types/auth.reset-password';
import { AuthShell } from '~/components/auth/auth-shell';
import { FormNotice } from '~/components/ui/form-notice';
import { PasswordInput } from '~/components/auth/password-input';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { REDIRECT_AFTER_PASSWORD_CHANGE_MS } from '~/lib/constants';
import { MESSAGES } from '~/lib/messages';
import { PASSWORD_MIN, resetPasswordSchema } from '~/lib/schemas/auth';
import { fieldErrors } from '~/lib/schemas/common';
import { authErrorMessage, callAuth } from '~/server/auth/auth-api.server';
import { readForm } from '~/server/actions/request-body.server';

export const meta: Route.MetaFunction = () => [{ title: 'Reset Password | Aangan Boutique' }];

// better-auth checks the mailed token, then sends the browser here with ?token=… or ?error=INVALID_TOKEN.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  return { token, linkInvalid: Boolean(url.searchParams.get('error')) || !token };
}

type ResetResult = { ok: boolean; expired?: boolean; message?: string; fieldErrors?: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const parsed = resetPasswordSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return data<ResetResult>(
      { ok: false, message: errors.newPassword ?? authErrorMessage('INVALID_TOKEN'), fieldErrors: errors },
      { status: 400 },
    );
  }
  const result = await callAuth(request, '/reset-password', parsed.data);
  if (!result.ok)
    return data<ResetResult>(
      { ok: false, expired: result.code === 'INVALID_TOKEN', message: authErrorMessage(result.code) },
      { status: result.status },
    );
  return { ok: true } satisfies ResetResult;
}

export default function ResetPasswordScreen() {
  const { token, linkInvalid } = useLoaderData<typeof loader>();
  const result = useActionData<ResetResult>();
  const navigate = useNavigate();
  const submitting = useNavigation().state === 'submitting';

  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      toast.error(MESSAGES.auth.passwordResetFailed, { description: result.message });
      return;
    }
    toast.success(MESSAGES.auth.passwordChanged, { description: MESSAGES.auth.passwordChangedBody });
    const timer = setTimeout(() => navigate('/auth'), REDIRECT_AFTER_PASSWORD_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  const expired = linkInvalid || result?.expired;
  return (
    <AuthShell>
      <h1 className="font-display text-4xl text-ink">Reset Password</h1>
      <p className="mt-2 text-sm text-muted">
        Choose a new password for your account. Every device signed in with the old one will be signed out.
      </p>
      <div className="mt-8 grid gap-5">
        {result?.ok ? (
          <FormNotice tone="success" title={MESSAGES.auth.passwordChangedRedirect}>
            <Link to="/auth" className="underline">
              Go to Sign In
            </Link>
          </FormNotice>
        ) : expired ? (
          <>
            <FormNotice tone="error" title="This reset link has expired or was already used">
              Reset links work once, for an hour. Ask for a new one with Forgot password on the sign-in screen.
            </FormNotice>
            <Button asChild size="lg">
              <Link to="/auth/signin">Back to Sign In</Link>
            </Button>
          </>
        ) : (
          <Form method="post" className="grid gap-5" aria-label="Reset password">
            <input type="hidden" name="token" value={token} />
            {result && !result.ok ? (
              <FormNotice tone="error" title={MESSAGES.auth.passwordResetFailed}>
                {result.message}
              </FormNotice>
            ) : null}
            <Field label="New password" error={result?.fieldErrors?.newPassword} hint={`At least ${PASSWORD_MIN} characters.`}>
              {(props) => (
                <PasswordInput
                  {...props}
                  name="newPassword"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN}
                  maxLength={128}
                />
              )}
            </Field>
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? 'Saving...' : 'Reset Password'}
            </Button>
          </Form>
        )}
      </div>
    </AuthShell>
  );
}
