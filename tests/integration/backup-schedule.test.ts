import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test-database.ts';
import { startS3TestServer } from '../s3-test-server.ts';
import { freePort } from '../spawn-shop.ts';
import { makeUser, outbox, routeRequest, settle, signIn } from './auth-helpers.ts';
import { restoreIntoFresh } from './restore-helpers.ts';

// Scheduled backups to an S3-compatible bucket (the shop's files stay on disk: the backup bucket has
// its own BACKUP_S3_* settings), one backup per scheduled moment however many servers fire, failures
// retried, mailed once and shown, and the dashboard's Back up now. Runs on PostgreSQL too.
setupTestDatabase();
const s3Port = await freePort();
Object.assign(process.env, {
  BACKUP_TO: 's3://shop-test/nightly',
  BACKUP_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  BACKUP_S3_REGION: 'us-east-1',
  BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
  BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
  BACKUP_S3_FORCE_PATH_STYLE: '1',
});
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
const ctx = { params: {}, context: {} };

beforeAll(async () => {
  s3 = await startS3TestServer('shop-test', s3Port);
});
afterAll(() => s3.stop());

async function archivesInBucket() {
  const { s3Backend } = await import('../../app/server/storage/s3.server.ts');
  const keys: string[] = [];
  for await (const { key } of s3Backend({ ...s3.settings }).list('nightly/')) keys.push(key);
  return keys.sort();
}

describe('scheduled backups', () => {
  it('two servers firing for the same moment take one backup, into the bucket', async () => {
    const { runScheduledBackup } = await import('../../app/server/backup/schedule.server.ts');
    const slot = new Date('2026-11-27T21:30:00Z');
    // On PostgreSQL the two claims race for the advisory lock on two connections, as two servers would.
    const taken = await Promise.all([runScheduledBackup(slot), runScheduledBackup(slot)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await runScheduledBackup(slot)).toBe(false);
    const keys = await archivesInBucket();
    expect(keys).toEqual([expect.stringMatching(/^nightly\/shop-backup-.+Z\.tar\.gz$/)]);
  });

  it('a failing backup is retried, mailed to the shop once and shown on the dashboard, until Back up now (admins only) stores one', async () => {
    const { runScheduledBackup } = await import('../../app/server/backup/schedule.server.ts');
    const { backupOverview } = await import('../../app/server/backup/overview.server.ts');
    const { loader, action } = await import('../../app/routes/admin/dashboard.tsx');
    const failing = { retryDelaysMs: [0], to: 's3://no-such-bucket/nightly' };
    const mails = () => outbox().filter((mail) => mail.includes('the backup failed'));
    const problem = `The backup bucket no-such-bucket does not exist at http://127.0.0.1:${s3Port}.`;

    await runScheduledBackup(new Date('2026-11-28T21:30:00Z'), failing);
    await runScheduledBackup(new Date('2026-11-29T21:30:00Z'), failing);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]).toContain(problem);

    await makeUser('backup-owner@example.in', 'owner-password-1', 'admin', 'Owner');
    await makeUser('backup-shopper@example.in', 'shopper-password-1', 'user', 'Shopper');
    const admin = await signIn('backup-owner@example.in', 'owner-password-1');
    const shopper = await signIn('backup-shopper@example.in', 'shopper-password-1');
    const dashboard = async () =>
      (await settle(async () => loader({ request: await routeRequest('/admin', { cookie: admin }), ...ctx } as never))).data?.backup;
    const post = (cookie: string) =>
      settle(async () => action({ request: await routeRequest('/admin', { cookie, form: { intent: 'backup' } }), ...ctx } as never));
    expect(await dashboard()).toMatchObject({ lastFailure: { message: problem } });

    expect((await post(shopper)).status).toBe(403);
    const before = await archivesInBucket();
    expect((await post(admin)).data).toMatchObject({ ok: true, message: 'Backup stored' });
    // 7 days, 4 weeks, 12 months: of two backups on one day the newer is kept.
    const now = await archivesInBucket();
    expect(now).toHaveLength(1);
    expect(now).not.toEqual(before);
    expect(await dashboard()).toMatchObject({
      lastGood: { age: 'just now', where: `s3://shop-test/${now[0]}` },
      lastFailure: null,
      overdue: false,
    });
    // Daily backups: two days and a minute later it is overdue.
    expect((await backupOverview(Date.now() + 2 * 86_400_000 + 60_000)).overdue).toBe(true);
  });

  it('the archive in the bucket restores into a fresh folder (or database), with the accounts of its moment', async () => {
    const [key] = await archivesInBucket();
    const source = `s3://shop-test/${key}`;
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-from-bucket-'));
    const cleanups: (() => Promise<unknown> | void)[] = [];
    try {
      const restored = await restoreIntoFresh(source, fresh, cleanups);
      expect(restored.out).toContain(`Restored from ${source}`);
      const { rows } = await restored.query(`select email from "user" where email like 'backup-%' order by email`);
      expect(rows.map((row) => row.email)).toEqual(['backup-owner@example.in', 'backup-shopper@example.in']);
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup();
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});
