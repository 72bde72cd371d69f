import { execFile } from 'node:child_process';
import path from 'node:path';

export type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs one of the owner's commands (`npm run backup`, `restore`…) as a process of its own. */
export function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) =>
    execFile(
      process.execPath,
      ['scripts/cli.ts', ...args],
      { env: { ...process.env, ...env, LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}`.trim() }),
    ),
  );
}

/**
 * `npm run restore -- <source>` into the empty folder `dataDir` (and, on PostgreSQL's pass, a fresh
 * database), then a way to query what was restored. `cleanups` gets what to undo afterwards.
 */
export async function restoreIntoFresh(source: string, dataDir: string, cleanups: (() => Promise<unknown> | void)[]) {
  const env: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: 'production' };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const { createScratchDatabase } = await import('../../db/scratch-database.ts');
    const scratch = await createScratchDatabase(serverUrl, 'shop_restored');
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
    env.AUTH_SECRET = process.env.AUTH_SECRET!;
  }
  const { out } = await runCli(['restore', source], env);
  let query: Query;
  if (serverUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    cleanups.push(() => client.end());
    query = (sql) => client.query(sql);
  } else {
    const { EmbeddedDatabase } = await import('../../app/server/platform/embedded-database.server.ts');
    const database = await EmbeddedDatabase.open({ dataDir: path.join(dataDir, 'db'), settings: [] });
    query = (sql) => database.query(sql);
    cleanups.push(() => database.close());
  }
  return { out, query, env };
}
