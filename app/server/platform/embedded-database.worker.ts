// The embedded database's own thread: PGlite (PostgreSQL in WebAssembly) opened here and asked by
// messages from the shop's main thread (embedded-database.server.ts). Why a thread of its own:
// docs/decisions/0021-embedded-database-in-its-own-thread.md.
//
// Imports packages only (and types), so Node.js runs this file from source in tests and development;
// the server build bundles it beside the server (vite.config.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Reply, Request, SentError, Snapshot, WorkerOptions } from './embedded-database-protocol.ts';

const port = parentPort!;
const options = workerData as WorkerOptions;
const send = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

function sendable(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SentError['fields'] = {};
  for (const [name, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[name] = value as string | number | boolean | null;
  return { name: error.name, message: error.message, fields };
}

let db: PGlite;
try {
  // An undefined folder drops the options in PGlite; memory:// keeps them.
  db = new PGlite(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...options.settings],
    loadDataDir: options.loadDataDir ? new Blob([options.loadDataDir]) : undefined,
  });
  await db.waitReady;
  send({ id: 0, ok: true, value: 'ready' });
} catch (error) {
  send({ id: 0, ok: false, error: sendable(error) });
  port.close();
}

/** The parser for the types a query keeps as PostgreSQL's text. */
const asText = (value: string) => value;

/** Open transactions by the id of their `begin`: each holds PGlite's one connection until its `end`. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();

function inTransaction(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('This transaction has already ended.');
  return open.tx;
}

function begin(id: number): Promise<number> {
  return new Promise((began, failed) => {
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    const done = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        began(id);
        if (!(await decided)) await tx.rollback();
      })
      .finally(() => transactions.delete(id));
    done.catch(failed);
  });
}

const run = promisify(execFile);

/** Packs a copied folder as PGlite's `loadDataDir` reads it (a tar), off this thread, by the system's tar. */
async function packed(folder: string): Promise<ArrayBuffer> {
  const { stdout } = await run('tar', ['-cf', '-', '-C', folder, '.'], { encoding: 'buffer', maxBuffer: 4 * 1024 ** 3 });
  return stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length) as ArrayBuffer;
}

/**
 * Inside a transaction no other query or transaction runs (PGlite takes them in turn), so the counts and
 * the files are of one moment. A database in a folder is checkpointed (every changed page written to
 * its files) and the folder copied beside itself, then packed once the transaction is over and the
 * shop's queries run again: the copy held the database about half as long as PGlite's dumpDataDir
 * (record 0026). In memory (tests) there is no folder to copy: the dump, what a crash would leave.
 */
async function snapshot(): Promise<Snapshot> {
  let taken: Omit<Snapshot, 'files'> & { files?: ArrayBuffer } = { rowCounts: {}, lastMigrationAt: null };
  const copy = options.dataDir ? `${options.dataDir}.backup-copy` : undefined;
  try {
    await db.transaction(async (tx) => {
      const tables = await tx.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
      );
      const rowCounts: Record<string, number> = {};
      for (const { name } of tables.rows)
        rowCounts[name] = (await tx.query<{ n: number }>(`select count(*)::int as n from "${name.replace(/"/g, '""')}"`)).rows[0].n;
      const migrations = await tx.query<{ at: string | null }>('select max(created_at)::text as at from drizzle.__drizzle_migrations');
      const at = migrations.rows[0]?.at;
      taken = { rowCounts, lastMigrationAt: at ? Number(at) : null };
      if (!copy) {
        taken.files = await (await db.dumpDataDir('none')).arrayBuffer();
        return;
      }
      await tx.exec('checkpoint');
      await fs.promises.rm(copy, { recursive: true, force: true });
      fs.cpSync(options.dataDir!, copy, { recursive: true });
    });
    return { ...taken, files: taken.files ?? (await packed(copy!)) };
  } finally {
    if (copy) await fs.promises.rm(copy, { recursive: true, force: true });
  }
}

async function answer(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers: ParserOptions = Object.fromEntries(request.textTypes.map((type) => [type, asText]));
      return inTransaction(request.tx).query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'exec':
      return inTransaction(request.tx).exec(request.sql);
    case 'begin':
      return begin(request.id);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('This transaction has already ended.');
      open.end(request.commit);
      await open.done;
      return null;
    }
    case 'dump':
      return (await db.dumpDataDir('none')).arrayBuffer();
    case 'snapshot':
      return snapshot();
    case 'close':
      await db.close();
      return null;
  }
}

port.on('message', (request: Request) => {
  answer(request).then(
    (value) => {
      const moved = value instanceof ArrayBuffer ? [value] : request.op === 'snapshot' ? [(value as Snapshot).files] : [];
      send({ id: request.id, ok: true, value }, moved);
      if (request.op === 'close') port.close();
    },
    (error: unknown) => send({ id: request.id, ok: false, error: sendable(error) }),
  );
});
