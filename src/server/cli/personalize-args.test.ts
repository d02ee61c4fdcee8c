import { describe, expect, it } from 'vitest';
import { parsePersonalizeArgs, UsageError } from './personalize-args.ts';

describe('parsePersonalizeArgs', () => {
  it('reads the file, the required options and the optional ones', () => {
    expect(
      parsePersonalizeArgs([
        'list.csv',
        '--brief',
        'b.json',
        '--out',
        'o.csv',
        '--provider',
        'openai-compatible',
        '--model',
        'llama3.1',
        '--concurrency',
        '4',
      ]),
    ).toEqual({
      input: 'list.csv',
      brief: 'b.json',
      out: 'o.csv',
      provider: 'openai-compatible',
      model: 'llama3.1',
      concurrency: 4,
    });
  });

  it('names every problem at once', () => {
    expect(() => parsePersonalizeArgs(['--provider', 'skynet', '--concurrency', '0'])).toThrow(UsageError);
    try {
      parsePersonalizeArgs(['--provider', 'skynet', '--concurrency', '0']);
    } catch (error) {
      expect((error as Error).message).toMatch(/one prospects CSV.*--brief.*--out.*--provider.*--concurrency/);
    }
  });

  it('refuses unknown options', () => {
    expect(() => parsePersonalizeArgs(['a.csv', '--brief', 'b', '--out', 'c', '--fast'])).toThrow(UsageError);
  });
});
