import { Form, useNavigation } from 'react-router';
import { FormNotice } from '~/components/ui/form-notice';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { Input, Textarea } from '~/components/ui/input';
import { CountrySelect } from '~/components/enquiry/country-select';

type Profile = { fullName: string; phone: string; phoneCountry: string; address: string; country: string; avatarUrl: string };
type Result = { ok: boolean; title: string; message?: string; fieldErrors?: Record<string, string> };

/** Full name, phone, address and photo link; the e-mail is shown but cannot be changed here. */
export function ProfileForm({ profile, email, result }: { profile: Profile; email: string; result?: Result }) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  const errors = result?.fieldErrors ?? {};
  return (
    <section aria-labelledby="profile-title" className="rounded-[1.5rem] border border-linen bg-white p-6 md:p-8">
      <h2 id="profile-title" className="font-display text-2xl text-ink">
        Profile
      </h2>
      <p className="mt-1 text-sm text-muted">We use these details to reply to your enquiries and deliver your pieces.</p>
      <Form method="post" className="mt-6 grid gap-5 sm:grid-cols-2">
        {result ? (
          <FormNotice tone={result.ok ? 'success' : 'error'} title={result.title} className="sm:col-span-2">
            {result.message}
          </FormNotice>
        ) : null}
        <Field label="Full name" error={errors.fullName} required className="content-start">
          {(props) => <Input {...props} name="fullName" autoComplete="name" required maxLength={100} defaultValue={profile.fullName} />}
        </Field>
        <Field label="E-mail" hint="Your sign-in address cannot be changed here." className="content-start">
          {(props) => <Input {...props} type="email" value={email} readOnly tone="read-only" />}
        </Field>
        <Field label="Phone" error={errors.phone} className="content-start">
          {(props) => (
            <div className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-2">
              <CountrySelect
                dial
                name="phone_country"
                aria-label="Country code"
                defaultValue={profile.phoneCountry}
                autoComplete="tel-country-code"
              />
              <Input
                {...props}
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={20}
                defaultValue={profile.phone}
                placeholder="98765 43210"
              />
            </div>
          )}
        </Field>
        <Field label="Avatar URL" error={errors.avatarUrl} className="content-start">
          {(props) => (
            <Input
              {...props}
              name="avatarUrl"
              type="url"
              inputMode="url"
              maxLength={2000}
              defaultValue={profile.avatarUrl}
              placeholder="https://…"
            />
          )}
        </Field>
        <Field label="Address" error={errors.address} className="sm:col-span-2">
          {(props) => (
            <Textarea {...props} name="address" autoComplete="street-address" rows={3} maxLength={500} defaultValue={profile.address} />
          )}
        </Field>
        <Field label="Country" error={errors.country} className="content-start">
          {(props) => <CountrySelect {...props} name="country" autoComplete="country" defaultValue={profile.country} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" name="intent" value="profile" disabled={saving}>
            {saving ? 'Saving...' : 'Save Profile'}
          </Button>
        </div>
      </Form>
    </section>
  );
}
