import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { FormNotice } from '~/components/ui/form-notice';
import { PasswordInput } from './password-input';

type Result = {
  ok: boolean;
  intent: string;
  title: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values: { email?: string };
};

/** E-mail and password, Forgot password (which uses the e-mail typed above) and Back to Home. */
export function SignInForm({ result, redirectTo }: { result?: Result; redirectTo: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const errors = result?.ok ? {} : (result?.fieldErrors ?? {});
  return (
    <Form method="post" className="grid gap-5" aria-label="Sign in">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {result ? (
        <FormNotice tone={result.ok ? 'success' : 'error'} title={result.title}>
          {result.message}
        </FormNotice>
      ) : null}
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
      <Field label="Password" error={errors.password}>
        {(props) => <PasswordInput {...props} name="password" autoComplete="current-password" required maxLength={128} />}
      </Field>
      <Button type="submit" name="intent" value="signin" size="lg" disabled={Boolean(pending)}>
        {pending === 'signin' ? 'Signing in...' : 'Sign In'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button type="submit" name="intent" value="forgot" formNoValidate variant="link" size="inline" disabled={Boolean(pending)}>
          {pending === 'forgot' ? 'Sending link...' : 'Forgot password?'}
        </Button>
        <Link to="/" className="inline-flex items-center gap-1.5 text-muted hover:text-maroon">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </Form>
  );
}
