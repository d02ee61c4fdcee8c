import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import type { TestApp } from '#tests/setup/test-app.ts';

/**
 * Reading the whole database for traces of someone (account deletion, docs/decisions/017, and an admin's
 * deletion of a user): every row of every table, as text, so a table added later is covered without
 * editing the tests.
 */
/** Tables (any schema but Postgres' own) with a row whose text contains `needle`, and how many rows. */
export async function rowsMentioning(t: TestApp, needle: string): Promise<Record<string, number>> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await t.db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  const found: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)} r where r::text ilike ${`%${needle}%`}`,
      ),
    );
    if (row && row.n > 0) found[`${schema}.${name}`] = row.n;
  }
  return found;
}
