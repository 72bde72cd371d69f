import type { Route } from './+types/upload';
import { handleUpload } from '~/server/enquiry-forms.server';
import { requestInfoContext } from '~/server/request-context.server';

export function loader() {
  return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}

/**
 * POST multipart { file, purpose }: one reference file of an inquiry. Public and rate-limited by the
 * host; the file is checked by its bytes and stored under a name the server makes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return loader();
  const result = await handleUpload(request, context.get(requestInfoContext).clientIp);
  return Response.json(result, { status: result.ok ? 200 : result.status });
}
