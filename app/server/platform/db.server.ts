import fs from 'node:fs';
import path from 'node:path';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../../../db/schema/index.ts';
import { logger } from './logger.server.ts';
import { keepCrashRecoveryShort } from './embedded-checkpoints.server.ts';
import { EmbeddedDatabase } from './embedded-database.server.ts';
import { startQueryTimer } from './metrics.server.ts';

export type Db = NodePgDatabase<typeof schema>;
type Closer = () => Promise<void>;

/** What a backup reads from: the embedded database's thread, or the PostgreSQL pool and its address. */
export type BackupSource = { kind: 'embedded'; database: EmbeddedDatabase } | { kind: 'postgres'; pool: import('pg').Pool; url: string };

/** Names the shop's connections in pg_stat_activity, so a restore can tell that a shop is still connected. */
export const SHOP_APPLICATION_NAME = 'boutique-shop';

export { schema };

const state: {
  db?: Db;
  close?: Closer;
  ping?: () => Promise<void>;
  kind?: 'embedded' | 'postgres';
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  backupSource?: BackupSource;
} = {};

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? 'db/migrations');

/** Opens the one database client of this process: PGlite in the data folder, or PostgreSQL when a URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** An embedded database's files (PGlite's dumpDataDir) to start from instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Db> {
  if (state.db) return state.db;
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // Every query's time for /metrics: pg's Pool takes the class of its clients (its `Client` option),
    // and the promise form (Drizzle's) of each client's query is timed.
    class TimedClient extends pg.Client {
      override query(...args: unknown[]): never {
        const end = startQueryTimer();
        const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
        if (result instanceof Promise) return result.finally(end) as never;
        return result as never;
      }
    }
    const pool = new pg.Pool({
      Client: TimedClient,
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 10_000,
      query_timeout: 12_000,
      application_name: SHOP_APPLICATION_NAME,
    });
    // Without a listener an idle client's error (server restart) would crash the process.
    pool.on('error', (error) => logger.error({ err: error }, 'postgres pool error'));
    state.db = drizzle(pool, { schema });
    state.close = () => pool.end();
    state.ping = async () => {
      await pool.query('select 1');
    };
    state.kind = 'postgres';
    state.backupSource = { kind: 'postgres', pool, url: options.databaseUrl };
    state.exclusive = async (work) => {
      // A session-level advisory lock on one pooled connection, held while `work` runs on others.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    };
  } else {
    const { drizzle } = await import('drizzle-orm/pglite');
    let dir: string | undefined;
    if (!options.inMemory) {
      dir = path.join(options.dataDir ?? './data', 'db');
      fs.mkdirSync(dir, { recursive: true });
    }
    // PostgreSQL's default 128 MB of shared buffers would sit in this process's memory; a boutique's
    // catalogue fits in 16 MB, which halves the server's footprint (365 → 189 MiB measured).
    const client = await EmbeddedDatabase.open({ dataDir: dir, settings: ['-c', 'shared_buffers=16MB'], loadDataDir: options.loadDataDir });
    // Drizzle's PGlite driver asks its client for query, exec and transaction only: the thread's client offers them.
    state.db = drizzle(client as unknown as PGliteClient, { schema }) as unknown as Db;
    const stopCheckpoints = dir ? keepCrashRecoveryShort(client) : () => {};
    state.close = () => {
      stopCheckpoints();
      return client.close();
    };
    state.ping = async () => {
      await client.query('select 1');
    };
    state.kind = 'embedded';
    state.backupSource = { kind: 'embedded', database: client };
  }
  return state.db;
}

/** Any number, the same in every server: names the lock that start-ups take in turn. */
const STARTUP_LOCK = 7_460_131;

/**
 * Runs `work` while no other process of the shop runs its own: servers started together on one
 * PostgreSQL migrate and load data one after another instead of racing. The embedded database has
 * one process only, so there it simply runs.
 */
export function oneStartupAtATime<T>(work: () => Promise<T>): Promise<T> {
  return state.exclusive ? state.exclusive(work) : work();
}

export async function migrateDatabase(db: Db): Promise<void> {
  if (state.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder });
  }
}

export function db(): Db {
  if (!state.db) throw new Error('The database is not open yet.');
  return state.db;
}

export function backupSource(): BackupSource {
  if (!state.backupSource) throw new Error('The database is not open yet.');
  return state.backupSource;
}

export function databaseKind() {
  return state.kind;
}

/** Resolves when the database answers within the timeout; rejects otherwise. */
export async function pingDatabase(timeoutMs = 2000): Promise<void> {
  if (!state.ping) throw new Error('The database is not open.');
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      state.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function closeDatabase(): Promise<void> {
  const close = state.close;
  Object.assign(state, {
    db: undefined,
    close: undefined,
    ping: undefined,
    kind: undefined,
    exclusive: undefined,
    backupSource: undefined,
  });
  if (close) await close();
}

/** True for errors that mean "the database is away or full", which answer 503 rather than 500. */
export function isUnavailableError(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ENOSPC', 'ETIMEDOUT', '53100', '57P01', '57P03', '08006', '08001'];
  if (e.code && codes.includes(e.code)) return true;
  if (e.message && /timeout exceeded when trying to connect|Connection terminated|no space left|database ping timed out/i.test(e.message))
    return true;
  return e.cause ? isUnavailableError(e.cause) : false;
}
