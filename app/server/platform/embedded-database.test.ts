import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabase } from './embedded-database.server.ts';
import { isUnavailableError } from './db.server.ts';

// The embedded database in its own thread, asked the way Drizzle's PGlite driver asks it.
describe('the embedded database in its own thread', () => {
  let database: EmbeddedDatabase;
  beforeAll(async () => {
    database = await EmbeddedDatabase.open({ settings: [] });
    await database.exec('create table notes (id int primary key, body text not null, written timestamptz not null default now())');
  });
  afterAll(() => database.close());

  it('answers rows as objects or as arrays, and leaves the types it is told as PostgreSQL text', async () => {
    await database.query('insert into notes (id, body) values ($1, $2), ($3, $4)', [1, 'silk', 2, 'cotton']);
    const objects = await database.query<{ id: number; body: string }>('select id, body from notes order by id');
    expect(objects.rows).toEqual([
      { id: 1, body: 'silk' },
      { id: 2, body: 'cotton' },
    ]);
    const arrays = await database.query('select id, body from notes order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'silk'],
      [2, 'cotton'],
    ]);
    const parsed = await database.query<{ written: unknown }>('select written from notes where id = 1');
    expect(parsed.rows[0].written).toBeInstanceOf(Date);
    // 1184 is timestamptz: Drizzle's driver passes parsers that keep it as text.
    const asText = await database.query<{ written: unknown }>('select written from notes where id = 1', [], {
      parsers: { 1184: (v) => v },
    });
    expect(typeof asText.rows[0].written).toBe('string');
  });

  it("rejects a failed query with PostgreSQL's code, message and constraint", async () => {
    const failure = await database.query('insert into notes (id, body) values (1, $1)', ['again']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect((failure as Error).message).toMatch(/duplicate key/);
  });

  it('commits a transaction that finishes and rolls back one that throws, keeping what was there', async () => {
    await database.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (10, $1)', ['linen']);
      await tx.exec("update notes set body = 'raw silk' where id = 1");
    });
    const failed = database.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (11, $1)', ['organza']);
      throw new Error('the shopper left');
    });
    await expect(failed).rejects.toThrow('the shopper left');
    const { rows } = await database.query<{ id: number; body: string }>('select id, body from notes where id in (1, 10, 11) order by id');
    expect(rows).toEqual([
      { id: 1, body: 'raw silk' },
      { id: 10, body: 'linen' },
    ]);
  });

  it('lets a query from outside wait until an open transaction has ended, then see what it wrote', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (20, $1)', ['chiffon']);
      await held;
    });
    const outside = database.query<{ n: number }>('select count(*)::int as n from notes where id = 20');
    release();
    await transaction;
    expect((await outside).rows[0].n).toBe(1);
  });

  it('starts another database from its files, and answers "unavailable" once closed', async () => {
    const files = await database.dumpDataDir();
    const copy = await EmbeddedDatabase.open({ settings: [], loadDataDir: files });
    const { rows } = await copy.query<{ body: string }>('select body from notes where id = 10');
    expect(rows).toEqual([{ body: 'linen' }]);
    await copy.close();
    const afterClose = await copy.query('select 1').catch((error: unknown) => error);
    expect(isUnavailableError(afterClose)).toBe(true);
  });
});
