import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';

type Device = { id: string; browser: string; place: string | null; lastSeen: string; current: boolean };

const seen = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Where the account is signed in, and a way to sign out everywhere else. */
export function DevicesSection({ devices }: { devices: Device[] }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'signout-others';
  const others = devices.filter((d) => !d.current).length;
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
              {d.current ? (
                <span className="ml-2 rounded-full bg-leaf/10 px-2 py-0.5 text-xs font-semibold text-leaf">This device</span>
              ) : null}
            </span>
            <span className="text-sm text-muted">
              {d.place ? `${d.place} · ` : ''}last seen {seen.format(new Date(d.lastSeen))}
            </span>
          </li>
        ))}
      </ul>
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
