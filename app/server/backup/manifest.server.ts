import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../platform/db.server.ts';

/** Marks an archive as this shop's backup; anything without it is refused as foreign. */
export const BACKUP_FORMAT = 'boutique-shop-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

export type Manifest = {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  shopVersion: string;
  database: {
    kind: 'embedded' | 'postgres';
    /** The file in the archive: PGlite's dumped folder (a tar) or pg_dump's custom format. */
    file: string;
    /** The last migration applied, by its tag in db/migrations (null when unknown to this shop). */
    lastMigration: string | null;
    lastMigrationAt: number | null;
  };
  /** Rows per table at the backup's moment. */
  rowCounts: Record<string, number>;
  /** Where the uploaded files are: in this archive, or in the shop's bucket (not copied). */
  uploads: { in: 'archive' } | { in: 'bucket'; bucket: string };
  /** Every file of the archive but this manifest, with its size and SHA-256. */
  files: Record<string, { bytes: number; sha256: string }>;
};

type Journal = { entries: { when: number; tag: string }[] };

/** The migrations this shop knows, oldest first. */
export function knownMigrations(): Journal['entries'] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries;
}

export function migrationTag(at: number | null): string | null {
  return at === null ? null : (knownMigrations().find((entry) => entry.when === at)?.tag ?? null);
}

/** package.json's version, from the folder the shop runs in. */
export function shopVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Why this shop cannot restore an archive with this manifest, or null when it can. */
export function refusalOf(manifest: Partial<Manifest> | null, archive: string): string | null {
  if (!manifest || manifest.format !== BACKUP_FORMAT)
    return `${archive} is not a backup of this shop (it has no ${MANIFEST_FILE} of a shop backup).`;
  if ((manifest.formatVersion ?? 0) > BACKUP_FORMAT_VERSION || !manifest.database || !manifest.files)
    return `${archive} was made by a newer shop (version ${manifest.shopVersion ?? 'unknown'}): update this shop first.`;
  const latest = knownMigrations().at(-1);
  const at = manifest.database.lastMigrationAt;
  if (at !== null && latest && at > latest.when)
    return `${archive} was made by a newer shop (version ${manifest.shopVersion}, its database has migrations after ${latest.tag}): update this shop first.`;
  return null;
}
