import { describe, expect, it } from 'vitest';
import { assertHeaderRow, columnNames, findHeaderIndex } from './header.ts';

describe('findHeaderIndex', () => {
  it('skips LinkedIn’s "Notes:" preamble', () => {
    const rows = [
      ['Notes:'],
      ['When exporting your connection data, you may notice…'],
      ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'],
    ];
    expect(findHeaderIndex(rows)).toBe(2);
  });

  it('skips an "Exported on …" line with a comma in it', () => {
    const rows = [
      ['Exported on 2026-03-01', ' all contacts'],
      ['a', 'b', 'c', 'd', 'e'],
      ['1', '2', '3', '4', '5'],
      ['6', '7', '8', '9', '10'],
    ];
    expect(findHeaderIndex(rows)).toBe(1);
  });

  it('keeps the first row when there is no preamble, even if a data row is longer (ragged)', () => {
    expect(
      findHeaderIndex([
        ['a', 'b', 'c'],
        ['1', '27', '', "I'm too long!"],
        ['', "I'm too short!"],
        ['0', 'x', '17'],
      ]),
    ).toBe(0);
  });

  it('is not fooled by data rows padded with empty cells (",,,,")', () => {
    const rows = [
      ['Email', 'Name', 'Company'],
      ...Array.from({ length: 5 }, (_, i) => [`p${i}@x.com`, 'P', 'Acme', '', '', '', '', '']),
    ];
    expect(findHeaderIndex(rows)).toBe(0);
  });

  it('takes the first row of a one-column file', () => {
    expect(findHeaderIndex([['email'], ['a@x.com'], ['b@x.com']])).toBe(0);
  });
});

describe('columnNames', () => {
  it('trims and collapses whitespace, line breaks, NBSP and a stray BOM', () => {
    expect(columnNames(['\uFEFFEmail ', '\t\n\v\f start \t\n end \u00a0', ' First\u00a0Name'])).toEqual([
      'Email',
      'start end',
      'First Name',
    ]);
  });

  it('names blank headers column_N and makes repeats distinct (case-insensitively)', () => {
    expect(columnNames(['Email', '', 'email', 'Email', 'Email_2', ' '])).toEqual([
      'Email',
      'column_2',
      'email_2',
      'Email_3',
      'Email_2_2',
      'column_6',
    ]);
  });

  it('keeps a "__proto__" header as an ordinary name', () => {
    expect(columnNames(['__proto__', '__proto__'])).toEqual(['__proto__', '__proto___2']);
  });
});

describe('assertHeaderRow', () => {
  it('accepts column names', () =>
    expect(() => assertHeaderRow(['Email', 'First Name', '2024 Revenue'], 1)).not.toThrow());

  it.each([
    [['1', '2', '3'], /Row 1 should hold the column names, but its cells are numbers/],
    [['ada@example.com', 'Ada', 'Lovelace'], /"ada@example.com" is an e-mail address/],
  ])('refuses a data row as header: %j', (cells, message) => {
    expect(() => assertHeaderRow(cells, 1)).toThrow(
      expect.objectContaining({ code: 'no_header', message: expect.stringMatching(message) }),
    );
  });
});
