import { Form, useNavigation } from 'react-router';
import { FormNotice } from '~/components/ui/form-notice';
import { PasswordInput } from '~/components/auth/password-input';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';

type Setup =
  | { intent: 'two-step-start'; ok: true; qrSvg: string; secret: string; backupCodes: string[] }
  | { intent: string; ok: boolean; title: string; message: string; backupCodes?: string[] };

/**
 * Two-step sign-in: set up an authenticator app (QR code or the secret typed in) and keep the recovery
 * codes; once on, make new recovery codes or turn it off (not for an admin of a shop that requires it).
 */
export function TwoStepSection({ enabled, required, result }: { enabled: boolean; required: boolean; result?: Setup }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const started = result && 'qrSvg' in result ? result : null;
  const notice = result && !('qrSvg' in result) ? result : null;
  return (
    <section
      id="two-step"
      aria-labelledby="two-step-title"
      className="scroll-mt-28 rounded-[1.5rem] border border-linen bg-white p-6 md:p-8"
    >
      <h2 id="two-step-title" className="font-display text-2xl text-ink">
        Two-Step Sign-In
      </h2>
      {notice ? (
        <FormNotice tone={notice.ok ? 'success' : 'error'} title={notice.title} className="mt-4">
          {notice.message}
        </FormNotice>
      ) : null}
      {enabled ? (
        <TwoStepOn required={required} pending={pending} newCodes={notice?.ok ? notice.backupCodes : undefined} />
      ) : started ? (
        <div className="mt-4 grid gap-6 md:grid-cols-[auto_1fr]">
          <figure className="grid justify-items-start gap-2">
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              className="size-44 rounded-xl border border-linen p-1 [&_svg]:size-full"
              dangerouslySetInnerHTML={{ __html: started.qrSvg }}
            />
            <figcaption className="max-w-56 text-sm text-muted">
              Or type this key into the app: <code className="break-all font-mono text-ink">{started.secret}</code>
            </figcaption>
          </figure>
          <div className="grid content-start gap-4">
            <div>
              <h3 className="font-semibold text-ink">Recovery codes</h3>
              <p className="text-sm text-muted">Keep these somewhere safe. Each one signs you in once if you lose your phone.</p>
              <RecoveryCodes codes={started.backupCodes} />
            </div>
            <Form method="post" action="/account#two-step" className="grid gap-3">
              <Field label="Code from the app" hint="6 digits">
                {(props) => (
                  <Input {...props} name="code" inputMode="numeric" autoComplete="one-time-code" required maxLength={6} pattern="\d{6}" />
                )}
              </Field>
              <Button type="submit" name="intent" value="two-step-confirm" disabled={pending === 'two-step-confirm'}>
                {pending === 'two-step-confirm' ? 'Checking...' : 'Turn On Two-Step Sign-In'}
              </Button>
            </Form>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            {required
              ? 'The shop asks every admin to sign in with a code from an authenticator app as well as the password. Set it up to open the admin area.'
              : 'Add a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) to your password.'}
          </p>
          <Form method="post" action="/account#two-step" className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <Field label="Current password">
              {(props) => <PasswordInput {...props} name="password" autoComplete="current-password" required maxLength={128} />}
            </Field>
            <Button type="submit" name="intent" value="two-step-start" variant="outline" disabled={pending === 'two-step-start'}>
              {pending === 'two-step-start' ? 'Starting...' : 'Set Up Two-Step Sign-In'}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <ul className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-ink" aria-label="Recovery codes">
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ul>
  );
}

/** With two-step sign-in on: new recovery codes, and turning it off with the password and a code. */
function TwoStepOn({ required, pending, newCodes }: { required: boolean; pending: unknown; newCodes?: string[] }) {
  return (
    <div className="mt-2 grid gap-6">
      <p className="text-sm text-muted">On: signing in asks for a code from your authenticator app after your password.</p>
      {newCodes ? (
        <div className="rounded-2xl bg-sand/60 p-5">
          <h3 className="font-display text-lg text-ink">Your new recovery codes</h3>
          <RecoveryCodes codes={newCodes} />
        </div>
      ) : null}
      <Form
        method="post"
        action="/account#two-step"
        className="grid gap-3 border-t border-linen pt-5"
        aria-labelledby="two-step-codes-title"
      >
        <div>
          <h3 id="two-step-codes-title" className="font-semibold text-ink">
            Recovery codes
          </h3>
          <p className="text-sm text-muted">Lost them, or used most? New codes replace the old ones, which stop working.</p>
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <Field label="Current password">
            {(props) => <PasswordInput {...props} name="password" autoComplete="current-password" required maxLength={128} />}
          </Field>
          <Button type="submit" name="intent" value="two-step-codes" variant="outline" disabled={pending === 'two-step-codes'}>
            {pending === 'two-step-codes' ? 'Making...' : 'Make New Recovery Codes'}
          </Button>
        </div>
      </Form>
      <div className="grid gap-3 border-t border-linen pt-5">
        <h3 id="two-step-off-title" className="font-semibold text-ink">
          Turn off two-step sign-in
        </h3>
        {required ? (
          <p className="text-sm text-muted">
            The shop asks every admin to sign in with a code as well as the password, so it stays on for your account.
          </p>
        ) : (
          <Form method="post" action="/account#two-step" className="grid gap-3" aria-labelledby="two-step-off-title">
            <p className="text-sm text-muted">Signing in will ask for your password only.</p>
            <Field label="Current password">
              {(props) => <PasswordInput {...props} name="password" autoComplete="current-password" required maxLength={128} />}
            </Field>
            <Field label="Code from the app" hint="6 digits, or a recovery code">
              {(props) => <Input {...props} name="code" autoComplete="one-time-code" required maxLength={32} />}
            </Field>
            <Button type="submit" name="intent" value="two-step-off" variant="outline" disabled={pending === 'two-step-off'}>
              {pending === 'two-step-off' ? 'Turning off...' : 'Turn Off Two-Step Sign-In'}
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
