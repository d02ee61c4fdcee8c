import { validationError } from './errors.ts';

/**
 * Opaque list cursors (DESIGN.md §4 "Lists"): the sort key of the last item of a page, as base64url
 * JSON. Clients must not build them; a cursor that does not decode is a 400 on `cursor`.
 */
export function encodeCursor(key: (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** @throws AppError `validation_failed` when the cursor is not one this server issued (wrong arity or types). */
export function decodeCursor<T extends (string | number)[]>(cursor: string, types: ('string' | 'number')[]): T {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(key) && key.length === types.length && key.every((v, i) => typeof v === types[i]))
      return key as T;
  } catch {
    // fall through to the validation error
  }
  throw validationError([
    { path: 'cursor', message: 'This cursor is not valid; use the nextCursor of a previous page.' },
  ]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True for a syntactically valid UUID; ids that are not are simply not found (never a database error). */
export const isUuid = (value: string) => UUID.test(value);
