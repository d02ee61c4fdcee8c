import { describe, expect, it } from 'vitest';
import { parseCsvRows } from './csv-rows.ts';
import { detectDelimiter } from './delimiter.ts';
import { fixtureText } from '#tests/support/test-data.ts';
import { parseAll, toArray } from './testing/parse-helpers.ts';

const cells = async (text: string, options: { delimiter?: string; chunkSize?: number } = {}) =>
  (await parseAll(Buffer.from(text), options)).map((r) => r.cells);

describe('parseCsvRows', () => {
  it('reads quoted separators, doubled quotes and line breaks inside cells', async () => {
    expect(await cells('a,b,c\n"x, y","say ""hi""","two\nlines"\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('gives the same rows whatever the chunking (1-character chunks)', async () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n\r\n4,5,6';
    expect(await cells(text, { chunkSize: 1 })).toEqual(await cells(text));
  });

  it('numbers rows as a spreadsheet shows them: blank lines count, a multi-line cell counts once', async () => {
    const rows = await parseAll(Buffer.from('h1,h2\n\n"a\nb",1\nc,2\n'));
    expect(rows.map((r) => [r.row, r.cells[0]])).toEqual([
      [1, 'h1'],
      [2, ''],
      [3, 'a\nb'],
      [4, 'c'],
    ]);
  });

  it('refuses a quoted cell that is never closed, naming its row', async () => {
    await expect(cells('email,name\na@x.com,Ada\nb@x.com,"Bob\nc@x.com,Cy\n')).rejects.toMatchObject({
      code: 'not_csv',
      message: expect.stringMatching(/^Row 3 opens a quoted cell/),
    });
  });

  it('stays linear on one huge quoted cell spread over many chunks', async () => {
    const big = `a,b\n1,"${'x'.repeat(8_000_000)}"\n2,3\n`;
    const started = performance.now();
    const chunks = (function* () {
      for (let i = 0; i < big.length; i += 16 * 1024) yield big.slice(i, i + 16 * 1024);
    })();
    const text = (async function* () {
      yield* chunks;
    })();
    const rows = await toArray(parseCsvRows(text, ','));
    expect(rows.map((r) => r.cells[1]?.length)).toEqual([1, 8_000_000, 1]);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['comma', 'a,b,c\n1,2,3', ','],
    ['semicolon with decimal commas', 'Name;City;Revenue\nJo;Paris, France;1,5\nAl;Lyon;2,75', ';'],
    ['tab', 'a\tb\tc\n1\t2\t3', '\t'],
    ['pipe', 'a|b|c\n1|2|3', '|'],
    ['comma under a LinkedIn preamble', fixtureText('crm-headers/header-only-csv/linkedin_connections.csv'), ','],
    ['one column', 'email\na@x.com\nb@x.com', ','],
    ['quoted commas in a semicolon file', '"Field1,1,1";Field2;"Field3";Field4', ';'],
  ])('%s', (_name, text, delimiter) => {
    expect(detectDelimiter(text.replace(/\r\n?/g, '\n'))).toBe(delimiter);
  });
});

/**
 * Papa Parse's own parser cases (mholt/PapaParse tests/test-cases.js, MIT; as JSON in
 * tests/fixtures/csv-edge-cases/papaparse, see its PROVENANCE.md), the ones about input a user
 * uploads: quoting, separators, line endings, blank lines, BOM, delimiter guessing. Left out: options
 * the importer never uses (header mode, dynamic typing, comments, preview, custom quote/escape
 * characters, transforms, fastMode, skipFirstNLines) and unparse.
 * Deliberate differences, applied to the expected data:
 * - CR, CRLF and LF are all line breaks, and line breaks inside cells become LF (decode.ts).
 * - A line break at the very end of the input does not make one more empty row (Papa yields [""]).
 * - A quoted cell never closed is refused (ImportError not_csv) instead of swallowing the rest.
 * - Empty input is refused (ImportError empty) instead of giving no rows.
 */
const papaCases = JSON.parse(fixtureText('csv-edge-cases/papaparse/papaparse_test_cases.json')) as Record<
  string,
  {
    description: string;
    input: string;
    config?: Record<string, unknown>;
    expected: { data: string[][]; errors: { code: string }[] };
  }[]
>;
const picked = {
  CORE_PARSER_TESTS: [...Array.from({ length: 39 }, (_, i) => i), 51, 52, 53, 54],
  PARSE_TESTS: [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 14, 20, 21, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 59, 67, 68, 69, 70, 76, 77, 78, 79,
    80, 81, 83, 86, 90, 91,
  ],
};
const papaSelection = Object.entries(picked).flatMap(([group, indexes]) =>
  indexes.map((i) => {
    const c = papaCases[group]?.[i];
    if (!c) throw new Error(`no case ${group}[${i}]`);
    return { name: `${group}[${i}] ${c.description}`, ...c };
  }),
);

describe('Papa Parse cases', () => {
  it('covers the picked cases', () => expect(papaSelection.length).toBe(80));

  it.each(papaSelection)('$name', async ({ input, config, expected }) => {
    const delimiter = typeof config?.delimiter === 'string' ? config.delimiter : undefined;
    if (input === '') {
      await expect(cells(input)).rejects.toMatchObject({ code: 'empty' });
      return;
    }
    if (expected.errors.some((e) => e.code === 'MissingQuotes')) {
      await expect(cells(input, { delimiter })).rejects.toMatchObject({ code: 'not_csv' });
      return;
    }
    const data = expected.data.map((row) => row.map((cell) => cell.replace(/\r\n?/g, '\n')));
    if (/[\r\n]$/.test(input) && data.at(-1)?.length === 1 && data.at(-1)?.[0] === '') data.pop();
    expect(await cells(input, { delimiter })).toEqual(data);
  });

  it('PARSE_TESTS[9], a deliberate difference: a lone CR in a LF file is a line break (Papa keeps it in the cell)', async () => {
    expect(await cells('a,b,c\nd,e,f\rg,h,i\n')).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
      ['g', 'h', 'i'],
    ]);
  });
});

describe('Apache Commons CSV file-driven case (CSVFileParser/test.csv, RFC 4180 control file)', () => {
  it('reads every record as test_rfc4180.txt expects', async () => {
    const control = fixtureText('csv-edge-cases/apache-commons-csv/CSVFileParser/test_rfc4180.txt')
      .split('\n')
      .slice(2);
    const expected = control
      .filter((line) => /^\d+:\[/.test(line))
      .map((line) => {
        const [, count, body] = /^(\d+):\[(.*)\]$/.exec(line) ?? [];
        return Number(count) === 1 ? [body ?? ''] : (body ?? '').split(', ');
      });
    expect(
      await cells(fixtureText('csv-edge-cases/apache-commons-csv/CSVFileParser/test.csv'), { delimiter: ',' }),
    ).toEqual(expected);
  });
});
