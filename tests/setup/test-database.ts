import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';

/**
 * A fresh, migrated, empty database per call, for integration tests (DESIGN.md §6):
 * - by default an in-memory PGlite, restored from a migrated template dumped once per test worker;
 * - with `DATABASE_URL` set (CI's second run, against Debian's PostgreSQL), a new database
 *   `coldsmith_test_<random>` on that server.
 *
 * `release()` empties the database (TRUNCATE … RESTART IDENTITY) and keeps it for the next test in the
 * same worker: emptying takes milliseconds where a new database takes ~0.5 s. `destroy()` really
 * closes it (a test that needs a dead database uses that). Dropped databases are cleaned up when the
 * worker exits.
 */
export type TestDatabase = DatabaseHandle & { release(): Promise<void>; destroy(): Promise<void> };

let template: Promise<Blob> | undefined;
const idle: DatabaseHandle[] = [];

async function pgliteTemplate(): Promise<Blob> {
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  const dump = await handle.pglite!.dumpDataDir();
  await handle.close();
  return dump;
}

async function openFresh(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    template ??= pgliteTemplate();
    return openDatabase({ memory: true, loadDataDir: await template });
  }
  const name = `coldsmith_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs one statement on its own connection to `url` (creating or dropping a database needs one outside any pool). */
export async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function truncateAll(handle: DatabaseHandle) {
  const result = await handle.db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  if (names.length > 0) await handle.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const handle = idle.pop() ?? (await openFresh());
  let done = false;
  return {
    ...handle,
    release: async () => {
      if (done) return;
      done = true;
      await truncateAll(handle);
      idle.push(handle);
    },
    destroy: async () => {
      if (done) return;
      done = true;
      await handle.close();
    },
  };
}
