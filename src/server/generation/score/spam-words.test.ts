import { describe, expect, it } from 'vitest';
import { readSharedData } from '#tests/support/shared-data.ts';
import { findSpamPhrases, spamPhrases } from './spam-words.ts';
import { spamCriterion } from './criteria.ts';
import { sampleBrief } from '#tests/fakes/engine-fixtures.ts';

/** Our weighted list against the public lists it was compiled from (../shared/data/spam-words). */
const norm = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\?$/, '').trim();
const publicRows = readSharedData('spam-words/combined_spam_phrases.csv')
  .toString('utf8')
  .split(/\r?\n/)
  .slice(1)
  .filter(Boolean)
  .map((line) => {
    const [phrase = '', source = '', weight = ''] = line.split(/,(?=[^,]*,[^,]*$)|,(?=[^,]*$)/);
    return { phrase: norm(phrase.replace(/^"|"$/g, '')), source, weight: Number(weight) || 0 };
  });
const publicPhrases = new Set(publicRows.map((r) => r.phrase));

describe('the spam phrase list', () => {
  it('takes every phrase from a public list (or a spelling variant of one)', () => {
    const variants: Record<string, string> = { 'double your': 'double your cash' };
    for (const { phrase } of spamPhrases) expect(publicPhrases.has(variants[phrase] ?? phrase), phrase).toBe(true);
  });

  it('covers the heaviest phrases of the weighted list, except single symbols and B2B words', () => {
    const heavy = publicRows.filter((r) => r.source.startsWith('uniform') && r.weight >= 6).map((r) => r.phrase);
    const ours = new Set(spamPhrases.map((p) => p.phrase));
    const covered = heavy.filter((p) => ours.has(p));
    expect(covered.length / new Set(heavy).size).toBeGreaterThan(0.7);
  });

  it('finds phrases case-insensitively on word boundaries, once each', () => {
    expect(findSpamPhrases('ACT NOW — click here, click here!').map((p) => p.phrase)).toEqual(['act now', 'click here']);
    expect(findSpamPhrases('We are a winnerless team')).toEqual([]);
    expect(findSpamPhrases('It is 100% free and risk free')).toHaveLength(2);
  });

  it('fails an e-mail stuffed with public spam phrases and passes a plain one', () => {
    const brief = sampleBrief();
    const stuffed = publicRows.filter((r) => r.weight >= 6).slice(0, 6).map((r) => r.phrase).join('. ');
    expect(spamCriterion({ subject: 'Act now', opener: '', body: stuffed, factsUsed: [], brief, step: 1 }).result).toBe('fail');
    const plain = 'Hi Sara,\n\nServing 1,200 carriers means a lot of bordereaux to reconcile. Ledgerline does it automatically.\n\nWorth a call next week?\n\nMaya';
    expect(spamCriterion({ subject: 'Bordereaux at Pibit', opener: '', body: plain, factsUsed: [], brief, step: 1 })).toMatchObject({ result: 'pass' });
  });
});
