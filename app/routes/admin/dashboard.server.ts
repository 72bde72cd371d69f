import type { Route } from './+types/dashboard';
import { fail, ok, readForm } from '~/server/data/admin-actions.server';
import { requireAdmin } from '~/server/auth/permissions.server';
import { backUpNow, backupErrorMessage } from '~/server/backup/run-backup.server';
import { logger } from '~/server/platform/logger.server';

/** Back up now: the same backup as the schedule's, taken while the shop keeps serving. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request);
  if (form.get('intent') !== 'backup') return fail('Unknown action.');
  try {
    const done = await backUpNow();
    return ok('Backup stored', { description: `${(done.bytes / 1e6).toFixed(1)} MB to ${done.location}` });
  } catch (error) {
    logger.error({ err: error }, 'backup from the dashboard failed');
    return fail(`The backup failed: ${backupErrorMessage(error)}`, 500);
  }
}
