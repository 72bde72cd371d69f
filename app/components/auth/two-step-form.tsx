import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input, PlainInput } from '~/components/ui/input';
import { FormNotice } from '~/components/ui/form-notice';

type Result = { ok: boolean; title: string; message: string };

/** The second step of signing in: the authenticator app's code (or a recovery code), after a right password. */
export function TwoStepForm({ result, redirectTo }: { result: Result; redirectTo: string }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'two-step';
  return (
    <Form method="post" className="grid gap-5" aria-label="Two-step sign-in">
      <PlainInput type="hidden" name="redirectTo" value={redirectTo} />
      <FormNotice tone={result.ok ? 'success' : 'error'} title={result.title}>
        {result.message}
      </FormNotice>
      <Field label="Code" error={result.ok ? null : result.message} hint="6 digits, or a recovery code">
        {(props) => (
          <Input
            {...props}
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            required
            maxLength={32}
            autoFocus
            spellCheck={false}
          />
        )}
      </Field>
      <label className="flex items-center gap-3 text-sm text-ink">
        <PlainInput type="checkbox" name="trustDevice" className="size-5 accent-maroon" />
        Trust this device for 30 days
      </label>
      <Button type="submit" name="intent" value="two-step" size="lg" disabled={pending}>
        {pending ? 'Checking...' : 'Verify and Sign In'}
      </Button>
    </Form>
  );
}
