import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toSafeCsv } from './csv-export.ts';

describe('CSV export', () => {
  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('neutralises %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary text, numbers and empty cells alone', () => {
    expect(neutraliseCell('Hi Ada, saw Acme = great')).toBe('Hi Ada, saw Acme = great');
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(null)).toBe('');
  });

  it('round-trips commas, quotes and newlines through a CSV parser', () => {
    const rows = [{ a: 'one, two', b: 'say "hi"\nthen go', c: '=1+1' }];
    const csv = toSafeCsv(['a', 'b', 'c'], rows, { bom: true });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.data).toEqual([{ a: 'one, two', b: 'say "hi"\nthen go', c: "'=1+1" }]);
  });
});
