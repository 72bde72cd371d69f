import { data } from 'react-router';
import type { Route } from './+types/lead-times';
import { categoriesOf, getLeadTimes } from '~/server/data/lead-times.server';

/** Lead times for the forms' need-by note; with ?sku=… also the categories of those cart pieces. */
export async function loader({ request }: Route.LoaderArgs) {
  const skus = new URL(request.url).searchParams.getAll('sku');
  const [leadTimes, categories] = await Promise.all([getLeadTimes(), categoriesOf(skus)]);
  return data({ leadTimes, categories }, { headers: { 'Cache-Control': 'no-store' } });
}
