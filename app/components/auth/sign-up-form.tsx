import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import MailCheckIcon from 'lucide-react/icons/mail-check';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { PASSWORD_MIN } from '~/lib/schemas/auth';
import { FormNotice } from '~/components/ui/form-notice';
import { PasswordInput } from './password-input';

type Result = {
  ok: boolean;
  title: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values: { name?: string; email?: string };
};

/** Full name, e-mail and password. On success the form gives way to "check your inbox". */
export function SignUpForm({ result, redirectTo }: { result?: Result; redirectTo: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  if (result?.ok) {
    return (
      <div className="grid gap-5">
        <FormNotice tone="success" title={result.title}>
          {result.message}
        </FormNotice>
        <div className="flex items-start gap-4 rounded-2xl bg-sand/60 p-5">
          <MailCheckIcon className="mt-1 size-6 shrink-0 text-maroon" aria-hidden="true" />
          <p className="text-sm text-ink/80">
            We sent a link to <strong className="font-semibold text-ink">{result.values.email}</strong>. It is valid for 24 hours. Once you
            have opened it, sign in with your e-mail and password.
          </p>
        </div>
        <Button asChild variant="outline" size="lg">
          <Link to="/auth/signin">Go to Sign In</Link>
        </Button>
      </div>
    );
  }
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className="grid gap-5" aria-label="Create an account">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {result ? (
        <FormNotice tone="error" title={result.title}>
          {result.message}
        </FormNotice>
      ) : null}
      <Field label="Full name" error={errors.name}>
        {(props) => (
          <Input
            {...props}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={result?.values.name}
            placeholder="Your full name"
          />
        )}
      </Field>
      <Field label="E-mail" error={errors.email}>
        {(props) => (
          <Input
            {...props}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.values.email}
            placeholder="you@example.com"
          />
        )}
      </Field>
      <Field label="Password" error={errors.password} hint={`At least ${PASSWORD_MIN} characters.`}>
        {(props) => (
          <PasswordInput {...props} name="password" autoComplete="new-password" required minLength={PASSWORD_MIN} maxLength={128} />
        )}
      </Field>
      <Button type="submit" name="intent" value="signup" size="lg" disabled={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
      <Link to="/" className="inline-flex items-center gap-1.5 justify-self-start text-sm text-muted hover:text-maroon">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
    </Form>
  );
}
