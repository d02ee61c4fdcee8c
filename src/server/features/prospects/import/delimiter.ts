import Papa from 'papaparse';

/** The separators CRM and spreadsheet exports use: comma (RFC 4180), semicolon (Excel in locales with a
 * decimal comma), tab (Excel "Text", Google Sheets TSV) and pipe. Earlier wins a tie. */
export const delimiters = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof delimiters)[number];

/** Rows of the head looked at. */
const SAMPLE_ROWS = 50;

/**
 * Guesses the separator from the start of the text: for each candidate, the head is parsed (quotes
 * respected) and the rows that split into 2+ cells are grouped by cell count; the candidate whose
 * biggest group is largest wins, then the one with more cells per row. This is the consistency test
 * of Python's csv.Sniffer and Papa Parse's guessDelimiter, made robust to preamble lines (LinkedIn's
 * "Notes:" block) by ignoring rows that do not split at all.
 * @param head - the first part of the text (line breaks already LF), e.g. 64 K characters
 * @returns the separator; ',' when no candidate splits any row (a one-column file)
 */
export function detectDelimiter(head: string): Delimiter {
  let best: { delimiter: Delimiter; rows: number; cells: number } = { delimiter: ',', rows: 0, cells: 0 };
  for (const delimiter of delimiters) {
    const parser = new Papa.Parser({ delimiter, newline: '\n', quoteChar: '"', preview: SAMPLE_ROWS });
    const rows = (parser.parse(head, 0, false) as { data: string[][] }).data;
    const groups = new Map<number, number>();
    for (const row of rows) if (row.length > 1) groups.set(row.length, (groups.get(row.length) ?? 0) + 1);
    for (const [cells, count] of groups) {
      if (count > best.rows || (count === best.rows && cells > best.cells)) best = { delimiter, rows: count, cells };
    }
  }
  return best.delimiter;
}
