import { data } from 'react-router';
import type { Route } from './+types/track-page-duration';
import { durationSchema, parseJsonBody } from '~/lib/schemas/analytics';
import { recordDuration } from '~/server/data/analytics-record.server';
import { getUser } from '~/server/permissions.server';
import { requestInfoContext } from '~/server/request-context.server';
import { methodNotAllowed } from '~/server/route-rules.server';

/** The page-duration beacon: {session_id, page_url, duration_seconds}, sent when a page is left. */
export async function action({ request, context }: Route.ActionArgs) {
  const text = await request.text();
  if (text.length > 4096) return data({ error: 'Too large' }, { status: 413 });
  const parsed = durationSchema.safeParse(parseJsonBody(text));
  if (!parsed.success) return data({ error: 'Invalid duration beacon' }, { status: 400 });
  const { session_id: sessionId, page_url: pageUrl, duration_seconds: durationSeconds } = parsed.data;
  const user = await getUser(request);
  const result = await recordDuration(
    { sessionId, pageUrl, durationSeconds },
    { userId: user?.id ?? null, clientKey: context.get(requestInfoContext).clientIp },
  );
  if (!result.ok) return data({ error: 'Too many events' }, { status: 429 });
  return new Response(null, { status: 204 });
}

/** A POST-only beacon: a GET gets the shop's one 405 answer. */
export function loader() {
  return methodNotAllowed('POST');
}
