import type { Route } from './+types/upload';
import { handleUpload } from '~/server/actions/enquiry-forms.server';
import { requestInfoContext } from '~/server/routing/request-context.server';
import { formRateLimit, methodNotAllowed } from '~/server/routing/route-rules.server';

/** A POST-only route: a GET gets the shop's one 405 answer. */
export function loader() {
  return methodNotAllowed('POST');
}

/** Counted with the shop's other public forms. */
export const middleware: Route.MiddlewareFunction[] = [formRateLimit];

/**
 * POST multipart { file, purpose }: one reference file of an inquiry. Public and rate-limited with the
 * other forms; the file is checked by its bytes and stored under a name the server makes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleUpload(request, context.get(requestInfoContext).clientIp);
  return Response.json(result, { status: result.ok ? 200 : result.status });
}
