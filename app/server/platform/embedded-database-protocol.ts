// The messages between the shop and the thread that runs its embedded database
// (embedded-database.server.ts and embedded-database.worker.ts). Types only: the worker file imports
// nothing of the shop's at run time, so Node.js can run it from source in tests and development.

export type WorkerOptions = {
  /** The database's folder, or undefined for one in memory. */
  dataDir?: string;
  /** PostgreSQL settings added to PGlite's start parameters (`-c name=value`). */
  settings: string[];
  /** A database's files (PGlite's dumpDataDir) to start from; moved to the worker, not copied. */
  loadDataDir?: ArrayBuffer;
};

export type Request =
  | {
      id: number;
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      /** Types left as PostgreSQL's text (a parser function cannot cross threads; Drizzle's leave these as text). */
      textTypes: number[];
      /** The transaction it runs in, by the id of its `begin`. */
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  /** The files (as `dump`) with the row count of every table and the last migration, taken while nothing else runs. */
  | { id: number; op: 'snapshot' }
  | { id: number; op: 'close' };

/** What `snapshot` answers: the database's files as PGlite dumps them, and what they hold. */
export type Snapshot = { files: ArrayBuffer; rowCounts: Record<string, number>; lastMigrationAt: number | null };

/** An error as it crosses the threads: its name, message and plain fields (PostgreSQL's code, detail, constraint…). */
export type SentError = { name: string; message: string; fields: Record<string, string | number | boolean | null> };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SentError }
  /** Sent once, when the database is open (id 0) or could not be opened. */
  | { id: 0; ok: true; value: 'ready' };
