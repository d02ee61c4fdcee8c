import { describe, expect, it } from 'vitest';
import { proseOf, readabilityCriterion, readingGrade } from './readability.ts';
import { scoreInput, words } from './testing.ts';

const readability = (body: string) => readabilityCriterion(scoreInput({ body }));

describe('readability', () => {
  it('reads the prose only: no greeting line, no sign-off', () => {
    const body =
      'Hi Sara,\n\nServing carriers is hard. We can help.\n\nWorth a call?\n\nBest,\nMaya Chen\nFounder, Ledgerline';
    expect(proseOf(body)).toBe('Serving carriers is hard. We can help.\n\nWorth a call?');
    expect(proseOf('Thanks')).toBe('Thanks');
  });

  // Flesch–Kincaid grade = 0.39 × words/sentence + 11.8 × syllables/word − 15.59; with one-syllable words
  // one sentence of 30 words is grade 7.91, of 31 words 8.30, of 40 words 11.81, of 41 words 12.20.
  it('passes grade 8 and below, and advises (still send) above, at any grade (decision 039)', () => {
    const sentence = (n: number) => words(n, n);
    expect(readingGrade(sentence(30))).toBeCloseTo(7.91, 2);
    expect([30, 31, 40, 41].map((n) => readability(sentence(n)).result)).toEqual(['pass', 'warn', 'warn', 'warn']);
    expect([30, 31, 40, 41].map((n) => readability(sentence(n)).verdict)).toEqual(['send', 'send', 'send', 'send']);
    expect(readability(sentence(41)).reason).toMatch(/^Hard to read: reading grade 1[2-9]/);
    expect(readability(sentence(31)).reason).toBe('Dense: reading grade 8.3 (Flesch–Kincaid); aim for 8 or lower');
  });

  it('grades plain and dense writing apart', () => {
    expect(readability(scoreInput().body)).toMatchObject({
      result: 'pass',
      reason: expect.stringMatching(/^Easy to read: reading grade \d+\.\d \(Flesch–Kincaid\)$/),
    });
    const dense =
      'Notwithstanding organisational heterogeneity, comprehensive operationalisation of interdisciplinary methodologies necessitates institutionalised accountability.';
    expect(readability(dense)).toMatchObject({ result: 'warn', verdict: 'send' });
    expect(readability('').result).toBe('warn');
  });
});
