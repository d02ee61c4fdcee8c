import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toSafeCsv } from '#server/lib/csv-export.ts';
import { CSV_BOM, csvLines } from './csv-lines.ts';

describe('csvLines', () => {
  const columns = ['name', '=cmd', 'body'];
  const rows = [
    ['Zoë 📦 東京', '+1', 'Hi, "there"\r\nbye'],
    ['@x', '-2', '\tTabbed'],
    ['', ' padded ', 'plain'],
  ];

  it('writes piece by piece exactly what toSafeCsv writes at once', () => {
    const streamed = CSV_BOM + csvLines([columns]) + csvLines(rows.slice(0, 1)) + csvLines(rows.slice(1));
    const whole = toSafeCsv(
      columns,
      rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]]))),
      { bom: true },
    );
    expect(streamed).toBe(whole);
  });

  it('quotes per RFC 4180, ends every record with CRLF and neutralises formulas', () => {
    const text = csvLines([columns, ...rows]);
    expect(text).toBe(
      `name,'=cmd,body\r\nZoë 📦 東京,'+1,"Hi, ""there""\r\nbye"\r\n'@x,'-2,'\tTabbed\r\n," padded ",plain\r\n`,
    );
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[1]).toEqual(['Zoë 📦 東京', "'+1", 'Hi, "there"\r\nbye']);
  });

  it('writes nothing for no records', () => {
    expect(csvLines([])).toBe('');
  });
});
