import type { Route } from './+types/cart-enquiry';
import { MESSAGES } from '~/lib/messages';
import { handleCartEnquiry } from '~/server/actions/enquiry-forms.server';
import { getUser } from '~/server/auth/permissions.server';
import { readJson } from '~/server/actions/request-body.server';
import { formRateLimit, methodNotAllowed } from '~/server/routing/route-rules.server';

/** A POST-only route: a GET gets the shop's one 405 answer. */
export function loader() {
  return methodNotAllowed('POST');
}

/** Counted with the shop's other public forms. */
export const middleware: Route.MiddlewareFunction[] = [formRateLimit];

/** POST JSON { items }: a signed-in shopper's cart as one enquiry (status pending). */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return Response.json({ ok: false, error: MESSAGES.cart.signInToEnquire }, { status: 401 });
  const body = await readJson(request);
  const result = await handleCartEnquiry(user, body);
  return Response.json(result, { status: result.ok ? 200 : result.status });
}
