import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';

type Device = { id: string; browser: string; place: string | null; lastSeen: string; current: boolean };
type TrustedBrowser = { id: string; browser: string; until: string; current: boolean };

const seen = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function ThisDevice() {
  return (
    <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-leaf/10 px-2 py-0.5 text-xs font-semibold text-leaf">
      This device
    </span>
  );
}

/** Where the account is signed in, the browsers that skip the second step, and a way to sign out (and forget) everywhere else. */
export function DevicesSection({ devices, trusted }: { devices: Device[]; trusted: TrustedBrowser[] }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' ? navigation.formData : undefined;
  const pending = busy?.get('intent') === 'signout-others';
  const others = devices.filter((d) => !d.current).length + trusted.filter((t) => !t.current).length;
  return (
    <section aria-labelledby="devices-title" className="rounded-[1.5rem] border border-linen bg-white p-6 md:p-8">
      <h2 id="devices-title" className="font-display text-2xl text-ink">
        Signed-In Devices
      </h2>
      <ul className="mt-4 divide-y divide-linen">
        {devices.map((d) => (
          <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
            <span className="font-medium text-ink">
              {d.browser}
              {d.current ? <ThisDevice /> : null}
            </span>
            <span className="text-sm text-muted">
              {d.place ? `${d.place} · ` : ''}last seen {seen.format(new Date(d.lastSeen))}
            </span>
          </li>
        ))}
      </ul>
      {trusted.length > 0 ? (
        <>
          <h3 id="trusted-title" className="mt-6 font-semibold text-ink">
            Trusted for two-step sign-in
          </h3>
          <p className="mt-1 text-sm text-muted">These browsers sign in without the code from your app until the date shown.</p>
          <ul aria-labelledby="trusted-title" className="mt-2 divide-y divide-linen">
            {trusted.map((t) => (
              <li key={t.id} className="flex items-center justify-between gap-3 py-3">
                <span className="min-w-0 font-medium text-ink">
                  {t.browser}
                  {t.current ? <ThisDevice /> : null}
                  <span className="block text-sm font-normal text-muted">skips the code until {day.format(new Date(t.until))}</span>
                </span>
                <Form method="post">
                  <input type="hidden" name="id" value={t.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="forget-device"
                    variant="outline"
                    size="sm"
                    disabled={busy?.get('id') === t.id}
                    aria-label={`Forget ${t.current ? 'this device' : t.browser}`}
                  >
                    Forget
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {others > 0 ? (
        <Form method="post" className="mt-4">
          <Button type="submit" name="intent" value="signout-others" variant="outline" disabled={pending}>
            {pending ? 'Signing out...' : 'Sign Out Other Devices'}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
