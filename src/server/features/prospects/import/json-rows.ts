import { IMPORT_MAX_ROWS } from '#shared/prospects.ts';
import { columnNames, isBlankRow } from './header.ts';
import { ImportError } from './import-error.ts';
import { tooManyRows } from './open-csv.ts';
import { extraColumnNamer, type ImportTable, LOOKAHEAD_RECORDS, type SourceRecord } from './table.ts';

/**
 * Opens a JSON array of objects for import (DESIGN.md §4: `POST …/prospects` takes "a JSON array"):
 * each object is a record and its keys are the headers, so it goes through the same mapping as a CSV.
 * Columns are the keys in the order first seen across all objects, cleaned like CSV headers. Values:
 * strings as they are; numbers and booleans as text; null or missing as empty; nested objects and
 * arrays as their JSON text (kept, never dropped). Row numbers are 1-based array positions (the
 * prospects table's `row` comment in db/schema/campaigns.ts).
 * @param rows - the parsed request body (the route enforces the byte limit while reading it)
 * @throws ImportError `not_json_array` (not an array, or an item that is not an object), `empty`,
 *   `too_large` (more than `maxRows` items)
 */
export function openJsonRows(rows: unknown, limits: { maxRows?: number } = {}): ImportTable {
  const maxRows = limits.maxRows ?? IMPORT_MAX_ROWS;
  if (!Array.isArray(rows)) {
    throw new ImportError(
      'not_json_array',
      'Send a JSON array of objects, one object per prospect, e.g. [{"Email": "ada@example.com"}].',
    );
  }
  if (rows.length === 0) throw new ImportError('empty', 'The array is empty: there are no prospects to import.');
  if (rows.length > maxRows) throw tooManyRows(maxRows);
  const keys = new Map<string, number>();
  rows.forEach((item, i) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw new ImportError(
        'not_json_array',
        `Item ${i + 1} of the array is not an object; each prospect must be an object of column → value.`,
      );
    }
    for (const key of Object.keys(item)) if (!keys.has(key)) keys.set(key, keys.size);
  });
  if (keys.size === 0) throw new ImportError('empty', 'The objects have no keys: there are no columns to import.');
  const columns = columnNames([...keys.keys()]);
  const toRecord = (item: Record<string, unknown>, i: number): SourceRecord => {
    const cells = new Array<string>(keys.size).fill('');
    for (const [key, value] of Object.entries(item)) cells[keys.get(key) ?? 0] = cellText(value);
    return { row: i + 1, cells };
  };
  const objects = rows as Record<string, unknown>[];
  return {
    source: { format: 'json' },
    columns,
    lookahead: firstRecords(objects, toRecord),
    columnName: extraColumnNamer(columns),
    async *records() {
      for (let i = 0; i < objects.length; i++) {
        const record = toRecord(objects[i] as Record<string, unknown>, i);
        if (!isBlankRow(record.cells)) yield record; // like a blank CSV line: nothing to import
      }
    },
    close: async () => undefined,
  };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

function firstRecords(
  objects: Record<string, unknown>[],
  toRecord: (item: Record<string, unknown>, i: number) => SourceRecord,
) {
  const records: SourceRecord[] = [];
  for (let i = 0; i < objects.length && records.length < LOOKAHEAD_RECORDS; i++) {
    const record = toRecord(objects[i] as Record<string, unknown>, i);
    if (!isBlankRow(record.cells)) records.push(record);
  }
  return records;
}
