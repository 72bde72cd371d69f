import { ANALYTICS_LIMITS, durationSchema, parseJsonBody, trackBatchSchema } from '../../lib/schemas/analytics.ts';
import { recordBatch, recordDuration } from '../data/analytics-record.server.ts';
import type { SessionUser } from '../auth/permissions.server.ts';
import { describeDevice } from '../../lib/device.ts';

/**
 * The two analytics beacons, whatever answers the HTTP request (Express does: server/beacons.ts).
 * Anonymous, so every field is validated and capped; the user id is read from the sign-in cookie,
 * never from the body.
 */

/**
 * Who sent a beacon: the client address (for the per-client caps), the browser's User-Agent header
 * (the session's device) and the signed-in user, looked up only for a valid beacon.
 */
export type BeaconSender = { clientIp: string; userAgent: string; user: () => Promise<SessionUser | null> };

/** 204 once stored; otherwise the status and the JSON error the tracker ignores. */
export type BeaconAnswer = { status: 204 } | { status: 400 | 413 | 429; error: string };

const STORED: BeaconAnswer = { status: 204 };
const TOO_LARGE: BeaconAnswer = { status: 413, error: 'Too large' };
const TOO_MANY: BeaconAnswer = { status: 429, error: 'Too many events' };

/** Page views and funnel events from the tracker (sendBeacon or fetch keepalive), with the visit's session. */
export async function answerTrack(text: string, sender: BeaconSender): Promise<BeaconAnswer> {
  if (text.length > ANALYTICS_LIMITS.bodyBytes) return TOO_LARGE;
  const parsed = trackBatchSchema.safeParse(parseJsonBody(text));
  if (!parsed.success) return { status: 400, error: 'Invalid analytics batch' };
  const user = await sender.user();
  const { session, ...batch } = parsed.data;
  const result = await recordBatch(
    { ...batch, session: session ? describeDevice(sender.userAgent, session.touchPoints) : undefined },
    { userId: user?.id ?? null, clientKey: sender.clientIp },
  );
  return result.ok ? STORED : TOO_MANY;
}

/** The page-duration beacon: {session_id, page_url, duration_seconds}, sent when a page is left. */
export async function answerPageDuration(text: string, sender: BeaconSender): Promise<BeaconAnswer> {
  if (text.length > 4096) return TOO_LARGE;
  const parsed = durationSchema.safeParse(parseJsonBody(text));
  if (!parsed.success) return { status: 400, error: 'Invalid duration beacon' };
  const { session_id: sessionId, page_url: pageUrl, duration_seconds: durationSeconds } = parsed.data;
  const user = await sender.user();
  const result = await recordDuration({ sessionId, pageUrl, durationSeconds }, { userId: user?.id ?? null, clientKey: sender.clientIp });
  return result.ok ? STORED : TOO_MANY;
}
