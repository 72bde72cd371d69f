import type { Route } from './+types/cart-enquiry';
import { MESSAGES } from '~/lib/messages';
import { handleCartEnquiry } from '~/server/enquiry-forms.server';
import { getUser } from '~/server/permissions.server';
import { readJson } from '~/server/request-body.server';

export function loader() {
  return Response.json({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });
}

/** POST JSON { items }: a signed-in shopper's cart as one enquiry (status pending). */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return Response.json({ ok: false, error: MESSAGES.cart.signInToEnquire }, { status: 401 });
  if (request.method !== 'POST') return loader();
  const body = await readJson(request);
  const result = await handleCartEnquiry(user, body);
  return Response.json(result, { status: result.ok ? 200 : result.status });
}
