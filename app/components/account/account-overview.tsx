import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import HeartIcon from 'lucide-react/icons/heart';
import LogOutIcon from 'lucide-react/icons/log-out';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';

/** Who is signed in: the e-mail's initial (or their photo), Member since, and the ways out. */
export function AccountOverview({
  email,
  name,
  avatarUrl,
  memberSince,
}: {
  email: string;
  name: string;
  avatarUrl: string;
  memberSince: string;
}) {
  const navigation = useNavigation();
  const signingOut = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'signout';
  const initial = email.charAt(0).toUpperCase();
  return (
    <section
      aria-labelledby="account-title"
      className="relative overflow-hidden rounded-[1.75rem] bg-maroon px-6 py-8 text-ivory shadow-[var(--shadow-soft)] md:px-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_1px_1px,var(--color-gold-light)_1px,transparent_0)] [background-size:22px_22px]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-20 -top-28 size-72 rounded-full border-[30px] border-gold-light/15"
      />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-5">
          {avatarUrl ? (
            <img
              src={avatarUrl}
              alt={`Profile photo of ${name || email}`}
              width={80}
              height={80}
              className="size-20 rounded-full object-cover ring-4 ring-gold-light/40"
              referrerPolicy="no-referrer"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-20 shrink-0 place-items-center rounded-full bg-ivory font-display text-4xl font-semibold text-maroon ring-4 ring-gold-light/40"
            >
              {initial}
            </span>
          )}
          <div className="min-w-0">
            <p className="text-xs uppercase tracking-[0.25em] text-gold-light">Your Account</p>
            <h1 id="account-title" className="mt-1 font-display text-3xl leading-tight md:text-4xl">
              Namaste{name ? `, ${name.split(' ')[0]}` : ''}
            </h1>
            <p className="mt-1 break-all text-sm text-ivory/85">{email}</p>
            <p className="mt-0.5 text-sm text-ivory/85">Member since {memberSince}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="light" size="sm">
            <Link to="/">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
          <Button asChild variant="light" size="sm">
            <Link to="/wishlist">
              <HeartIcon aria-hidden="true" />
              Wishlist
            </Link>
          </Button>
          <Form method="post">
            <Button type="submit" name="intent" value="signout" size="sm" variant="outline-light" disabled={signingOut}>
              <LogOutIcon aria-hidden="true" />
              {signingOut ? 'Signing out...' : 'Sign Out'}
            </Button>
          </Form>
        </div>
      </div>
    </section>
  );
}
