import { isValidEmailSyntax } from '#server/lib/email-address/email-address.ts';
import { ImportError } from './import-error.ts';

/** Non-blank rows searched for the header: room for a preamble of a few lines (LinkedIn's has 3). */
export const HEADER_SEARCH_ROWS = 10;

const nonEmpty = (cells: string[]) => cells.reduce((n, cell) => (cell.trim() === '' ? n : n + 1), 0);

/** A row with no non-blank cell: skipped everywhere (an empty line, or a line of separators). */
export const isBlankRow = (cells: string[]) => nonEmpty(cells) === 0;

/** Cells up to the last non-blank one: trailing empty cells (",,,," padding) do not widen a row. */
const usedWidth = (cells: string[]) => {
  let width = cells.length;
  while (width > 0 && (cells[width - 1] ?? '').trim() === '') width--;
  return width;
};

/**
 * Finds the header among the first non-blank rows of a file. Preamble lines ("Notes:" and a sentence
 * in LinkedIn's Connections.csv; "Exported on …" lines) have fewer cells than the table below them.
 * `width` is the most common used width (cells up to the last non-blank one) among rows with 2+
 * non-blank cells; the header is the first row with 2+ non-blank cells and at least half that width.
 * When no row has 2 non-blank cells (a one-column list of e-mails), the header is the first row.
 * Our heuristic, after Python's csv.Sniffer.has_header idea of comparing rows with the body.
 * @param rows - the first non-blank rows (up to ~30), in file order
 * @returns the index in `rows` of the header row (0 when there is no preamble)
 */
export function findHeaderIndex(rows: string[][]): number {
  const counts = new Map<number, number>();
  for (const row of rows) if (nonEmpty(row) >= 2) counts.set(usedWidth(row), (counts.get(usedWidth(row)) ?? 0) + 1);
  let width = 0;
  let seen = 0;
  for (const [cells, count] of counts)
    if (count > seen || (count === seen && cells > width)) [width, seen] = [cells, count];
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < limit; i++) {
    const cells = rows[i] ?? [];
    if (nonEmpty(cells) >= 2 && usedWidth(cells) * 2 >= width) return i;
  }
  return 0;
}

/**
 * Column names from header cells: whitespace (line breaks, tabs, NBSP, a stray BOM) trimmed and
 * collapsed to one space; a blank name becomes `column_N` (N = 1-based position, as spreadsheets
 * letter columns); a repeated name gets `_2`, `_3`… so every column, and so every custom merge field,
 * has a distinct name.
 * @returns exactly one name per cell, all distinct
 */
export function columnNames(cells: string[]): string[] {
  const cleaned = cells.map((cell, i) => cell.replace(/[\s\uFEFF\u200B]+/g, ' ').trim() || `column_${i + 1}`);
  const used = new Set<string>();
  return cleaned.map((name) => uniqueName(name, used));
}

/** `name`, or `name_2`, `name_3`… whichever is not in `used` yet (case-insensitive); records it as used. */
export function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${name}_${n}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Refuses a header row that is plainly data: a cell that is an e-mail address, or every cell a number
 * (csvkit's no_header_row.csv). Without names there is nothing to map, and the first record would be lost.
 * @param row - the row's spreadsheet number, for the message
 * @throws ImportError `no_header`
 */
export function assertHeaderRow(cells: string[], row: number): void {
  const values = cells.map((c) => c.trim()).filter((c) => c !== '');
  const email = values.find((c) => isValidEmailSyntax(c));
  const allNumbers = values.length > 0 && values.every((c) => /^[-+]?[\d.,\s]+$/.test(c));
  if (!email && !allNumbers) return;
  const why = email ? `"${email}" is an e-mail address` : 'its cells are numbers';
  throw new ImportError(
    'no_header',
    `Row ${row} should hold the column names, but ${why}. Add a header row (for example Email, First Name, Company) and import the file again.`,
  );
}
