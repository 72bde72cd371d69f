import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database has no lock of its own: a second process writing to the same folder loses
 * its writes silently. Whoever opens the folder takes this lock first; a holder that died is detected
 * by its pid and its lock taken over.
 */
export class DataDirLockedError extends Error {}

/** Whether a process with this id runs (one of another user's counts too). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `details` are kept in the lock for other processes (the shop's port, which `npm run backup` asks). */
export function lockDataDir(dataDir: string, holder: string, details: Record<string, string | number> = {}): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString(), ...details }), { flag: 'wx' });
      const release = () => {
        try {
          const current = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
          if (current.pid === process.pid) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let current: { pid?: number; holder?: string } = {};
      try {
        current = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
      } catch {
        /* unreadable lock: treat as stale */
      }
      if (current.pid && current.pid !== process.pid && isAlive(current.pid)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another process (${current.holder ?? 'unknown'}, pid ${current.pid}). Stop it first, or point DATA_DIR elsewhere.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
