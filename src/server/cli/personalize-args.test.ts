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

  it('reads --research and --research-pages, and refuses what they cannot be', () => {
    const base = ['a.csv', '--brief', 'b.json', '--out', 'o.csv'];
    expect(parsePersonalizeArgs([...base, '--research', 'website', '--research-pages', '5'])).toMatchObject({
      research: 'website',
      researchPages: 5,
    });
    expect(parsePersonalizeArgs(base)).not.toHaveProperty('research');
    expect(() => parsePersonalizeArgs([...base, '--research', 'linkedin'])).toThrow(
      /--research must be one of off, website/,
    );
    expect(() => parsePersonalizeArgs([...base, '--research-pages', '11'])).toThrow(/from 0 to 10/);
  });

  it('refuses unknown options', () => {
    expect(() => parsePersonalizeArgs(['a.csv', '--brief', 'b', '--out', 'c', '--fast'])).toThrow(UsageError);
  });
});
