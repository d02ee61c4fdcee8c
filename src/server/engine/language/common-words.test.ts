import { describe, expect, it } from 'vitest';
import { isCommonWord } from './common-words.ts';

describe('isCommonWord (the Hunspell en_US dictionary, dictionary-en)', () => {
  it('knows words English writes in lower case, with the inflections their flags allow', () => {
    expect(['Renewal', 'Shorter', 'Overtime', 'Coaching', 'renewals'].map(isCommonWord)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('leaves names alone, and a form a capitalised headword gives too', () => {
    expect(['Midwest', 'Midlands', 'Monday', 'Xqzzy'].map(isCommonWord)).toEqual([false, false, false, false]);
  });
});
