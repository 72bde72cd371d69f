import { eq, inArray } from 'drizzle-orm';
import { db, schema } from '../platform/db.server.ts';
import { noteLastBackup } from '../platform/metrics.server.ts';

/** The last backup that was stored, as the admin's dashboard shows it. */
export type BackupDone = { at: string; where: string; bytes: number; seconds: number };
/** The last backup that failed after its retries; cleared by the next good one. */
export type BackupFailed = { at: string; message: string; mailed: boolean };
export type BackupStatus = { lastGood: BackupDone | null; lastFailure: BackupFailed | null };

const GOOD = 'backup_last_good';
const FAILED = 'backup_last_failure';
/** The scheduled moment the last scheduled backup was taken for: several servers take each moment once. */
const SLOT = 'backup_last_slot';

// Written without announcing a change: no page a visitor sees shows it, and a backup must not empty the render cache.
async function put(key: string, value: string) {
  await db()
    .insert(schema.shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: schema.shopSettings.key, set: { value, updatedAt: new Date() } });
}

export async function backupStatus(): Promise<BackupStatus> {
  const rows = await db()
    .select({ key: schema.shopSettings.key, value: schema.shopSettings.value })
    .from(schema.shopSettings)
    .where(inArray(schema.shopSettings.key, [GOOD, FAILED]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const good = value(GOOD);
  const failed = value(FAILED);
  return { lastGood: good ? (JSON.parse(good) as BackupDone) : null, lastFailure: failed ? (JSON.parse(failed) as BackupFailed) : null };
}

export async function recordBackupDone(done: BackupDone): Promise<void> {
  await put(GOOD, JSON.stringify(done));
  await db().delete(schema.shopSettings).where(eq(schema.shopSettings.key, FAILED));
  noteLastBackup(new Date(done.at));
}

export async function recordBackupFailed(failed: BackupFailed): Promise<void> {
  await put(FAILED, JSON.stringify(failed));
}

export async function lastScheduledSlot(): Promise<string | null> {
  const [row] = await db().select({ value: schema.shopSettings.value }).from(schema.shopSettings).where(eq(schema.shopSettings.key, SLOT));
  return row?.value ?? null;
}

export async function recordScheduledSlot(slot: string): Promise<void> {
  await put(SLOT, slot);
}
