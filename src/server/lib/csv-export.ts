import Papa from 'papaparse';

/**
 * CSV output that spreadsheet programs cannot turn into formulas (DESIGN.md §5; OWASP "CSV Injection"):
 * a cell beginning with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single quote,
 * which Excel, LibreOffice and Google Sheets show as text. Serialisation itself is Papa Parse's
 * (RFC 4180 quoting), with CRLF line ends and a UTF-8 BOM option for Excel.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * @param columns - header names, in order; each row is read by these keys
 * @param options.bom - prepend U+FEFF so Excel opens the file as UTF-8
 */
export function toSafeCsv(columns: string[], rows: Record<string, unknown>[], options: { bom?: boolean } = {}): string {
  const data = rows.map((row) => columns.map((column) => neutraliseCell(row[column])));
  const csv = Papa.unparse({ fields: columns.map(neutraliseCell), data }, { newline: '\r\n', quotes: false });
  return (options.bom ? '\uFEFF' : '') + csv + '\r\n';
}
