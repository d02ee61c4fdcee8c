import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { decodeCursor, encodeCursor } from '#server/lib/cursor.ts';
import { validationError } from '#server/lib/errors.ts';

/**
 * Keyset cursors on (timestamptz, id), newest first, for the admin lists (DESIGN.md §4 "Lists").
 * The time travels as PostgreSQL's own microseconds (`exactTime`), not through a JS Date: a cursor cut
 * to milliseconds would skip or repeat rows written within the same millisecond.
 */
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** `column` as ISO 8601 UTC text with microseconds, e.g. `2026-11-02T09:15:00.123456Z`. */
export const exactTime = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeTimeCursor = (at: string, id: string) => encodeCursor([at, id]);

/**
 * The WHERE condition for the page after `cursor`, or undefined for the first page.
 * @throws AppError `validation_failed` (400, path `cursor`) for a cursor this server did not issue
 */
export function afterTimeCursor(
  cursor: string | undefined,
  time: PgColumn,
  id: PgColumn,
  idCast: 'uuid' | 'text',
): SQL | undefined {
  if (!cursor) return undefined;
  const [at, key] = decodeCursor<[string, string]>(cursor, ['string', 'string']);
  const uuidOk = idCast === 'text' || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  if (!ISO_MICROS.test(at) || Number.isNaN(Date.parse(at)) || !uuidOk) {
    throw validationError([
      { path: 'cursor', message: 'This cursor is not valid; use the nextCursor of a previous page.' },
    ]);
  }
  return sql`(${time}, ${id}) < (${at}::timestamptz, ${key}::${sql.raw(idCast)})`;
}
