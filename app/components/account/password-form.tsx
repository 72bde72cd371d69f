import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormNotice } from '~/components/ui/form-notice';
import { PasswordInput } from '~/components/auth/password-input';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { PASSWORD_MIN } from '~/lib/schemas/auth';

type Result = { ok: boolean; title: string; message?: string; fieldErrors?: Record<string, string> };

/** Changing the password signs out every other device; this one stays signed in. */
export function PasswordForm({ result }: { result?: Result }) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  const errors = result?.fieldErrors ?? {};
  return (
    <section aria-labelledby="password-title" className="rounded-[1.5rem] border border-linen bg-white p-6 md:p-8">
      <h2 id="password-title" className="font-display text-2xl text-ink">
        Change Password
      </h2>
      <p className="mt-1 text-sm text-muted">For your safety, every other device signed in to your account will be signed out.</p>
      <Form method="post" ref={form} className="mt-6 grid gap-5 sm:grid-cols-2">
        {result ? (
          <FormNotice tone={result.ok ? 'success' : 'error'} title={result.title} className="sm:col-span-2">
            {result.message}
          </FormNotice>
        ) : null}
        <Field label="Current password" error={errors.currentPassword} className="content-start">
          {(props) => <PasswordInput {...props} name="currentPassword" autoComplete="current-password" required maxLength={128} />}
        </Field>
        <Field label="New password" error={errors.newPassword} hint={`At least ${PASSWORD_MIN} characters.`} className="content-start">
          {(props) => (
            <PasswordInput {...props} name="newPassword" autoComplete="new-password" required minLength={PASSWORD_MIN} maxLength={128} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" name="intent" value="password" variant="outline" disabled={saving}>
            {saving ? 'Saving...' : 'Change Password'}
          </Button>
        </div>
      </Form>
    </section>
  );
}
