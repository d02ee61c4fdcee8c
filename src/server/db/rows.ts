/**
 * The rows of `db.execute(sql…)`. Both drivers answer `{rows}` (node-postgres' QueryResult, PGlite's
 * Results), but Drizzle's shared `PgDatabase` type does not say so; this is the one place that knows.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A PostgreSQL array literal (`{a,b,c}`) for one parameter, to cast in SQL (`${arrayParam(ids)}::uuid[]`):
 * Drizzle would expand a JS array into one parameter per element. For values that need no quoting
 * (uuids, integers); anything else is a bug in the caller, so it throws.
 * @throws TypeError on a value containing a character an unquoted array element cannot hold
 */
export function arrayParam(values: readonly (string | number)[]): string {
  for (const value of values)
    if (!/^[\w-]+$/.test(String(value))) throw new TypeError(`arrayParam: ${JSON.stringify(value)} needs quoting`);
  return `{${values.join(',')}}`;
}

/**
 * An ILIKE pattern that finds `text` anywhere: `%text%`, with `\`, `%` and `_` in `text` escaped
 * (PostgreSQL's default LIKE escape is `\`), so a search for `50%` or `a_b` matches those characters.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
