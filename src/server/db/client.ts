import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGLITE_START_PARAMS } from './pglite-tuning.ts';
import { openEmbeddedDatabase, type EmbeddedDatabase } from './pglite-thread/pglite-thread.ts';
import * as schema from './schema/index.ts';
import { writeWatch } from './write-watch.ts';
import { appFile } from '#server/lib/app-files.ts';

/**
 * Opens the app's database: PostgreSQL over node-postgres when a connection string is given, otherwise
 * PGlite (PostgreSQL compiled to WASM, in-process) persisted in `<dataDir>/pglite` (DESIGN.md §3).
 * Both are exposed as the same Drizzle `Database` type; code must stay within SQL that PostgreSQL 15
 * (Debian's server, used in CI) understands.
 */
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The embedded database (PGlite in its thread, pglite-thread.ts), for components that take it directly. */
  pglite?: EmbeddedDatabase;
  /** The connection string (PostgreSQL only): pg-boss opens its own pool with it. */
  databaseUrl?: string;
  /** Applies committed migrations (src/server/db/migrations); idempotent. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = appFile('src', 'server', 'db', 'migrations');

export type DatabaseOptions =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** Errors of idle pooled connections (server restart, admin termination); unhandled, they would crash the process. */
      onIdleError?: (error: Error) => void;
    }
  | { dataDir: string }
  /** In-memory PGlite, for tests; `loadDataDir` restores a dump (a pre-migrated template). */
  | { memory: true; loadDataDir?: Blob };

/** `<dataDir>/pglite`, created: PGlite does not create parent folders (checked with @electric-sql/pglite 0.5.16). */
function embeddedDataDir(dataDir: string): string {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on('error', options.onIdleError ?? (() => {}));
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger: writeWatch }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      databaseUrl: options.databaseUrl,
      migrate: () => migrateLocked(pool),
      close: () => pool.end(),
    };
  }
  const pglite = await openEmbeddedDatabase({
    startParams: [...PGLITE_START_PARAMS],
    ...('dataDir' in options ? { dataDir: embeddedDataDir(options.dataDir) } : {}),
    ...('loadDataDir' in options && options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // writeWatch: in-process caches hear of every write (write-watch.ts, docs/decisions/036).
  // Drizzle's PGlite driver takes any client with PGlite's query and transaction (pglite-thread.ts).
  const db = drizzlePglite(pglite as unknown as PGlite, {
    schema,
    casing: 'snake_case',
    logger: writeWatch,
  }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    pglite,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => pglite.close(),
  };
}

/**
 * The advisory lock that lets one process at a time migrate a PostgreSQL database: web and worker
 * processes starting together on a new database would otherwise both apply the first migration, and
 * the second would fail ("relation already exists") once the first committed. Any constant shared by
 * every process will do; this one spells "csmg".
 */
export const MIGRATION_LOCK_KEY = 0x63736d67;

/**
 * Applies the migrations while holding MIGRATION_LOCK_KEY, on that one connection (so a pool of one
 * cannot deadlock): a process that waited finds them applied and has nothing to do. The lock is a
 * session lock, released by unlocking or, should the process die, when its connection closes.
 */
async function migrateLocked(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** Round-trips a trivial query; used by the health check. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
