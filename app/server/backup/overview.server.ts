import { backupStatus } from '../data/backup-status.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { backupInterval } from './schedule.server.ts';

const DAY_MS = 86_400_000;

/** How long ago, in the words the dashboard uses. */
function ageText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export type BackupOverview = {
  lastGood: { age: string; where: string; megabytes: string } | null;
  lastFailure: { at: string; message: string } | null;
  schedule: string;
  /** No good backup, or the last one is older than twice the schedule (a day when none is set). */
  overdue: boolean;
};

/** What the admin's dashboard shows of backups. */
export async function backupOverview(now = Date.now()): Promise<BackupOverview> {
  const env = getEnv();
  const { lastGood, lastFailure } = await backupStatus();
  const every = backupInterval(env.BACKUP_EVERY);
  const ageMs = lastGood ? now - new Date(lastGood.at).getTime() : Infinity;
  return {
    lastGood: lastGood ? { age: ageText(ageMs), where: lastGood.where, megabytes: (lastGood.bytes / 1e6).toFixed(1) } : null,
    lastFailure: lastFailure ? { at: lastFailure.at, message: lastFailure.message } : null,
    schedule:
      env.BACKUP_EVERY === 'off'
        ? 'Scheduled backups are off.'
        : `Scheduled ${env.BACKUP_EVERY === 'hourly' ? 'every hour' : `daily at ${env.BACKUP_EVERY.split('@')[1] ?? '03:00'} India time`}.`,
    overdue: ageMs > 2 * (every ?? DAY_MS),
  };
}
