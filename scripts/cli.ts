// Command-line tools for the shop owner: seed, admin, backup, restore, storage-copy.
// Run through npm (npm run admin -- --email … --password …); Node strips the types itself.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
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
      const target = path.resolve(positionals[0] ?? `backup-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      fs.mkdirSync(target, { recursive: true });
      if (env.DATABASE_URL) {
        execFileSync('pg_dump', ['--no-owner', '--clean', '--if-exists', '-f', path.join(target, 'database.sql'), env.DATABASE_URL], {
          stdio: 'inherit',
        });
      } else {
        const release = lockDataDir(env.dataDir, 'backup command');
        const { PGlite } = await import('@electric-sql/pglite');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const client = new PGlite(path.join(env.dataDir, 'db'), { extensions: { pg_trgm } });
        await client.waitReady;
        // PGlite's dump leaves nothing on the event loop while it works; keep the process alive.
        const keepAlive = setInterval(() => {}, 1000);
        const dump = await client.dumpDataDir('none');
        clearInterval(keepAlive);
        fs.writeFileSync(path.join(target, 'database.tar.gz'), zlib.gzipSync(Buffer.from(await dump.arrayBuffer())));
        await client.close();
        release();
      }
      const uploads = path.join(env.dataDir, 'uploads');
      if (env.S3_BUCKET) console.log(`Uploads stay in the bucket ${env.S3_BUCKET}: keep versioning on there (README, Backups).`);
      else if (fs.existsSync(uploads)) execFileSync('tar', ['-czf', path.join(target, 'uploads.tar.gz'), '-C', env.dataDir, 'uploads']);
      console.log(`Backup written to ${target}`);
      break;
    }
    case 'restore': {
      const source = positionals[0] ? path.resolve(positionals[0]) : fail('Usage: npm run restore -- <backup folder> [--force]');
      if (!fs.existsSync(source)) fail(`No backup at ${source}`);
      if (env.DATABASE_URL) {
        execFileSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-f', path.join(source, 'database.sql'), env.DATABASE_URL], {
          stdio: 'inherit',
        });
      } else {
        const release = lockDataDir(env.dataDir, 'restore command');
        const dbDir = path.join(env.dataDir, 'db');
        if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0 && !values.force) {
          release();
          fail(`The shop at ${env.dataDir} already has data. Run again with --force to replace it.`);
        }
        fs.rmSync(dbDir, { recursive: true, force: true });
        const { PGlite } = await import('@electric-sql/pglite');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const archive = new Blob([zlib.gunzipSync(fs.readFileSync(path.join(source, 'database.tar.gz')))]);
        const client = new PGlite(dbDir, { extensions: { pg_trgm }, loadDataDir: archive });
        await client.waitReady;
        await client.close();
        release();
      }
      const uploads = path.join(source, 'uploads.tar.gz');
      if (env.S3_BUCKET) {
        console.log(`Uploads are read from the bucket ${env.S3_BUCKET}; restore older versions there if needed (README, Backups).`);
      } else if (fs.existsSync(uploads)) {
        fs.rmSync(path.join(env.dataDir, 'uploads'), { recursive: true, force: true });
        fs.mkdirSync(env.dataDir, { recursive: true });
        execFileSync('tar', ['-xzf', uploads, '-C', env.dataDir]);
      }
      console.log(`Restored from ${source}`);
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
      fail('Commands: seed | admin --email E --password P | backup [folder] | restore <folder> [--force] | storage-copy --to s3');
  }
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  throw error;
}
