import { lastScheduledSlot, recordScheduledSlot } from '../data/backup-status.server.ts';
import { backupSource } from '../platform/db.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { logger } from '../platform/logger.server.ts';
import { sendMail } from '../mail/mail.server.ts';
import { backUpWithRetries, type BackupOptions } from './run-backup.server.ts';

const IST_OFFSET_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Any number, the same in every server: the lock a scheduled backup is taken under. */
const BACKUP_LOCK = 7_460_132;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000];

/** How often BACKUP_EVERY asks for a backup, in ms (null: never). */
export function backupInterval(every: string): number | null {
  if (every === 'off') return null;
  return every === 'hourly' ? HOUR_MS : DAY_MS;
}

/** The next scheduled moment after `now`: the next full hour, or the next HH:MM in India. */
export function nextBackupTime(every: string, now: Date): Date | null {
  if (every === 'off') return null;
  if (every === 'hourly') return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const [h, m] = (every.split('@')[1] ?? '03:00').split(':').map(Number);
  const localMidnight = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  let at = localMidnight + (h * 60 + m) * 60_000;
  if (at <= now.getTime()) at += DAY_MS;
  return new Date(at);
}

/** Writes down that `slot` is taken, unless it (or a later one) already is. */
async function claim(slot: Date): Promise<boolean> {
  const taken = await lastScheduledSlot();
  if (taken && taken >= slot.toISOString()) return false;
  await recordScheduledSlot(slot.toISOString());
  return true;
}

/** This process's claims, one after another (the embedded database has one process). */
let turn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` for a scheduled moment in one server only. On PostgreSQL the servers' timers fire together:
 * the one that gets the advisory lock takes the moment and writes it down; the others, then or later,
 * see it taken.
 */
export async function oncePerSlot(slot: Date, work: () => Promise<unknown>): Promise<boolean> {
  const source = backupSource();
  if (source.kind === 'embedded') {
    const mine = turn.then(async () => ((await claim(slot)) ? (await work(), true) : false));
    turn = mine.catch(() => {});
    return mine;
  }
  const client = await source.pool.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [BACKUP_LOCK]);
    if (!rows[0].got) return false;
    try {
      if (!(await claim(slot))) return false;
      await work();
      return true;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The mail to the shop's own address when a scheduled backup failed after its retries. */
export async function mailBackupFailure(message: string): Promise<void> {
  const env = getEnv();
  await sendMail({
    to: env.SHOP_EMAIL,
    subject: `${env.SHOP_NAME}: the backup failed`,
    text: `The shop's scheduled backup failed, and failed again when it was retried:\n\n${message}\n\nThe admin dashboard shows the last good backup. This mail is sent once; the next good backup clears the failure.`,
  });
}

/** The backup of one scheduled moment; the delays and the backup's options differ in tests only. */
export function runScheduledBackup(
  slot: Date,
  { retryDelaysMs = RETRY_DELAYS_MS, ...options }: { retryDelaysMs?: number[] } & BackupOptions = {},
) {
  return oncePerSlot(slot, () => backUpWithRetries(retryDelaysMs, mailBackupFailure, options));
}

/** Arms a timer for the next scheduled moment, again after each; the returned function stops it. */
export function startBackupSchedule(): () => void {
  const every = getEnv().BACKUP_EVERY;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const next = nextBackupTime(every, new Date());
    if (!next) return;
    timer = setTimeout(() => {
      runScheduledBackup(next)
        .catch((error: unknown) => logger.error({ err: error }, 'scheduled backup failed'))
        .finally(arm);
    }, next.getTime() - Date.now());
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
