import { useEffect } from 'react';
import { useActionData, useLoaderData } from 'react-router';
import { toast } from '~/lib/toast';
import type { Route } from './+types/account';
import { AccountOverview } from '~/components/account/account-overview';
import { PasswordForm } from '~/components/account/password-form';
import { PastEnquiries } from '~/components/account/past-enquiries';
import { MeasurementsSection } from '~/components/measurements/measurements-section';
import { ProfileForm } from '~/components/account/profile-form';
import { TwoStepSection } from '~/components/account/two-step-section';
import { DevicesSection } from '~/components/account/devices-section';
import { type DevicesActionData, forgetDevice, signedInDevices, signOutOtherDevices, trustedBrowsers } from '~/server/auth/devices.server';
import { MESSAGES } from '~/lib/messages';
import { type AccountActionData, changePassword, saveProfile, signOut } from '~/server/actions/account-actions.server';
import { listMeasurementProfiles } from '~/server/data/measurements.server';
import { getProfile, listUserEnquiries } from '~/server/data/profile.server';
import { logger } from '~/server/platform/logger.server';
import { mustKeepTwoStep, requireUser } from '~/server/auth/permissions.server';
import {
  confirmTwoStep,
  newRecoveryCodes,
  startTwoStep,
  turnOffTwoStep,
  type TwoStepSetupData,
} from '~/server/actions/two-step-actions.server';
import { readForm } from '~/server/actions/request-body.server';
import { formatLongDate } from '~/lib/dates';

export const meta: Route.MetaFunction = () => [{ title: 'Your Account | Aangan Boutique' }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [profile, enquiries, measurements, devices, trusted] = await Promise.allSettled([
    getProfile(user.id),
    listUserEnquiries(user.id),
    listMeasurementProfiles(user.id),
    signedInDevices(request),
    trustedBrowsers(request, user.id),
  ]);
  for (const r of [profile, enquiries, measurements, devices, trusted])
    if (r.status === 'rejected') logger.error({ err: r.reason }, 'account data failed to load');
  return {
    email: user.email,
    memberSince: formatLongDate(user.createdAt),
    profile: profile.status === 'fulfilled' ? profile.value : null,
    enquiries: enquiries.status === 'fulfilled' ? enquiries.value.map((e) => ({ ...e, submittedAt: formatLongDate(e.submittedAt) })) : null,
    measurements: measurements.status === 'fulfilled' ? measurements.value : null,
    devices: devices.status === 'fulfilled' ? devices.value : [],
    trusted: trusted.status === 'fulfilled' ? trusted.value : [],
    twoStep: { enabled: user.twoFactorEnabled, required: mustKeepTwoStep(user) },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'profile') return saveProfile(user, form);
  if (intent === 'password') return changePassword(request, form);
  if (intent === 'signout') return signOut(request);
  if (intent === 'signout-others') return signOutOtherDevices(request);
  if (intent === 'forget-device') return forgetDevice(user.id, form);
  if (intent === 'two-step-start') return startTwoStep(request, form);
  if (intent === 'two-step-confirm') return confirmTwoStep(request, form);
  if (intent === 'two-step-off') return turnOffTwoStep(request, form, mustKeepTwoStep(user));
  if (intent === 'two-step-codes') return newRecoveryCodes(request, form);
  return new Response('Unknown action', { status: 400 });
}

export default function AccountScreen() {
  const { email, memberSince, profile, enquiries, measurements, twoStep, devices, trusted } = useLoaderData<typeof loader>();
  const result = useActionData<AccountActionData | TwoStepSetupData | DevicesActionData>();

  useEffect(() => {
    // Two-step sign-in shows its answers in its own section.
    if (!result || !('title' in result) || result.intent.startsWith('two-step')) return;
    const description = 'message' in result ? result.message : undefined;
    if (result.ok) toast.success(result.title, { description });
    else toast.error(result.title, { description });
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
        <PasswordForm result={result?.intent === 'password' ? (result as AccountActionData) : undefined} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <DevicesSection devices={devices} trusted={trusted} />
        <TwoStepSection
          enabled={twoStep.enabled}
          required={twoStep.required}
          result={result?.intent.startsWith('two-step') ? (result as TwoStepSetupData) : undefined}
        />
      </div>
      <div className="mt-6">
        <MeasurementsSection profiles={measurements} />
      </div>
    </div>
  );
}
