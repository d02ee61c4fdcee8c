import { describe, expect, it } from 'vitest';
import { parseGradeArgs } from './grade-args.ts';
import { UsageError } from './command-line.ts';

describe('parseGradeArgs', () => {
  it('reads the input kind from its extension and the output format from --format or --out', () => {
    expect(parseGradeArgs(['emails.jsonl', '--brief', 'b.json'])).toEqual({
      input: 'emails.jsonl',
      kind: 'jsonl',
      brief: 'b.json',
      out: undefined,
      format: 'csv',
    });
    expect(parseGradeArgs(['E.CSV', '--brief', 'b.json', '--out', 'graded.json'])).toMatchObject({
      kind: 'csv',
      format: 'json',
    });
    expect(parseGradeArgs(['e.ndjson', '--brief', 'b.json', '--out', 'x.txt', '--format', 'json'])).toMatchObject({
      kind: 'jsonl',
      out: 'x.txt',
      format: 'json',
    });
    expect(parseGradeArgs(['e.tsv', '--brief=b.json', '--out', 'g.csv'])).toMatchObject({ kind: 'csv', format: 'csv' });
  });

  it('lists every problem at once', () => {
    expect(() => parseGradeArgs([])).toThrow(
      new UsageError('give exactly one e-mails file (.csv or .jsonl); --brief <brief.json> is required'),
    );
    expect(() => parseGradeArgs(['emails.xlsx', '--brief', 'b.json', '--format', 'xml'])).toThrow(
      new UsageError(
        'emails.xlsx is neither a CSV (.csv) nor a JSON Lines file (.jsonl); --format must be csv or json; --format needs --out <file>',
      ),
    );
  });

  it('refuses an unknown option or a missing value as a usage error', () => {
    expect(() => parseGradeArgs(['e.csv', '--brief', 'b.json', '--provider', 'openai'])).toThrow(UsageError);
    expect(() => parseGradeArgs(['e.csv', '--brief'])).toThrow(UsageError);
  });
});
