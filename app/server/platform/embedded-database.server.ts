import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { Reply, Request, SentError, Snapshot, WorkerOptions } from './embedded-database-protocol.ts';
import { timedQuery } from './metrics.server.ts';

/**
 * The embedded database, run in a thread of its own (embedded-database.worker.ts) and asked from
 * here: its queries no longer hold the event loop that answers pages, and its WebAssembly's loading
 * leaves no trace in the main thread's JavaScript engine. See
 * docs/decisions/0021-embedded-database-in-its-own-thread.md.
 *
 * It offers what Drizzle's PGlite driver and the shop use of PGlite: query, exec, transaction (whose
 * queries run on the one connection it holds), dumpDataDir and close.
 */

// From source (tests, development) Node.js runs the thread's TypeScript itself; the built server
// names the built file beside it (server/app.ts, vite/embedded-database-worker.ts).
let workerFile = new URL('./embedded-database.worker.ts', import.meta.url);

/** Where the embedded database's thread starts from, when not from source. */
export function runEmbeddedDatabaseFrom(file: URL) {
  workerFile = file;
}

/** What a query or a transaction's query needs: Drizzle's PGlite driver calls these. */
export type EmbeddedQueries = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
};

/** A request before its id is given: Omit over each kind of request. */
type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;
type Asking = WithoutId<Request>;

function received(error: SentError): Error {
  // Its message, name and PostgreSQL's fields (code, constraint…), with the stack of the caller here.
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

export class EmbeddedDatabase implements EmbeddedQueries {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  /** Why the thread is gone, once it is: every question after that fails at once. */
  #gone: Error | undefined;

  /** Queries outside any transaction. */
  readonly #outside: EmbeddedQueries;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#outside = this.#queries();
  }

  /** Opens the database in its thread; rejects with the database's own error when it cannot. */
  static async open(options: { dataDir?: string; settings: string[]; loadDataDir?: Blob }): Promise<EmbeddedDatabase> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const workerData: WorkerOptions = { dataDir: options.dataDir, settings: options.settings, loadDataDir };
    const worker = new Worker(workerFile, { workerData, transferList: loadDataDir ? [loadDataDir] : [] });
    const database = new EmbeddedDatabase(worker);
    await new Promise<void>((ready, failed) => {
      database.#waiting.set(0, { resolve: () => ready(), reject: failed });
      worker.on('message', (reply: Reply) => database.#answered(reply));
      worker.on('error', (error: unknown) => database.#stopped(error instanceof Error ? error : new Error(String(error))));
      worker.on('exit', (code) => database.#stopped(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
    });
    return database;
  }

  #answered(reply: Reply) {
    const waiting = this.#waiting.get(reply.id);
    if (!waiting) return;
    this.#waiting.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(received(reply.error));
  }

  #stopped(cause: Error) {
    // 57P01 (the server is shutting down): the pages answer "unavailable" (isUnavailableError), not a crash.
    this.#gone ??= Object.assign(new Error(`The embedded database is no longer running: ${cause.message}`, { cause }), { code: '57P01' });
    for (const waiting of this.#waiting.values()) waiting.reject(this.#gone);
    this.#waiting.clear();
  }

  #ask<T>(request: Asking): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  /** A query or exec, timed for /metrics from the moment it is sent until its answer is back. */
  #timedAsk<T>(request: Asking): Promise<T> {
    return timedQuery(() => this.#ask<T>(request));
  }

  #queries(tx?: number): EmbeddedQueries {
    return {
      query: (sql, params, options) =>
        this.#timedAsk({
          op: 'query',
          sql,
          params,
          rowMode: options?.rowMode,
          textTypes: Object.keys(options?.parsers ?? {}).map(Number),
          tx,
        }),
      exec: (sql) => this.#timedAsk({ op: 'exec', sql, tx }),
    };
  }

  /** Of the options, `rowMode` and the types `parsers` names (kept as text) are sent; the others are not. */
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#outside.query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#outside.exec(sql);
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: EmbeddedQueries) => Promise<T>): Promise<T> {
    const tx = await this.#ask<number>({ op: 'begin' });
    let result: T;
    try {
      result = await work(this.#queries(tx));
    } catch (error) {
      await this.#ask({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.#ask({ op: 'end', tx, commit: true });
    return result;
  }

  /** The database's files as one archive (what `loadDataDir` starts from). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#ask<ArrayBuffer>({ op: 'dump' })]);
  }

  /** The files with every table's row count and the last migration, of one moment (a backup). */
  snapshot(): Promise<Snapshot> {
    return this.#ask<Snapshot>({ op: 'snapshot' });
  }

  async close(): Promise<void> {
    if (this.#gone) return;
    await this.#ask({ op: 'close' });
    await this.#worker.terminate();
  }
}
