import { useEffect } from 'react';
import { useActionData, useLoaderData } from 'react-router';
import { toast } from '~/lib/toast';
import type { Route } from './+types/account';
import { AccountOverview } from '~/components/account/account-overview';
import { PasswordForm } from '~/components/account/password-form';
import { PastEnquiries } from '~/components/account/past-enquiries';
import { MeasurementsSection } from '~/components/measurements/measurements-section';
import { ProfileForm } from '~/components/account/profile-form';
import { MESSAGES } from '~/lib/messages';
import { type AccountActionData, changePassword, saveProfile, signOut } from '~/server/actions/account-actions.server';
import { listProfiles } from '~/server/data/measurements.server';
import { getProfile, listUserEnquiries } from '~/server/data/profile.server';
import { logger } from '~/server/platform/logger.server';
import { requireUser } from '~/server/auth/permissions.server';
import { readForm } from '~/server/actions/request-body.server';
import { formatLongDate } from '~/lib/dates';

export const meta: Route.MetaFunction = () => [{ title: 'Your Account | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [profile, enquiries, measurements] = await Promise.allSettled([
    getProfile(user.id),
    listUserEnquiries(user.id),
    listProfiles(user.id),
  ]);
  for (const r of [profile, enquiries, measurements])
    if (r.status === 'rejected') logger.error({ err: r.reason }, 'account data failed to load');
  return {
    email: user.email,
    memberSince: formatLongDate(user.createdAt),
    profile: profile.status === 'fulfilled' ? profile.value : null,
    enquiries: enquiries.status === 'fulfilled' ? enquiries.value.map((e) => ({ ...e, submittedAt: formatLongDate(e.submittedAt) })) : null,
    measurements: measurements.status === 'fulfilled' ? measurements.value : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'profile') return saveProfile(user, form);
  if (intent === 'password') return changePassword(request, form);
  if (intent === 'signout') return signOut(request);
  return new Response('Unknown action', { status: 400 });
}

export default function AccountScreen() {
  const { email, memberSince, profile, enquiries, measurements } = useLoaderData<typeof loader>();
  const result = useActionData<AccountActionData>();

  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.title, { description: result.message });
    else toast.error(result.title, { description: result.message });
  }, [result]);

  return (
    <div className="container-shop py-8 md:py-12">
      <AccountOverview email={email} name={profile?.fullName ?? ''} avatarUrl={profile?.avatarUrl ?? ''} memberSince={memberSince} />
      {/* Phones read profile, enquiries, password; wide screens put enquiries beside the two forms. */}
      <div className="mt-8 grid gap-6 lg:grid-cols-[1.35fr_1fr] lg:items-start">
        {profile ? (
          <ProfileForm profile={profile} email={email} result={result?.intent === 'profile' ? result : undefined} />
        ) : (
          <p role="alert" className="rounded-2xl border border-danger/25 bg-danger/5 p-6 text-danger">
            {MESSAGES.profile.loadFailed}
          </p>
        )}
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PastEnquiries enquiries={enquiries} />
        </div>
        <PasswordForm result={result?.intent === 'password' ? result : undefined} />
      </div>
      <div className="mt-6">
        <MeasurementsSection profiles={measurements} />
      </div>
    </div>
  );
}
