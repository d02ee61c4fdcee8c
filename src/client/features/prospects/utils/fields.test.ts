import { describe, expect, it } from 'vitest';
import { duplicateTargets, formatBytes, isAcceptedFileName } from './fields.ts';

describe('duplicateTargets', () => {
  it('lists each standard field chosen by more than one column, ignoring custom columns', () => {
    expect(
      duplicateTargets({
        'Email Address': 'email',
        'Work Email': 'email',
        Stage: null,
        Notes: null,
        Name: 'firstName',
      }),
    ).toEqual(['email']);
    expect(duplicateTargets({ a: 'email', b: 'company', c: null })).toEqual([]);
  });
});

describe('file helpers', () => {
  it('accepts .csv, .tsv and .txt in any case', () => {
    expect(['a.csv', 'B.TSV', 'c.txt'].every(isAcceptedFileName)).toBe(true);
    expect(isAcceptedFileName('list.xlsx')).toBe(false);
  });

  it('formats sizes for people', () => {
    expect(formatBytes(455)).toBe('455 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50.0 MB');
  });
});
