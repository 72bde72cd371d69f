import type { Route } from './+types/custom-order';
import { handleCustomOrder } from '~/server/actions/enquiry-forms.server';
import { getUser } from '~/server/auth/permissions.server';
import { formRateLimit, methodNotAllowed } from '~/server/routing/route-rules.server';

/** A POST-only route: a GET gets the shop's one 405 answer. */
export function loader() {
  return methodNotAllowed('POST');
}

/** Counted with the shop's other public forms. */
export const middleware: Route.MiddlewareFunction[] = [formRateLimit];

/** POST multipart: the Request Custom Order dialog (fields plus at most one image). */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  const result = await handleCustomOrder(request, user?.id ?? null);
  return Response.json(result, { status: result.ok ? 200 : result.status });
}
