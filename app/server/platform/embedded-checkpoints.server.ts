import { logger } from './logger.server.ts';

/** The write-ahead log written since the last checkpoint after which the embedded database takes one. */
export const CHECKPOINT_AFTER_BYTES = 16 * 1024 * 1024;
const LOOK_EVERY_MS = 60_000;

type Queryable = { query<T>(sql: string): Promise<{ rows: T[] }> };

/**
 * The embedded database runs PostgreSQL as a single process, without the background checkpointer:
 * it takes a checkpoint only when it is closed. After a crash it replays every write since then, and
 * its log folder keeps growing while it runs. So once a minute, when more than 16 MB of log has been
 * written since the last checkpoint, one is asked for: a restart after kill -9 replays at most that
 * much (well under a second), and the old log files are recycled.
 */
export async function checkpointIfLogGrew(client: Queryable): Promise<boolean> {
  const { rows } = await client.query<{ pending: string | number }>(
    'select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn) as pending from pg_control_checkpoint()',
  );
  if (Number(rows[0]?.pending ?? 0) <= CHECKPOINT_AFTER_BYTES) return false;
  await client.query('checkpoint');
  return true;
}

/** Looks once a minute until the returned function is called. */
export function keepCrashRecoveryShort(client: Queryable): () => void {
  const timer = setInterval(() => {
    checkpointIfLogGrew(client).catch((error: unknown) => logger.warn({ err: error }, 'embedded database checkpoint failed'));
  }, LOOK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
