import { types } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { PGLITE_START_PARAMS } from '../pglite-tuning.ts';
import { openEmbeddedDatabase, type EmbeddedDatabase } from './pglite-thread.ts';

/** The embedded database in its thread (pglite-thread.ts), as Drizzle and pg-boss use a PGlite instance. */
const open: EmbeddedDatabase[] = [];
const database = async (loadDataDir?: Blob) => {
  const db = await openEmbeddedDatabase({
    startParams: [...PGLITE_START_PARAMS],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  open.push(db);
  await db.exec('create table if not exists t (id int primary key, at timestamptz, doc jsonb)');
  return db;
};
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
});

describe('openEmbeddedDatabase', () => {
  it('runs statements with parameters in the thread; rows come back as PGlite parses them, or raw where the parser is the identity', async () => {
    const db = await database();
    await db.query('insert into t values ($1, $2, $3)', [1, new Date('2026-11-27T10:00:00Z'), { tags: ['a'] }]);
    const parsed = await db.query<{ id: number; at: Date; doc: unknown }>('select * from t');
    expect(parsed.rows).toEqual([{ id: 1, at: new Date('2026-11-27T10:00:00Z'), doc: { tags: ['a'] } }]);
    expect(parsed.fields.map((f) => f.name)).toEqual(['id', 'at', 'doc']);
    const raw = await db.query<unknown[]>('select id, at from t', [], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(raw.rows).toEqual([[1, '2026-11-27 10:00:00+00']]);
    const results = await db.exec('update t set id = 2; select count(*)::int as n from t');
    expect(results.map((r) => r.rows)).toEqual([[], [{ n: 1 }]]);
    expect(results[0]!.affectedRows).toBe(1);
  });

  it('refuses a parser that is not the identity, and any other query option, instead of dropping it', async () => {
    const db = await database();
    await expect(db.query('select 1', [], { parsers: { [types.INT4]: (v: string) => Number(v) * 2 } })).rejects.toThrow(
      /not the identity/,
    );
    await expect(db.query('select 1', [], { paramTypes: [types.INT4] })).rejects.toThrow(/paramTypes/);
  });

  it('throws PostgreSQL’s errors with their SQLSTATE and fields', async () => {
    const db = await database();
    await db.query('insert into t (id) values (1)');
    const failure = await db.query('insert into t (id) values (1)').then(
      () => undefined,
      (error: unknown) => error as Error & { code?: string; constraint?: string },
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(failure!.message).toMatch(/duplicate key/);
  });

  it('commits a transaction whose function resolves, rolls back one that throws, and holds other statements until it ends', async () => {
    const db = await database();
    await db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (1)');
      expect(tx.closed).toBe(false);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t (id) values (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (3)');
      await held;
      order.push('transaction ends');
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = db.query<{ n: number }>('select count(*)::int as n from t').then((r) => {
      order.push('outside read');
      return r.rows[0]!.n;
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await transaction;
    expect(await outside).toBe(2); // rows 1 and 3: it waited for the commit
    expect(order).toEqual(['transaction ends', 'outside read']);
  });

  it('fails a COMMIT that PostgreSQL refuses', async () => {
    const db = await database();
    await db.exec(`create table c (id int primary key, parent int references c(id) deferrable initially deferred)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into c values (1, 99)');
      }),
    ).rejects.toMatchObject({ code: '23503' });
    expect((await db.query('select * from c')).rows).toEqual([]);
  });

  it('delivers NOTIFY to a listener until it stops listening', async () => {
    const db = await database();
    const heard: string[] = [];
    const stop = await db.listen('jobs', (payload) => heard.push(payload));
    await db.query(`select pg_notify('jobs', 'one')`);
    await new Promise((r) => setTimeout(r, 20));
    await stop();
    await db.query(`select pg_notify('jobs', 'two')`);
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual(['one']);
  });

  it('dumps a database that another opens from, and several stay open side by side', async () => {
    const first = await database();
    await first.query('insert into t (id) values (7)');
    const copy = await database(await first.dumpDataDir());
    await first.query('insert into t (id) values (8)');
    expect((await copy.query('select id from t')).rows).toEqual([{ id: 7 }]);
    await first.close();
    expect(first.closed).toBe(true);
    expect((await copy.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
  });
});
