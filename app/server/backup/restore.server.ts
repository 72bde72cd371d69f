import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from '../platform/data-dir-lock.server.ts';
import { SHOP_APPLICATION_NAME } from '../platform/db.server.ts';
import { EmbeddedDatabase } from '../platform/embedded-database.server.ts';
import { getEnv } from '../platform/env.server.ts';
import { downloadArchive } from './destination.server.ts';
import { MANIFEST_FILE, refusalOf, type Manifest } from './manifest.server.ts';

/** A restore this shop will not do, said in one line. */
export class RestoreRefusedError extends Error {}

const refuse = (message: string): never => {
  throw new RestoreRefusedError(message);
};

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, _out, stderr) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        reject(
          new RestoreRefusedError(
            `${command} is not installed: install ${command.startsWith('pg_') ? 'the PostgreSQL client (apt-get install postgresql-client)' : 'it'}.`,
          ),
        );
      else reject(Object.assign(new Error(stderr.trim() || error.message), { stderr }));
    }),
  );
}

async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file the manifest lists is there with its size and checksum, and nothing else is. */
async function checkFiles(staging: string, manifest: Manifest, archive: string) {
  const present = (fs.readdirSync(staging, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(staging, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  for (const name of present) {
    if (name === MANIFEST_FILE) continue;
    if (!manifest.files[name]) refuse(`${archive} is damaged: it holds ${name}, which its manifest does not list.`);
    if (!fs.lstatSync(path.join(staging, name)).isFile()) refuse(`${archive} is damaged: ${name} is not a plain file.`);
  }
  for (const [name, expected] of Object.entries(manifest.files)) {
    const file = path.join(staging, name);
    if (!fs.existsSync(file)) refuse(`${archive} is damaged: ${name} is missing.`);
    if (fs.statSync(file).size !== expected.bytes || (await sha256(file)) !== expected.sha256)
      refuse(`${archive} is damaged: ${name} does not match its checksum.`);
  }
}

async function countRows(query: (sql: string) => Promise<{ rows: { n: number }[] }>, tables: string[]) {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = (await query(`select count(*)::int as n from "${table.replace(/"/g, '""')}"`)).rows[0].n;
  return counts;
}

function sameCounts(expected: Record<string, number>, restored: Record<string, number>, archive: string) {
  for (const [table, n] of Object.entries(expected))
    if (restored[table] !== n)
      throw new Error(`The restored database does not match ${archive}: ${table} has ${restored[table]} rows, not ${n}.`);
}

const holdsFiles = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

async function restoreEmbedded(staging: string, manifest: Manifest, archive: string, force: boolean) {
  const dbDir = path.join(getEnv().dataDir, 'db');
  if (!force && holdsFiles(dbDir)) refuse(alreadyHasData());
  fs.rmSync(dbDir, { recursive: true, force: true });
  fs.mkdirSync(dbDir, { recursive: true });
  const files = new Blob([fs.readFileSync(path.join(staging, manifest.database.file))]);
  const database = await EmbeddedDatabase.open({ dataDir: dbDir, settings: ['-c', 'shared_buffers=16MB'], loadDataDir: files });
  try {
    sameCounts(manifest.rowCounts, await countRows((sql) => database.query(sql), Object.keys(manifest.rowCounts)), archive);
  } finally {
    await database.close();
  }
}

const alreadyHasData = () =>
  `The shop at ${getEnv().dataDir} already has data: restore into an empty data folder, or run again with --force to replace it.`;

/** The uploads kept on this machine: the archive's replace the folder's (a bucket's stay where they are). */
function restoreUploads(staging: string, manifest: Manifest, force: boolean) {
  if (manifest.uploads.in !== 'archive') return;
  const { dataDir } = getEnv();
  const uploadsDir = path.join(dataDir, 'uploads');
  fs.rmSync(uploadsDir, { recursive: true, force: true });
  const restored = path.join(staging, 'uploads');
  if (fs.existsSync(restored)) fs.renameSync(restored, uploadsDir);
  // Resized copies of pictures that are gone would only take room.
  if (force) fs.rmSync(path.join(dataDir, 'cache'), { recursive: true, force: true });
}

async function restorePostgres(staging: string, manifest: Manifest, archive: string, force: boolean, url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const shops = await client.query<{ pid: number; addr: string | null }>(
      'select pid, client_addr::text as addr from pg_stat_activity where datname = current_database() and application_name = $1',
      [SHOP_APPLICATION_NAME],
    );
    if (shops.rows.length)
      refuse(
        `A shop is still connected to this database (${shops.rows.map((r) => `pid ${r.pid}${r.addr ? ` from ${r.addr}` : ''}`).join(', ')}): stop every app server first.`,
      );
    const tables = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    if (!force && tables.rows[0].n > 0)
      refuse("The database already has the shop's tables: restore into an empty database, or run again with --force to replace it.");
    if (force) await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public');
    try {
      await run('pg_restore', [
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        '-d',
        url,
        path.join(staging, manifest.database.file),
      ]);
    } catch (error) {
      if (error instanceof RestoreRefusedError) throw error;
      throw new Error(`pg_restore failed: ${(error as Error).message.split('\n')[0]}`);
    }
    sameCounts(manifest.rowCounts, await countRows((sql) => client.query(sql), Object.keys(manifest.rowCounts)), archive);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup archive (a file, or an s3:// address) into this shop's data folder or database.
 * Everything is checked before anything is replaced: the archive unpacks, is a shop backup of a
 * version this shop can read, every file matches its checksum, no shop holds the folder or database,
 * and the target is empty unless `force`.
 */
export async function restoreBackup(source: string, options: { force: boolean }): Promise<Manifest> {
  const env = getEnv();
  const downloaded = source.startsWith('s3://') ? path.join(os.tmpdir(), `shop-restore-${crypto.randomUUID()}.tar.gz`) : undefined;
  const archive = downloaded ?? path.resolve(source);
  // The embedded database: no shop may hold the folder while it is replaced (the lock names the holder).
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir, 'restore command');
  const staging = path.join(env.dataDir, `.restore-${crypto.randomUUID()}`);
  try {
    if (downloaded) await downloadArchive(source, env, downloaded);
    if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) refuse(`There is no backup archive at ${archive}.`);
    fs.mkdirSync(staging, { recursive: true });
    try {
      await run('tar', ['-xzf', archive, '-C', staging, '--no-same-owner', '--no-same-permissions']);
    } catch (error) {
      refuse(`${source} is damaged or not a backup: it does not unpack (${((error as Error).message.split('\n')[0] ?? '').trim()}).`);
    }
    let manifest: Manifest | null = null;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST_FILE), 'utf8')) as Manifest;
    } catch {
      /* refused below as foreign */
    }
    const refusal = refusalOf(manifest, source);
    if (refusal) refuse(refusal);
    await checkFiles(staging, manifest!, source);
    const kind = env.DATABASE_URL ? 'postgres' : 'embedded';
    if (manifest!.database.kind !== kind)
      refuse(
        `${source} holds ${manifest!.database.kind === 'embedded' ? 'an embedded database' : 'a PostgreSQL database'}, and this shop uses ${kind === 'embedded' ? 'the embedded one' : 'PostgreSQL'}: restore it where it came from.`,
      );
    if (!options.force && manifest!.uploads.in === 'archive' && holdsFiles(path.join(env.dataDir, 'uploads'))) refuse(alreadyHasData());
    if (kind === 'embedded') await restoreEmbedded(staging, manifest!, source, options.force);
    else await restorePostgres(staging, manifest!, source, options.force, env.DATABASE_URL!);
    restoreUploads(staging, manifest!, options.force);
    return manifest!;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    if (downloaded) fs.rmSync(downloaded, { force: true });
    release();
  }
}
