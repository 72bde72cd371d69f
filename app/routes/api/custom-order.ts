import type { Route } from './+types/custom-order';
import { handleCustomOrder } from '~/server/enquiry-forms.server';
import { getUser } from '~/server/permissions.server';

export function loader() {
  return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}

/** POST multipart: the Request Custom Order dialog (fields plus at most one image). */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return loader();
  const user = await getUser(request);
  const result = await handleCustomOrder(request, user?.id ?? null);
  return Response.json(result, { status: result.ok ? 200 : result.status });
}
