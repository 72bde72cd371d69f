import fs from 'node:fs';
import path from 'node:path';
import { backupStatus, recordBackupDone, recordBackupFailed } from '../data/backup-status.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { logger } from '../platform/logger.server.ts';
import { writeBackupArchive, type ArchiveOutput } from './archive-writer.server.ts';
import { archiveName, backupDestination, timeOfArchive, type BackupDestination } from './destination.server.ts';
import type { Manifest } from './manifest.server.ts';
import { archivesToRemove, parseKeep } from './retention.server.ts';

export type BackupResult = { location: string; manifest: Manifest; bytes: number; seconds: number };
/** Where to (BACKUP_TO when not given); `output` differs in tests only. */
export type BackupOptions = { to?: string; output?: ArchiveOutput };

/** A backup that failed, its message already the one line the log, the admin and the mail show. */
class BackupFailure extends Error {
  code?: string;
}

/** A backup's error in one line for the log, the admin and the mail. */
export function backupErrorMessage(error: unknown, workDir?: string): string {
  if (error instanceof BackupFailure) return error.message;
  const e = error as NodeJS.ErrnoException;
  if (e?.code === 'ENOSPC')
    return `The disk is full${workDir ? ` at ${workDir}` : ''}: the backup stopped and its partial archive was removed.`;
  return e?.message ?? String(error);
}

async function removeOld(destination: BackupDestination, keep: string) {
  const archives = (await destination.list()).map((name) => ({ name, at: timeOfArchive(name)! }));
  for (const old of archivesToRemove(archives, parseKeep(keep))) await destination.remove(old.name);
}

async function takeBackup({ to, output }: BackupOptions): Promise<BackupResult> {
  const env = getEnv();
  const destination = backupDestination(to ?? env.backupTo, env);
  const started = Date.now();
  const name = archiveName(new Date(started));
  const partial = path.join(destination.workDir, `.${name}.partial`);
  try {
    await fs.promises.mkdir(destination.workDir, { recursive: true });
    // A bucket that cannot be reached or does not exist fails here, before minutes of work.
    await destination.list();
    const manifest = await writeBackupArchive(partial, output);
    const bytes = (await fs.promises.stat(partial)).size;
    const location = await destination.store(partial, name);
    const seconds = (Date.now() - started) / 1000;
    await recordBackupDone({ at: manifest.createdAt, where: location, bytes, seconds });
    logger.info({ location, bytes, seconds }, 'backup stored');
    // An old archive left over is no reason to call the backup failed.
    await removeOld(destination, env.BACKUP_KEEP).catch((error: unknown) => logger.warn({ err: error }, 'removing old backups failed'));
    return { location, manifest, bytes, seconds };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw Object.assign(new BackupFailure(backupErrorMessage(error, destination.workDir), { cause: error }), {
      code: (error as NodeJS.ErrnoException).code,
    });
  }
}

let running: Promise<BackupResult> | undefined;

/** Takes a backup now (the command, the admin's button); one at a time per process. */
export function backUpNow(options: BackupOptions = {}): Promise<BackupResult> {
  running ??= takeBackup(options).finally(() => (running = undefined));
  return running;
}

/**
 * A scheduled backup: tried again after each delay, then logged, shown to the admin and mailed to the
 * shop's address. One mail per run of failures: the next good backup clears it.
 */
export async function backUpWithRetries(
  retryDelaysMs: number[],
  mailFailure: (message: string) => Promise<void>,
  options: BackupOptions = {},
): Promise<BackupResult | null> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt - 1]));
    try {
      return await backUpNow(options);
    } catch (error) {
      lastError = error;
      logger.error({ err: error, attempt: attempt + 1 }, 'backup failed');
    }
  }
  const message = backupErrorMessage(lastError);
  const before = (await backupStatus()).lastFailure;
  let mailed = before?.mailed ?? false;
  if (!mailed) {
    await mailFailure(message).then(
      () => (mailed = true),
      (error: unknown) => logger.error({ err: error }, 'the backup failure mail could not be sent'),
    );
  }
  await recordBackupFailed({ at: new Date().toISOString(), message, mailed });
  return null;
}
