import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import type { Route } from './+types/account.measurements';
import { MeasurementsSection } from '~/components/measurements/measurements-section';
import { listMeasurementProfiles } from '~/server/data/measurements.server';
import { handleMeasurementProfileAction } from '~/server/actions/measurement-actions.server';
import { requireUser } from '~/server/auth/permissions.server';
import { readForm } from '~/server/actions/request-body.server';

export const meta: Route.MetaFunction = () => [{ title: 'Your Measurements | Aangan Boutique' }, { name: 'robots', content: 'noindex' }];

/** The account's Measurements section on a page of its own: where its forms post, and a link target. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { profiles: await listMeasurementProfiles(user.id) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleMeasurementProfileAction(user, await readForm(request));
}

export default function MeasurementsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-shop py-8 md:py-12">
      <Link to="/account" className="mb-6 inline-flex items-center gap-2 text-sm text-maroon underline-offset-4 hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> Back to your account
      </Link>
      <h1 className="sr-only">Your measurements</h1>
      <MeasurementsSection profiles={loaderData.profiles} />
    </div>
  );
}
