import { logger } from '../app/server/platform/logger.server.ts';
import { removeExpiredUploads } from '../app/server/data/pending-uploads.server.ts';
import { pruneRequestLimits } from '../app/server/data/request-limits.server.ts';
import { sendReviewInvitations } from '../app/server/mail/review-invitation-mail.server.ts';

const EVERY_MS = 15 * 60 * 1000;

/** One round: uploads no enquiry claimed within 24 hours, ended rate-limit windows, and review invitations now due. */
export async function housekeepOnce(): Promise<void> {
  const removed = await removeExpiredUploads();
  if (removed) logger.info({ removed }, 'removed uploads no enquiry used');
  await pruneRequestLimits();
  const invited = await sendReviewInvitations();
  if (invited) logger.info({ invited }, 'sent review invitations');
}

/** Runs in every app server; the work is claimed row by row, so servers never do it twice. */
export function startHousekeeping(): () => void {
  const run = () => void housekeepOnce().catch((error) => logger.warn({ err: error }, 'housekeeping failed'));
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
