import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { fixtureText } from '#tests/support/test-data.ts';
import { spamCriterion } from '../judge/score/content.ts';
import { findSpamPhrases, spamPhrases } from './spam-words.ts';
import { scoreInput } from '../judge/score/testing.ts';

/**
 * Our weighted list against the public lists it was compiled from, as kept in tests/fixtures/spam-words
 * (both MIT; PROVENANCE.md there): OOPSpam/spam-words' English list and tearoom1/uniform-spam-words'
 * weighted lists (1, 3, 6), and the table combining them.
 */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[?…]+$/, '')
    .trim();
const lines = (path: string) => fixtureText(path).split(/\r?\n/).map(norm).filter(Boolean);

const oopspam = lines('spam-words/oopspam/spam-words-EN.txt');
const uniform = ([1, 3, 6] as const).map((weight) => ({
  weight,
  phrases: lines(`spam-words/uniform-spam-words-weighted/spam_words_weight_${weight}.txt`),
}));
const uniformWeight = (w: 1 | 3 | 6) => [...new Set(uniform.find((u) => u.weight === w)!.phrases)];
const combined = Papa.parse<{ phrase: string; source: string; weight: string }>(
  fixtureText('spam-words/combined_spam_phrases.csv'),
  {
    header: true,
    skipEmptyLines: true,
  },
).data;
const publicPhrases = new Set([
  ...oopspam,
  ...uniform.flatMap((u) => u.phrases),
  ...combined.filter((r) => r.source.endsWith('EN') || r.source.startsWith('uniform')).map((r) => norm(r.phrase)),
]);
const ours = new Map(spamPhrases.map((p) => [p.phrase, p.weight]));

/** Left out on purpose (spam-words.ts says why): symbols, and words honest B2B copy uses. */
const LEFT_OUT = new Set([
  '$',
  '£',
  '€',
  'seo',
  'sop',
  'increase sales',
  'billion',
  'commerce',
  'commercial',
  'confidentiality',
  'undisclosed',
  'winning',
]);

const stuffed = (phrases: readonly string[]) =>
  `Hi Sara,\n\n${phrases.map((p) => `About ${p} for you.`).join(' ')}\n\nMaya`;
const spamResult = (body: string) => spamCriterion(scoreInput({ subject: 'Bordereaux at Pibit', body })).result;

describe('the spam phrase list', () => {
  it('reads the public lists (a guard against testing nothing)', () => {
    expect(oopspam.length).toBeGreaterThanOrEqual(180);
    expect(uniform.every((u) => u.phrases.length >= 50)).toBe(true);
    expect(combined.length).toBe(1164);
  });

  it('is a few hundred phrases at most, each once, weighted 1–3', () => {
    expect(spamPhrases.length).toBeGreaterThan(100);
    expect(spamPhrases.length).toBeLessThanOrEqual(300);
    expect(ours.size).toBe(spamPhrases.length);
    expect(spamPhrases.every((p) => [1, 2, 3].includes(p.weight) && p.phrase === norm(p.phrase))).toBe(true);
  });

  it('takes every phrase from a public list', () => {
    expect(spamPhrases.filter((p) => !publicPhrases.has(p.phrase)).map((p) => p.phrase)).toEqual([]);
  });

  it('covers every phrase of uniform-spam-words’ weights 6 and 3 but those left out on purpose (over 90 % of each)', () => {
    for (const weight of [6, 3] as const) {
      const heavy = uniformWeight(weight);
      const missing = heavy.filter((p) => !ours.has(p) && !LEFT_OUT.has(p));
      expect(missing, `weight ${weight}`).toEqual([]);
      expect(heavy.filter((p) => ours.has(p)).length / heavy.length, `weight ${weight}`).toBeGreaterThan(0.9);
    }
  });

  it('never weighs a phrase heavier than the public weighted list does (1/3/6 → 1/2/3), but for a phishing one', () => {
    const rank = (w: number) => (w === 6 ? 3 : w === 3 ? 2 : 1);
    // uniform-spam-words weighs a phrase by its heaviest list; a phrase only OOPSpam has may take any weight.
    const uniformRank = new Map(
      uniform.flatMap((u) => u.phrases.map((p) => [p, rank(u.weight)] as const)).sort((a, b) => a[1] - b[1]),
    );
    const heavier = spamPhrases.filter((p) => p.weight > (uniformRank.get(p.phrase) ?? 3));
    // Asking a stranger for a social security number is phishing, not pushiness.
    expect(heavier.map((p) => p.phrase)).toEqual(['social security number']);
  });

  it('finds phrases case-insensitively on word boundaries, once each, with curly apostrophes and hyphens or spaces', () => {
    expect(findSpamPhrases('ACT NOW — click here, Click Here!').map((p) => p.phrase)).toEqual([
      'act now',
      'click here',
    ]);
    expect(findSpamPhrases('We are a winnerless team; free trials; overcheap')).toEqual([]);
    expect(findSpamPhrases('It is 100% free and risk free. This isn’t spam.').map((p) => p.phrase)).toEqual([
      "this isn't spam",
      '100% free',
      'risk-free',
    ]);
  });

  it('fails an e-mail stuffed with any four consecutive phrases of the weight-6 public list (those left out aside)', () => {
    const heavy = uniform.find((u) => u.weight === 6)!.phrases.filter((p) => !LEFT_OUT.has(p));
    const passing = heavy
      .slice(0, -3)
      .map((_, i) => heavy.slice(i, i + 4))
      .filter((window) => spamResult(stuffed(window)) !== 'fail');
    expect(passing).toEqual([]);
  });

  it('flags an e-mail stuffed with any five consecutive multi-word phrases of OOPSpam’s list, and fails over 95 % of them', () => {
    const phrases = oopspam.filter((p) => p.includes(' '));
    expect(phrases.length).toBeGreaterThan(100);
    const results = phrases.slice(0, -4).map((_, i) => spamResult(stuffed(phrases.slice(i, i + 5))));
    expect(results.filter((r) => r === 'pass')).toEqual([]);
    // The windows that only warn are the list's tail of legal boilerplate ("opt in", "subject to", "sent in compliance").
    expect(results.filter((r) => r === 'fail').length / results.length).toBeGreaterThan(0.95);
  });

  it('passes a plain, specific e-mail', () => {
    const plain =
      'Hi Sara,\n\nServing 1,200 carriers means a lot of bordereaux to reconcile. Ledgerline does it automatically, and 40 MGAs already use it.\n\nWorth a call next week?\n\nMaya';
    expect(spamCriterion(scoreInput({ subject: 'Bordereaux at Pibit', body: plain }))).toEqual({
      id: 'spam_words',
      result: 'pass',
      reason: 'No spam trigger phrases',
      verdict: 'send',
    });
  });
});
