import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuery } from '#tests/setup/test-database.ts';
import { openDatabase } from './client.ts';
import { rowsOf } from './rows.ts';

/**
 * Processes starting together on a new PostgreSQL database (a deployment's web and worker processes)
 * migrate it one at a time (client.ts MIGRATION_LOCK_KEY). PostgreSQL only: a PGlite folder belongs
 * to one process.
 */
describe.runIf(process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  it(
    'are applied once when three processes start on a new database at the same moment',
    { timeout: 60_000 },
    async () => {
      const adminUrl = process.env.DATABASE_URL!;
      const name = `coldsmith_migrate_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      // A pool of one each: the lock's connection is also the one that migrates.
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 1 })),
      );
      try {
        await Promise.all(handles.map((h) => h.migrate()));
        const applied = rowsOf<{ hash: string }>(
          await handles[0]!.db.execute(sql`select hash from drizzle.__drizzle_migrations`),
        );
        expect(applied.length).toBeGreaterThan(10);
        expect(new Set(applied.map((m) => m.hash)).size).toBe(applied.length);
      } finally {
        await Promise.all(handles.map((h) => h.close()));
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      }
    },
  );
});
