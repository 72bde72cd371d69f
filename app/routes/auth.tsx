import { useEffect } from 'react';
import { redirect, useActionData, useLoaderData, useLocation } from 'react-router';
import { toast } from '~/lib/toast';
import type { Route } from './+types/auth';
import { AuthShell } from '~/components/auth/auth-shell';
import { AuthSwitcher } from '~/components/auth/auth-switcher';
import { FormNotice } from '~/components/ui/form-notice';
import { SignInForm } from '~/components/auth/sign-in-form';
import { SignUpForm } from '~/components/auth/sign-up-form';
import { TwoStepForm } from '~/components/auth/two-step-form';
import { track } from '~/lib/analytics';
import { safeRedirect } from '~/lib/schemas/auth';
import { type AuthActionData, requestReset, signIn, signUp } from '~/server/actions/auth-forms.server';
import { signInSecondStep, type TwoStepSignInData } from '~/server/actions/two-step-actions.server';
import { getEnv } from '~/server/platform/env.server';
import { requireAnonymous } from '~/server/auth/permissions.server';
import { readForm } from '~/server/actions/request-body.server';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${location.pathname === '/auth/signup' ? 'Create Account' : 'Sign In'} | Aangan Boutique` },
  { name: 'description', content: 'Sign in to Aangan Boutique to keep your wishlist, measurements, enquiries and quotes in one place.' },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  // Recovery links in the older form (?type=recovery&token=…) open the reset screen.
  const token = url.searchParams.get('token') ?? url.searchParams.get('access_token');
  if (url.searchParams.get('type') === 'recovery' && token) throw redirect(`/auth/reset-password?token=${encodeURIComponent(token)}`);
  return {
    verified: url.searchParams.get('verified') === '1' && !url.searchParams.get('error'),
    linkProblem: Boolean(url.searchParams.get('error')),
    redirectTo: safeRedirect(url.searchParams.get('redirectTo'), getEnv().publicUrl),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'signup') return signUp(request, form);
  if (intent === 'forgot') return requestReset(request, form);
  if (intent === 'two-step') return signInSecondStep(request, form);
  return signIn(request, form);
}

export default function AuthScreen() {
  const { verified, linkProblem, redirectTo } = useLoaderData<typeof loader>();
  // From the address, not the loader: a revalidation asks for /auth/signup.data.
  const mode = useLocation().pathname.replace(/\/$/, '') === '/auth/signup' ? 'signup' : 'signin';
  const result = useActionData<AuthActionData | TwoStepSignInData>();

  useEffect(() => {
    if (!result) return;
    if (result.intent === 'two-step') return;
    if (result.ok) toast.success(result.title, { description: result.message });
    else toast.error(result.title, { description: result.message });
    if (result.ok && result.intent === 'signup') track('user_registered', { properties: { registration_method: 'email' } });
  }, [result]);

  return (
    <AuthShell>
      <AuthSwitcher mode={mode} redirectTo={redirectTo} />
      <div className="mt-6 grid gap-4">
        {verified ? (
          <FormNotice tone="success" title="E-mail verified">
            Thank you for confirming your address. Please sign in.
          </FormNotice>
        ) : null}
        {linkProblem ? (
          <FormNotice tone="error" title="This verification link has expired or was already used">
            Sign in with your e-mail and password and we will send you a new link.
          </FormNotice>
        ) : null}
        {result?.intent === 'two-step' ? (
          <TwoStepForm result={result} redirectTo={redirectTo} />
        ) : mode === 'signup' ? (
          <SignUpForm result={result?.intent === 'signup' ? result : undefined} redirectTo={redirectTo} />
        ) : (
          <SignInForm result={result?.intent !== 'signup' ? result : undefined} redirectTo={redirectTo} />
        )}
      </div>
    </AuthShell>
  );
}
