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
  // The shop's own opening and migrating, so the copy is what a test file would have made itself.
  const { openDatabase, migrateDatabase, closeDatabase } = await import('../app/server/platform/db.server.ts');
  const db = await openDatabase({ inMemory: true });
  await migrateDatabase(db);
  const { $client } = db as unknown as { $client: import('@electric-sql/pglite').PGlite };
  const files = await $client.dumpDataDir('none');
  await closeDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-'));
  const file = path.join(dir, 'database.tar');
  fs.writeFileSync(file, Buffer.from(await files.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
