import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '#shared/prospects.ts';
import { type ByteSource, readBytes } from './byte-source.ts';
import { type CsvRow, parseCsvRows } from './csv-rows.ts';
import { decodeText } from './decode.ts';
import { detectDelimiter } from './delimiter.ts';
import { assertHeaderRow, columnNames, findHeaderIndex, isBlankRow } from './header.ts';
import { ImportError } from './import-error.ts';
import { extraColumnNamer, type ImportTable, LOOKAHEAD_RECORDS, type SourceRecord } from './table.ts';

export interface ImportLimits {
  /** Default IMPORT_MAX_BYTES (50 MB, DESIGN.md §4). */
  maxBytes?: number;
  /** Records (blank rows not counted). Default IMPORT_MAX_ROWS (100,000, DESIGN.md §4). */
  maxRows?: number;
}

/** Text looked at to choose the separator. */
const HEAD_CHARS = 64 * 1024;
/** Non-blank rows read before choosing the header row (header.ts). */
const HEADER_WINDOW = 30;

/**
 * Opens a CSV file for import: reads just enough to know the encoding, the separator, the header
 * row and the first records, and leaves the rest to be streamed by `records()`.
 * Pipeline: readBytes (size limit) → decodeText (BOM/UTF-8/Windows-1252, LF) → detectDelimiter →
 * parseCsvRows (Papa Parse) → findHeaderIndex → columnNames.
 * @param source - the file body (bytes, a web ReadableStream or a Node stream)
 * @throws ImportError `empty` (no bytes, or nothing but blank lines), `not_csv`, `no_header`,
 *   `too_large` (bytes here or later; rows from `records()`)
 */
export async function openCsv(source: ByteSource, limits: ImportLimits = {}): Promise<ImportTable> {
  const maxRows = limits.maxRows ?? IMPORT_MAX_ROWS;
  const decoded = await decodeText(readBytes(source, limits.maxBytes ?? IMPORT_MAX_BYTES));
  const text = decoded.chunks;
  const head: string[] = [];
  let headLength = 0;
  while (headLength < HEAD_CHARS) {
    const next = await text.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
  }
  const delimiter = detectDelimiter(head.join(''));
  const rows = parseCsvRows(replay(head, text), delimiter);

  let start: Awaited<ReturnType<typeof readStart>>;
  try {
    start = await readStart(rows);
  } catch (error) {
    await rows.return(undefined);
    throw error;
  }
  const { header, pending } = start;
  const columns = columnNames(header.cells);

  let started = false;
  return {
    source: { format: 'csv', delimiter, headerRow: header.row, decode: decoded.info },
    columns,
    lookahead: pending.slice(0, LOOKAHEAD_RECORDS),
    columnName: extraColumnNamer(columns),
    async *records() {
      if (started) throw new Error('ImportTable.records() can be read only once');
      started = true;
      let count = 0;
      const counted = (record: SourceRecord) => {
        if (++count > maxRows) throw tooManyRows(maxRows);
        return record;
      };
      for (const record of pending) yield counted(record);
      for await (const record of rows) if (!isBlankRow(record.cells)) yield counted(record);
    },
    async close() {
      await rows.return(undefined);
    },
  };
}

/** The records limit, named in the message, so the refusal says what to change. */
export function tooManyRows(maxRows: number): ImportError {
  return new ImportError(
    'too_large',
    `The file has more than ${maxRows.toLocaleString('en-US')} rows, the most one import takes. Split it and import each part.`,
  );
}

/** Reads the header (after any preamble) and up to LOOKAHEAD_RECORDS records after it. */
async function readStart(rows: AsyncGenerator<CsvRow>): Promise<{ header: CsvRow; pending: SourceRecord[] }> {
  const window: CsvRow[] = [];
  for (let next = await rows.next(); !next.done; next = await rows.next()) {
    if (!isBlankRow(next.value.cells)) window.push(next.value);
    if (window.length >= HEADER_WINDOW) break;
  }
  if (window.length === 0)
    throw new ImportError('empty', 'The file has no rows: it is empty or holds only blank lines.');
  const headerAt = findHeaderIndex(window.map((r) => r.cells));
  const header = window[headerAt] as CsvRow;
  assertHeaderRow(header.cells, header.row);
  const pending: SourceRecord[] = window.slice(headerAt + 1);
  for (let next; pending.length < LOOKAHEAD_RECORDS && !(next = await rows.next()).done;) {
    if (!isBlankRow(next.value.cells)) pending.push(next.value);
  }
  return { header, pending };
}

async function* replay(head: string[], rest: AsyncGenerator<string>): AsyncGenerator<string> {
  try {
    yield* head;
    yield* rest;
  } finally {
    await rest.return(undefined); // closed early, even while still in the head: release the source
  }
}
