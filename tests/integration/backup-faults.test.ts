import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ArchiveOutput } from '../../app/server/backup/archive-writer.server.ts';
import { setupTestDatabase } from '../test-database.ts';
import { freePort } from '../spawn-shop.ts';
import { makeUser, outbox } from './auth-helpers.ts';

// A scheduled backup that fails part-way: the shop keeps serving, nothing half-written is left behind,
// and the failure is retried, logged, shown to the admin and mailed, whether the disk filled up or the
// bucket could not be reached.
setupTestDatabase();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-faults-'));
// Nothing listens on this port: the bucket's server is down.
const closedPort = await freePort();
Object.assign(process.env, {
  BACKUP_S3_ENDPOINT: `http://127.0.0.1:${closedPort}`,
  BACKUP_S3_REGION: 'us-east-1',
  BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
  BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
  BACKUP_S3_FORCE_PATH_STYLE: '1',
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

/**
 * A disk with `room` bytes left: the archive is written to its real file until that is full, then the
 * write fails as the system's does. `whenFull` runs first, while the backup is in the middle of its work.
 */
function diskWithRoom(room: number, whenFull: (file: string) => Promise<void>): ArchiveOutput {
  return (file) => {
    const fd = fs.openSync(file, 'w');
    let written = 0;
    let open = true;
    const close = () => {
      if (open) fs.closeSync(fd);
      open = false;
    };
    return new Writable({
      write(chunk: Buffer, _encoding, done) {
        const fits = Math.min(chunk.length, room - written);
        fs.writeSync(fd, chunk, 0, fits);
        written += fits;
        if (fits === chunk.length) return done();
        whenFull(file).then(() => done(noSpace()), done);
      },
      final(done) {
        close();
        done();
      },
      destroy(error, done) {
        close();
        done(error);
      },
    });
  };
}

/** The enquiries a shopper has sent, as the database holds them. */
async function enquiriesOf(userId: string) {
  const { db, schema } = await import('../../app/server/platform/db.server.ts');
  const { eq } = await import('drizzle-orm');
  return db().select({ id: schema.userEnquiries.id }).from(schema.userEnquiries).where(eq(schema.userEnquiries.userId, userId));
}

const backupMails = () => outbox().filter((mail) => mail.includes('the backup failed'));

describe('a backup that fails part-way', () => {
  it('the disk filling up: the shop keeps serving, the partial archive is removed, the failure is shown and mailed once', async () => {
    const { runScheduledBackup } = await import('../../app/server/backup/schedule.server.ts');
    const { backupOverview } = await import('../../app/server/backup/overview.server.ts');
    const { createCartEnquiry } = await import('../../app/server/data/enquiries.server.ts');
    const shopper = await makeUser('full-disk-shopper@example.in');
    const partials: number[] = [];
    const room = 4 * 1024;

    await runScheduledBackup(new Date('2026-11-28T21:30:00Z'), {
      to: folder,
      retryDelaysMs: [0],
      output: diskWithRoom(room, async (file) => {
        partials.push(fs.statSync(file).size);
        // The disk is full and the backup not over: a shopper's enquiry is still taken.
        await createCartEnquiry({ id: shopper.id, name: 'Meera', email: shopper.email }, []);
      }),
    });

    // Both tries filled the disk, and neither left its partial archive (nor an archive) behind.
    expect(partials).toEqual([room, room]);
    expect(fs.readdirSync(folder)).toEqual([]);
    const problem = `The disk is full at ${folder}: the backup stopped and its partial archive was removed.`;
    expect((await backupOverview()).lastFailure?.message).toBe(problem);
    expect(backupMails()).toHaveLength(1);
    expect(backupMails()[0]).toContain(problem);
    // Served during the backup and after it.
    await createCartEnquiry({ id: shopper.id, name: 'Meera', email: shopper.email }, []);
    expect(await enquiriesOf(shopper.id)).toHaveLength(3);
  });

  it('the bucket unreachable: one clear line, retried, logged and shown, and the shop keeps serving', async () => {
    const { runScheduledBackup } = await import('../../app/server/backup/schedule.server.ts');
    const { backupOverview } = await import('../../app/server/backup/overview.server.ts');
    const { logger } = await import('../../app/server/platform/logger.server.ts');
    const { createCartEnquiry } = await import('../../app/server/data/enquiries.server.ts');
    const errors = vi.spyOn(logger, 'error');

    expect(await runScheduledBackup(new Date('2026-11-29T21:30:00Z'), { to: 's3://shop-backups/nightly', retryDelaysMs: [0] })).toBe(true);

    const problem = `The backup bucket shop-backups at http://127.0.0.1:${closedPort} could not be reached (ECONNREFUSED).`;
    const logged = errors.mock.calls
      .filter((call) => call[1] === 'backup failed')
      .map(([fields]) => [(fields as { attempt: number }).attempt, (fields as { err: Error }).err.message]);
    expect(logged).toEqual([
      [1, problem],
      [2, problem],
    ]);
    expect((await backupOverview()).lastFailure?.message).toBe(problem);
    // Nothing was written to wait for the upload.
    const outgoing = path.join(process.env.DATA_DIR!, '.backup-outgoing');
    expect(fs.existsSync(outgoing) ? fs.readdirSync(outgoing) : []).toEqual([]);
    const shopper = await makeUser('no-bucket-shopper@example.in');
    await createCartEnquiry({ id: shopper.id, name: 'Asha', email: shopper.email }, []);
    expect(await enquiriesOf(shopper.id)).toHaveLength(1);
  });
});
