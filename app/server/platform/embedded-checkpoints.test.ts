import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_AFTER_BYTES, checkpointIfLogGrew } from './embedded-checkpoints.server.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-checkpoints-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const logSinceCheckpoint = async (client: PGlite) =>
  Number(
    (
      await client.query<{ pending: string }>(
        'select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn) as pending from pg_control_checkpoint()',
      )
    ).rows[0].pending,
  );

describe('checkpoints of the embedded database', () => {
  it('are taken once more than 16 MB of log was written since the last one, which PGlite does not do by itself', async () => {
    const client = new PGlite(dir);
    try {
      await client.exec('create table notes (body text)');
      expect(await checkpointIfLogGrew(client)).toBe(false);
      // About 24 MB of log, in commits of 1 MB each.
      for (let i = 0; i < 24; i++) await client.query(`insert into notes select repeat(md5(n::text), 32) from generate_series(1, 1000) n`);
      expect(await logSinceCheckpoint(client)).toBeGreaterThan(CHECKPOINT_AFTER_BYTES);

      expect(await checkpointIfLogGrew(client)).toBe(true);
      expect(await logSinceCheckpoint(client)).toBeLessThan(1024 * 1024);
      expect(await checkpointIfLogGrew(client)).toBe(false);
      expect((await client.query<{ n: number }>('select count(*)::int as n from notes')).rows[0].n).toBe(24_000);
    } finally {
      await client.close();
    }
  });
});
