import Papa from 'papaparse';
import { neutraliseCell } from '#server/lib/csv-export.ts';

/**
 * The streaming half of #server/lib/csv-export.ts's toSafeCsv: the same serialisation (Papa Parse,
 * RFC 4180 quoting, CRLF) and the same CSV-injection rule (neutraliseCell, DESIGN.md §5), but
 * for a header or a batch of records on their own, so a file can be written a piece at a time.
 * Concatenating `CSV_BOM + csvLines([columns]) + csvLines(batch1) + csvLines(batch2)…` gives what
 * `toSafeCsv(columns, rows, { bom: true })` gives for the same cells.
 */
export const CSV_BOM = '\uFEFF';

/** Each record as one CRLF-terminated line (a quoted cell may span lines); '' for no records. */
export function csvLines(records: readonly (readonly unknown[])[]): string {
  if (records.length === 0) return '';
  const data = records.map((cells) => cells.map(neutraliseCell));
  return `${Papa.unparse(data, { newline: '\r\n', quotes: false })}\r\n`;
}
