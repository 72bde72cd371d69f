import { data } from 'react-router';
import type { Route } from './+types/track';
import { ANALYTICS_LIMITS, parseJsonBody, trackBatchSchema } from '~/lib/schemas/analytics';
import { recordBatch } from '~/server/data/analytics-record.server';
import { getUser } from '~/server/permissions.server';
import { requestInfoContext } from '~/server/request-context.server';
import { methodNotAllowed } from '~/server/route-rules.server';

/**
 * Analytics batches from the tracker (sendBeacon or fetch keepalive): the session upsert, page
 * views and funnel events. Anonymous, so every field is validated and capped; the user id is
 * read from the sign-in cookie, never from the body.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const text = await request.text();
  if (text.length > ANALYTICS_LIMITS.bodyBytes) return data({ error: 'Too large' }, { status: 413 });
  const parsed = trackBatchSchema.safeParse(parseJsonBody(text));
  if (!parsed.success) return data({ error: 'Invalid analytics batch' }, { status: 400 });
  const user = await getUser(request);
  const result = await recordBatch(parsed.data, { userId: user?.id ?? null, clientKey: context.get(requestInfoContext).clientIp });
  if (!result.ok) return data({ error: 'Too many events' }, { status: 429 });
  return new Response(null, { status: 204 });
}

/** A POST-only beacon: a GET gets the shop's one 405 answer. */
export function loader() {
  return methodNotAllowed('POST');
}
