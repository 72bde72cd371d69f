// Command-line tools for the shop owner: seed, admin, backup, restore, storage-copy.
// Run through npm (npm run admin -- --email … --password …); Node strips the types itself.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chooseProductionLibraries } from './lib/production-libraries.mjs';

chooseProductionLibraries();
process.env.LOG_LEVEL ??= 'warn';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    force: { type: 'boolean' },
    to: { type: 'string' },
  },
});

const { getEnv } = await import('../app/server/platform/env.server.ts');
const { lockDataDir, DataDirLockedError } = await import('../app/server/platform/data-dir-lock.server.ts');
const env = getEnv();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function openLocked(holder: string) {
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir, holder);
  const { openDatabase, migrateDatabase } = await import('../app/server/platform/db.server.ts');
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  await migrateDatabase(db);
  return release;
}

async function closeAll(release: () => void) {
  const { closeDatabase } = await import('../app/server/platform/db.server.ts');
  await closeDatabase();
  release();
}

try {
  switch (command) {
    case 'seed': {
      const release = await openLocked('seed command');
      const { seedDemoData } = await import('../db/seed/run-seed.ts');
      const { setSetting } = await import('../app/server/data/settings.server.ts');
      const shopper = await seedDemoData();
      await setSetting('demo_mode', 'on');
      console.log('Demo data loaded.');
      if (shopper) console.log(`Demo shopper: ${shopper.email}  password: ${shopper.password}  (shown this once)`);
      await closeAll(release);
      break;
    }
    case 'admin': {
      if (!values.email || !values.password)
        fail('Usage: npm run admin -- --email owner@example.com --password "a long password" [--name "Owner"]');
      if (values.password.length < 8) fail('The password must be at least 8 characters.');
      const release = await openLocked('admin command');
      const { upsertUser } = await import('../app/server/data/users.server.ts');
      const result = await upsertUser({ email: values.email, password: values.password, name: values.name ?? 'Shop Admin', role: 'admin' });
      console.log(result.created ? `Admin ${result.email} created.` : `${result.email} is now an admin; password updated.`);
      await closeAll(release);
      break;
    }
    case 'backup': {
      // A folder or s3://bucket/prefix; BACKUP_TO (or DATA_DIR/backups) when not given.
      const to = positionals[0] && !positionals[0].startsWith('s3://') ? path.resolve(positionals[0]) : positionals[0];
      const { askRunningShop, runningShop } = await import('./lib/backup-command.ts');
      const shop = env.DATABASE_URL ? null : runningShop(env.dataDir);
      if (shop) {
        // The shop holds the embedded database: it takes the backup itself, without stopping.
        const done = await askRunningShop(env, shop, to);
        console.log(
          `Backup written to ${done.location} (${(done.bytes / 1e6).toFixed(1)} MB in ${done.seconds.toFixed(1)} s, by the running shop)`,
        );
        break;
      }
      const release = await openLocked('backup command');
      const { backUpNow } = await import('../app/server/backup/run-backup.server.ts');
      try {
        const done = await backUpNow({ to });
        console.log(`Backup written to ${done.location} (${(done.bytes / 1e6).toFixed(1)} MB in ${done.seconds.toFixed(1)} s)`);
      } finally {
        await closeAll(release);
      }
      break;
    }
    case 'restore': {
      const source = positionals[0] ?? fail('Usage: npm run restore -- <archive file or s3://bucket/path> [--force]');
      const { restoreBackup } = await import('../app/server/backup/restore.server.ts');
      const manifest = await restoreBackup(source, { force: Boolean(values.force) });
      const rows = Object.values(manifest.rowCounts).reduce((a, b) => a + b, 0);
      console.log(
        `Restored from ${source}: the backup of ${manifest.createdAt}, ${rows} rows, ${Object.keys(manifest.files).length - 1} files.`,
      );
      break;
    }
    case 'storage-copy': {
      if (values.to !== 's3') fail('Usage: npm run storage:copy -- --to s3   (copies DATA_DIR/uploads to the bucket named by S3_BUCKET)');
      if (!env.S3_BUCKET)
        fail('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) to the bucket to copy to.');
      const { copyUploadsToBucket } = await import('../app/server/storage/copy.server.ts');
      const result = await copyUploadsToBucket((line) => console.log(line));
      console.log(`Copied ${result.copied} files to ${env.S3_BUCKET}; ${result.skipped} were there already.`);
      break;
    }
    default:
      fail(
        'Commands: seed | admin --email E --password P | backup [folder|s3://bucket/prefix] | restore <archive|s3 URL> [--force] | storage-copy --to s3',
      );
  }
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  const { RestoreRefusedError } = await import('../app/server/backup/restore.server.ts');
  const { BackupDestinationError } = await import('../app/server/backup/destination.server.ts');
  const { PgDumpMissingError } = await import('../app/server/backup/archive-writer.server.ts');
  if (error instanceof RestoreRefusedError || error instanceof BackupDestinationError || error instanceof PgDumpMissingError)
    fail(error.message);
  if ((error as Error).cause instanceof BackupDestinationError || (error as Error).cause instanceof PgDumpMissingError)
    fail((error as Error).message);
  if (command === 'backup' || command === 'restore') fail(`The ${command} failed: ${(error as Error).message}`);
  throw error;
}
