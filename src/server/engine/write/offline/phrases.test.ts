import { describe, expect, it } from 'vitest';
import { midSentence } from './phrases.ts';

describe('midSentence', () => {
  it('drops a line’s capital from a common word, and keeps a name’s and an acronym’s', () => {
    expect(midSentence('Freight invoice accruals for finance teams')).toBe(
      'freight invoice accruals for finance teams',
    );
    expect(midSentence('Themes update as new interviews come in')).toBe('themes update as new interviews come in');
    expect(midSentence('Midwest carriers on one board')).toBe('Midwest carriers on one board');
    expect(midSentence('SOC 2 reports in a week')).toBe('SOC 2 reports in a week');
  });
});
