import Papa from 'papaparse';
import { ImportError } from './import-error.ts';

/** One record as the file holds it: its cells, and its row number as a spreadsheet shows it. */
export interface CsvRow {
  /**
   * 1-based position among the file's records, counting blank lines and preamble lines, with a
   * multi-line quoted cell counting once: the row number Excel, LibreOffice and Google Sheets show
   * when they open the file (DESIGN.md §4 "Import rows"). Not a physical line number.
   */
  row: number;
  cells: string[];
}

interface PapaChunk {
  data: string[][];
  errors: { code: string; row: number }[];
  meta: { cursor: number };
}

/**
 * Parses CSV text incrementally with Papa Parse's core parser (RFC 4180 quoting: a cell in double
 * quotes may hold separators, line breaks and doubled quotes). Each chunk is parsed up to its last
 * complete record; the unfinished tail waits for more text. To stay linear when one quoted cell spans
 * many chunks, the tail is parsed again only once as much new text has arrived as the tail holds.
 * Memory: the current tail plus one chunk. Blank lines come out as a row with one empty cell.
 * @param text - the decoded text in chunks, line breaks already LF (decodeText)
 * @throws ImportError `not_csv` when a quoted cell is never closed (the rest of the file would be one cell)
 */
export async function* parseCsvRows(text: AsyncIterable<string>, delimiter: string): AsyncGenerator<CsvRow> {
  const parser = new Papa.Parser({ delimiter, newline: '\n', quoteChar: '"' });
  let tail = '';
  let fresh = 0;
  let row = 0;
  for await (const chunk of text) {
    tail += chunk;
    fresh += chunk.length;
    if (fresh < tail.length - fresh) continue; // wait: the tail has not doubled yet
    const result = parser.parse(tail, 0, true) as PapaChunk;
    for (const cells of result.data) yield { row: ++row, cells };
    tail = tail.slice(result.meta.cursor);
    fresh = 0;
  }
  const result = parser.parse(tail, 0, false) as PapaChunk;
  const unclosed = result.errors.find((e) => e.code === 'MissingQuotes');
  if (unclosed) {
    throw new ImportError(
      'not_csv',
      `Row ${row + unclosed.row + 1} opens a quoted cell (") that is never closed, so the rest of the file would be read as one cell. ` +
        'Close the quote, or remove it, and import the file again.',
    );
  }
  // A final line break ends the last record; it does not open an empty one (as mid-stream, where the
  // tail after it is empty), so chunking never changes the rows.
  const last = result.data.at(-1);
  if (tail.endsWith('\n') && last?.length === 1 && last[0] === '') result.data.pop();
  for (const cells of result.data) yield { row: ++row, cells };
}
