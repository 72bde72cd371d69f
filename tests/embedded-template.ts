import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's files (PGlite's dumpDataDir), or '' on PostgreSQL. */
    embeddedTemplate: string;
  }
}

/**
 * Vitest's global setup: one migrated embedded database, saved to a file that each test file's
 * database starts from. A new PGlite spends seconds creating its cluster (initdb inside
 * WebAssembly: 4.3 s against 1.6 s for starting from saved files, measured); test files with a
 * database would each pay it.
 */
export default async function makeEmbeddedTemplate(project: TestProject) {
  project.provide('embeddedTemplate', '');
  if (process.env.TEST_DATABASE_URL) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { migrationsFolder } = await import('../app/server/db.server.ts');
  const client = new PGlite('memory://', { extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  const files = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-'));
  const file = path.join(dir, 'database.tar');
  fs.writeFileSync(file, Buffer.from(await files.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
