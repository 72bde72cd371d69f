import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../platform/env.server.ts';
import { s3Backend, type S3Settings } from '../storage/s3.server.ts';

/** Archives are named by their time, so a listing sorts by age and retention can read the time back. */
export const ARCHIVE_PATTERN = /^shop-backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(?:-\d{3})?Z)\.tar\.gz$/;

export function archiveName(at: Date): string {
  return `shop-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

export function timeOfArchive(name: string): Date | null {
  const match = ARCHIVE_PATTERN.exec(name);
  if (!match) return null;
  const [date, time] = match[1].split('T');
  const [h, m, s, ms = '000'] = time.replace('Z', '').split('-');
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

/** Where backups go: a folder, or a bucket and prefix. */
export type BackupDestination = {
  /** As the admin sees it: the folder, or s3://bucket/prefix/. */
  where: string;
  /** Where the archive is written before it is stored. */
  workDir: string;
  /** Moves the written archive into place; answers where it is now. */
  store(localFile: string, name: string): Promise<string>;
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
};

export class BackupDestinationError extends Error {}

/** A bucket error in one line that says what to check. */
function bucketError(error: unknown, settings: S3Settings): Error {
  const e = error as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const at = settings.endpoint ?? `S3 (${settings.region})`;
  const code = e?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
  if (code && /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|EAI_AGAIN/.test(code))
    return new BackupDestinationError(`The backup bucket ${settings.bucket} at ${at} could not be reached (${code}).`);
  if (e?.name === 'NoSuchBucket') return new BackupDestinationError(`The backup bucket ${settings.bucket} does not exist at ${at}.`);
  if (e?.$metadata?.httpStatusCode === 403 || e?.name === 'AccessDenied')
    return new BackupDestinationError(`The backup bucket ${settings.bucket} at ${at} refused the keys (access denied).`);
  return new BackupDestinationError(
    `The backup bucket ${settings.bucket} at ${at} failed: ${e?.name ?? ''} ${e?.message ?? String(error)}`.trim(),
  );
}

/** BACKUP_S3_* where given, the shop's own S3_* otherwise. */
export function backupS3Settings(env: Env, bucket: string): S3Settings {
  return {
    bucket,
    region: env.BACKUP_S3_REGION ?? env.S3_REGION,
    endpoint: env.BACKUP_S3_ENDPOINT ?? env.S3_ENDPOINT,
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID ?? env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY ?? env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE ?? env.S3_FORCE_PATH_STYLE,
  };
}

export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!match) throw new BackupDestinationError(`${url} is not an s3://bucket/prefix address.`);
  const prefix = match[2] && !match[2].endsWith('/') ? `${match[2]}/` : match[2];
  return { bucket: match[1], prefix };
}

function folderDestination(folder: string): BackupDestination {
  const dir = path.resolve(folder);
  return {
    where: dir,
    workDir: dir,
    async store(localFile, name) {
      const final = path.join(dir, name);
      await fs.promises.rename(localFile, final);
      return final;
    },
    async list() {
      return fs.existsSync(dir) ? (await fs.promises.readdir(dir)).filter((name) => ARCHIVE_PATTERN.test(name)) : [];
    },
    async remove(name) {
      await fs.promises.rm(path.join(dir, name), { force: true });
    },
  };
}

function bucketDestination(url: string, env: Env): BackupDestination {
  const { bucket, prefix } = parseS3Url(url);
  const settings = backupS3Settings(env, bucket);
  const backend = s3Backend(settings);
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw bucketError(error, settings);
    }
  };
  return {
    where: `s3://${bucket}/${prefix}`,
    workDir: path.join(env.dataDir, '.backup-outgoing'),
    async store(localFile, name) {
      await guarded(() => backend.put(prefix + name, fs.createReadStream(localFile), 'application/gzip'));
      await fs.promises.rm(localFile, { force: true });
      return `s3://${bucket}/${prefix}${name}`;
    },
    list: () =>
      guarded(async () => {
        const names: string[] = [];
        for await (const { key } of backend.list(prefix)) {
          const name = key.slice(prefix.length);
          if (ARCHIVE_PATTERN.test(name)) names.push(name);
        }
        return names;
      }),
    remove: (name) => guarded(() => backend.delete(prefix + name)),
  };
}

export function backupDestination(to: string, env: Env): BackupDestination {
  return to.startsWith('s3://') ? bucketDestination(to, env) : folderDestination(to);
}

/** Downloads an archive named by its s3:// address into a local file (restore). */
export async function downloadArchive(url: string, env: Env, toFile: string): Promise<void> {
  const { bucket, prefix } = parseS3Url(url);
  const key = prefix.replace(/\/$/, '');
  const settings = backupS3Settings(env, bucket);
  let object;
  try {
    object = await s3Backend(settings).get(key);
  } catch (error) {
    throw bucketError(error, settings);
  }
  if (!object) throw new BackupDestinationError(`There is no backup at ${url}.`);
  await pipeline(object.body, fs.createWriteStream(toFile));
}
