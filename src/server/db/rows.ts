/**
 * The rows of `db.execute(sql…)`. Both drivers answer `{rows}` (node-postgres' QueryResult, PGlite's
 * Results), but Drizzle's shared `PgDatabase` type does not say so; this is the one place that knows.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
