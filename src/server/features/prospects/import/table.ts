import type { DecodeInfo } from './decode.ts';
import type { Delimiter } from './delimiter.ts';
import { uniqueName } from './header.ts';

/** One record of the source: cells in column order (a ragged row may have fewer or more cells). */
export interface SourceRecord {
  /** Spreadsheet row number for CSV (header = row 1 when there is no preamble); 1-based index for JSON. */
  row: number;
  cells: string[];
}

export type TableSource =
  { format: 'csv'; delimiter: Delimiter; headerRow: number; decode: DecodeInfo } | { format: 'json' };

/**
 * An opened import file: its columns, its first records (already read, for the mapping and the
 * preview) and a single-use stream of all its records. Produced by openCsv and openJsonRows.
 */
export interface ImportTable {
  source: TableSource;
  /** Column names from the header, cleaned and distinct (header.ts columnNames). */
  columns: string[];
  /** The first records (up to LOOKAHEAD_RECORDS), also yielded again by `records()`. */
  lookahead: SourceRecord[];
  /**
   * Every record in order, blank rows skipped, starting with `lookahead`. Single use.
   * @throws ImportError `too_large` past the row limit; `not_csv` for an unclosed quote
   */
  records(): AsyncGenerator<SourceRecord>;
  /** Name for cell `index` (0-based): the column's, or `column_N` for a cell beyond the header. */
  columnName(index: number): string;
  /** Stops reading the source early (after a preview); safe to call more than once. */
  close(): Promise<void>;
}

/** Records read ahead: enough for 5 sample rows and for value-based column sniffing (mapping.ts). */
export const LOOKAHEAD_RECORDS = 20;

/**
 * Names cells beyond the header as `column_N`, N being the cell's 1-based position (ragged rows keep
 * their extra cells: DESIGN.md §5, nothing the user sent is lost), made distinct from the header's names.
 */
export function extraColumnNamer(columns: string[]): (index: number) => string {
  const used = new Set(columns.map((c) => c.toLowerCase()));
  const extra = new Map<number, string>();
  return (index) => {
    const existing = columns[index] ?? extra.get(index);
    if (existing !== undefined) return existing;
    const name = uniqueName(`column_${index + 1}`, used);
    extra.set(index, name);
    return name;
  };
}
