import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { freePort } from '../spawn-shop.ts';
import { type Query, restoreIntoFresh, runCli } from './restore-helpers.ts';

// The restore drill: a backup taken while enquiries with pictures are written, restored into a fresh
// data folder (or database), holds exactly the rows of one moment and their files, and the shop starts
// on it. Runs on the embedded database and, with TEST_DATABASE_URL set (CI runs it both ways), on PostgreSQL.
setupTestDatabase();
const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drill-backups-'));
const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drill-restored-'));
process.env.BACKUP_TO = backups;
const cleanups: (() => Promise<unknown> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(backups, { recursive: true, force: true });
  fs.rmSync(fresh, { recursive: true, force: true });
});

/** Rows and a hash of every row of each table; `inquiries` limited to its first `inquiries` rows (by id). */
async function tableHashes(query: Query, tables: string[], inquiries?: number) {
  const hashes: Record<string, string> = {};
  for (const table of tables) {
    let from = `"${table}"`;
    if (table === 'inquiries' && inquiries !== undefined) from = `(select * from inquiries order by inquiry_id limit ${inquiries})`;
    // The backup's own record is written after its moment.
    if (table === 'shop_settings') from = `(select * from shop_settings where key not like 'backup\\_%')`;
    const { rows } = await query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from ${from} t`,
    );
    hashes[table] = `${rows[0].n}:${rows[0].h}`;
  }
  return hashes;
}

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('restore drill', () => {
  it('a backup taken while enquiries are written restores one moment exactly, with every file, and the shop starts on it', async () => {
    const { db, schema, backupSource } = await import('../../app/server/platform/db.server.ts');
    const { store } = await import('../../app/server/storage/storage.server.ts');
    const { backUpNow } = await import('../../app/server/backup/run-backup.server.ts');
    const { getEnv } = await import('../../app/server/platform/env.server.ts');
    const source = getEnv().dataDir;

    const productPicture = 'products/drill-piece.webp';
    await store().put(productPicture, crypto.randomBytes(5000), 'image/webp');

    // Enquiries with a picture each, as the shop stores them: the file first, then the row naming it.
    let written = 0;
    let backupDone = false;
    let hundredWritten!: () => void;
    const hundred = new Promise<void>((resolve) => (hundredWritten = resolve));
    const writer = (async () => {
      while (!backupDone || written < 300) {
        const key = `inquiries/drill-${String(written).padStart(5, '0')}.webp`;
        await store().put(key, crypto.randomBytes(2000 + written), 'image/webp');
        await db()
          .insert(schema.inquiries)
          .values({
            inquiryId: `INQ${String(written).padStart(8, '0')}`,
            customerName: `Drill Shopper ${written}`,
            phone: '+919876543210',
            notes: JSON.stringify({ reference_image_urls: [`/media/${key}`] }),
          });
        written++;
        if (written === 100) hundredWritten();
      }
    })();
    await hundred;
    const backup = await backUpNow();
    backupDone = true;
    await writer;

    const k = backup.manifest.rowCounts.inquiries;
    expect(k).toBeGreaterThanOrEqual(100);
    expect(k).toBeLessThan(written);
    expect(backup.location.startsWith(backups)).toBe(true);

    // Restore into a fresh folder (and, on PostgreSQL, a fresh database).
    const serverUrl = process.env.TEST_DATABASE_URL;
    const { out, query: restoredQuery, env: restoreEnv } = await restoreIntoFresh(backup.location, fresh, cleanups);
    expect(out).toContain(`Restored from ${backup.location}`);

    const live = backupSource();
    const sourceQuery: Query = live.kind === 'embedded' ? (sql) => live.database.query(sql) : (sql) => live.pool.query(sql);
    const tables = Object.keys(backup.manifest.rowCounts);
    expect(await tableHashes(restoredQuery, tables)).toEqual(await tableHashes(sourceQuery, tables, k));
    const restoredCounts: Record<string, unknown> = {};
    for (const t of tables) restoredCounts[t] = (await restoredQuery(`select count(*)::int as n from "${t}"`)).rows[0].n;
    expect(restoredCounts).toEqual(backup.manifest.rowCounts);

    // Every restored enquiry's picture is there, byte for byte; nothing the backup's moment lacked is.
    const { rows } = await restoredQuery('select notes from inquiries');
    const pictures = rows.map((row) =>
      (JSON.parse(String(row.notes)) as { reference_image_urls: string[] }).reference_image_urls[0].slice('/media/'.length),
    );
    expect(pictures).toHaveLength(k);
    const restoredFiles = fs
      .readdirSync(path.join(fresh, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile());
    const restoredKeys = restoredFiles.map((entry) => path.relative(path.join(fresh, 'uploads'), path.join(entry.parentPath, entry.name)));
    expect(restoredKeys).toEqual(expect.arrayContaining([...pictures, productPicture]));
    // A file stored just before the moment whose row came after it is kept too (as in the shop, unclaimed).
    for (const key of restoredKeys) expect(sha(path.join(fresh, 'uploads', key))).toBe(sha(path.join(source, 'uploads', key)));
    await Promise.all(cleanups.splice(1).map((cleanup) => cleanup()));

    // The shop starts on the restored data and serves its files.
    const port = await freePort();
    const shop = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        ...restoreEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: '0',
        LOG_LEVEL: 'silent',
        BACKUP_EVERY: 'off',
      },
      stdio: 'ignore',
    });
    cleanups.push(() => {
      shop.kill('SIGTERM');
      return new Promise((resolve) => shop.once('exit', resolve));
    });
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const served = await fetch(`http://127.0.0.1:${port}/media/${productPicture}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(path.join(source, 'uploads', productPicture)))).toBe(true);

    // npm run backup while the shop runs: the shop takes it, without stopping; nobody else may ask it.
    const again = await runCli(['backup', path.join(fresh, 'again')], restoreEnv);
    // The embedded database is the running shop's own, so the shop takes it; PostgreSQL is dumped by the command itself.
    const taker = process.env.TEST_DATABASE_URL ? '' : ', by the running shop';
    expect(again.out).toMatch(new RegExp(`^Backup written to .+shop-backup-.+\\.tar\\.gz \\(.+${taker}\\)$`));
    if (!serverUrl) {
      // The running shop's database is in a folder: its checkpointed copy restores to the same rows.
      const copied = /^Backup written to (\S+)/.exec(again.out)![1];
      const third = path.join(fresh, 'third');
      expect((await runCli(['restore', copied], { ...restoreEnv, DATA_DIR: third })).out).toContain(`Restored from ${copied}`);
      const { EmbeddedDatabase } = await import('../../app/server/platform/embedded-database.server.ts');
      const database = await EmbeddedDatabase.open({ dataDir: path.join(third, 'db'), settings: [] });
      cleanups.push(() => database.close());
      expect(await tableHashes((sql) => database.query(sql), ['inquiries'])).toEqual(await tableHashes(sourceQuery, ['inquiries'], k));
    }
    const stranger = await fetch(`http://127.0.0.1:${port}/internal/backup`, {
      method: 'POST',
      headers: { Authorization: 'Bearer guessed' },
    });
    expect(stranger.status).toBe(403);

    // A second restore while the shop runs on the folder is refused and names the holder.
    if (!serverUrl) {
      const refused = await runCli(['restore', backup.location, '--force'], restoreEnv);
      expect(refused).toEqual({
        code: 1,
        out: expect.stringMatching(new RegExp(`in use by another process \\(shop server, pid ${shop.pid}\\)`)),
      });
    }
  }, 150_000);

  it('refuses a damaged, foreign or newer archive with one line, before touching the data folder', async () => {
    const { restoreBackup } = await import('../../app/server/backup/restore.server.ts');
    const { tarHeader, tarPadding, TAR_END } = await import('../../app/server/backup/tar.server.ts');
    const archive = (name: string, files: Record<string, string>) => {
      const parts = Object.entries(files).flatMap(([file, text]) => [
        tarHeader(file, Buffer.byteLength(text), new Date()),
        Buffer.from(text),
        tarPadding(Buffer.byteLength(text)),
      ]);
      const file = path.join(backups, name);
      fs.writeFileSync(file, zlib.gzipSync(Buffer.concat([...parts, TAR_END])));
      return file;
    };
    const manifest = (changes: object) =>
      JSON.stringify({
        format: 'boutique-shop-backup',
        formatVersion: 1,
        shopVersion: '1.0.0',
        database: { kind: 'embedded', file: 'database/pglite.tar', lastMigration: null, lastMigrationAt: null },
        rowCounts: {},
        uploads: { in: 'archive' },
        files: { 'database/pglite.tar': { bytes: 4, sha256: crypto.createHash('sha256').update('good').digest('hex') } },
        ...changes,
      });
    const refusal = (file: string) =>
      restoreBackup(file, { force: true }).then(
        () => 'restored',
        (error: Error) => `${error.name}: ${error.message}`,
      );
    const before = fs.readdirSync(process.env.DATA_DIR!);

    const altered = archive('altered.tar.gz', { 'database/pglite.tar': 'evil', 'manifest.json': manifest({}) });
    expect(await refusal(altered)).toBe(`Error: ${altered} is damaged: database/pglite.tar does not match its checksum.`);
    const truncated = path.join(backups, 'truncated.tar.gz');
    fs.writeFileSync(truncated, fs.readFileSync(altered).subarray(0, 60));
    expect(await refusal(truncated)).toMatch(
      new RegExp(`^Error: ${truncated} is damaged or not a backup: it does not unpack \\(.+\\)\\.$`),
    );
    const foreign = archive('foreign.tar.gz', { 'notes.txt': 'hello' });
    expect(await refusal(foreign)).toBe(`Error: ${foreign} is not a backup of this shop (it has no manifest.json of a shop backup).`);
    const newer = archive('newer.tar.gz', {
      'manifest.json': manifest({
        shopVersion: '9.0.0',
        database: { kind: 'embedded', file: 'database/pglite.tar', lastMigration: '0099_later', lastMigrationAt: 4102444800000 },
      }),
    });
    expect(await refusal(newer)).toMatch(
      new RegExp(
        `^Error: ${newer} was made by a newer shop \\(version 9\\.0\\.0, its database has migrations after \\d{4}_\\w+\\): update this shop first\\.$`,
      ),
    );
    expect(fs.readdirSync(process.env.DATA_DIR!)).toEqual(before);
  });
});
