import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';

/**
 * A fresh, migrated database per call, for integration tests (DESIGN.md §6):
 * - by default an in-memory PGlite, restored from a migrated template dumped once per test worker
 *   (restoring a dump is several times faster than migrating again);
 * - with `DATABASE_URL` set (CI's second run, against Debian's PostgreSQL), a new database
 *   `coldsmith_test_<random>` on that server, dropped by `close()`.
 */
let template: Promise<Blob> | undefined;

async function pgliteTemplate(): Promise<Blob> {
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  return dump;
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    template ??= pgliteTemplate();
    return openDatabase({ memory: true, loadDataDir: await template });
  }
  const name = `coldsmith_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
