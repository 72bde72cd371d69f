import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * A fresh database for one test file: in-memory PGlite by default (started from the run's migrated
 * template), or a new database on the PostgreSQL server named by TEST_DATABASE_URL (CI sets it:
 * docs/decisions/0030-integration-on-postgresql-in-ci.md).
 */
export function setupTestDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  process.env.DATA_DIR = dataDir;
  process.env.PUBLIC_URL = 'http://localhost:3999';
  process.env.AUTH_SECRET ??= 'test-secret-test-secret-test-secret-42';
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const { openDatabase, migrateDatabase } = await import('../app/server/platform/db.server.ts');
    const serverUrl = process.env.TEST_DATABASE_URL;
    let databaseUrl: string | undefined;
    if (serverUrl) {
      const { createScratchDatabase } = await import('../db/scratch-database.ts');
      const scratch = await createScratchDatabase(serverUrl, 'shop_test');
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
    // On the embedded database, a copy of the migrated one made once for the run (embedded-template.ts).
    const template = databaseUrl ? '' : inject('embeddedTemplate');
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const db = await openDatabase({ databaseUrl, inMemory: !databaseUrl, loadDataDir });
    await migrateDatabase(db);
  });

  afterAll(async () => {
    const { closeDatabase } = await import('../app/server/platform/db.server.ts');
    await closeDatabase();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
