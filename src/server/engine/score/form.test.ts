import { describe, expect, it } from 'vitest';
import { sampleBrief } from '#tests/fakes/engine-fixtures.ts';
import { lengthCriterion, questionsCriterion, subjectCriterion } from './form.ts';
import { scoreInput, words } from './testing.ts';

const at90 = (body: string, step = 1) => lengthCriterion(scoreInput({ body, step, brief: sampleBrief() }));

describe('length', () => {
  it('bands a first e-mail against the brief’s 90 words: fail < 22.5, warn < 45, pass to 99, warn to 108, fail above', () => {
    const results = [0, 22, 23, 44, 45, 90, 99, 100, 108, 109].map((n) => [n, at90(words(n)).result]);
    expect(results).toEqual([
      [0, 'fail'],
      [22, 'fail'],
      [23, 'warn'],
      [44, 'warn'],
      [45, 'pass'],
      [90, 'pass'],
      [99, 'pass'],
      [100, 'warn'],
      [108, 'warn'],
      [109, 'fail'],
    ]);
  });

  it('names the figure in the reason', () => {
    expect(at90(words(94))).toEqual({ id: 'length', result: 'pass', reason: '94 words against a target of 90' });
    expect(at90(words(109)).reason).toBe('Too long: 109 words against a target of 90');
    expect(at90(words(30)).reason).toBe('Short: 30 words against a target of 90');
    expect(at90('').reason).toBe('Empty body');
  });

  it('holds a follow-up to its 60-word target and never fails it for being short', () => {
    const results = [1, 14, 15, 66, 67, 72, 73].map((n) => [n, at90(words(n), 2).result]);
    expect(results).toEqual([
      [1, 'warn'],
      [14, 'warn'],
      [15, 'pass'],
      [66, 'pass'],
      [67, 'warn'],
      [72, 'warn'],
      [73, 'fail'],
    ]);
    expect(at90(words(30), 3).reason).toBe('30 words against a target of 60');
  });

  it('follows the brief’s own length', () => {
    const brief = sampleBrief({ lengthWords: 150 });
    expect(lengthCriterion(scoreInput({ body: words(120), brief })).result).toBe('pass');
    expect(lengthCriterion(scoreInput({ body: words(181), brief })).result).toBe('fail');
  });
});

describe('subject length', () => {
  const subject = (s: string) => subjectCriterion(scoreInput({ subject: s }));

  it('passes 2–5 words, warns outside, fails without a subject', () => {
    expect(
      ['', 'Hi', 'Bordereaux at Pibit', 'One two three four five', 'One two three four five six'].map(
        (s) => subject(s).result,
      ),
    ).toEqual(['fail', 'warn', 'pass', 'pass', 'warn']);
    expect(subject('One two three four five six').reason).toBe('Subject of 6 words; 2–5 read best');
    expect(subject('Re: Bordereaux at Pibit').reason).toBe('Subject of 3 words');
  });
});

describe('questions', () => {
  const questions = (body: string) => questionsCriterion(scoreInput({ body }));

  it('passes one or two questions, warns at none and at 3–4, fails at 5', () => {
    expect(
      ['No ask.', 'A?', 'A? B?', 'A? B? C?', 'A? B? C? D?', 'A? B? C? D? E?'].map((b) => questions(b).result),
    ).toEqual(['warn', 'pass', 'pass', 'warn', 'warn', 'fail']);
    expect(questions('A? B? C?').reason).toBe('3 questions: ask one thing');
    expect(questions('Worth a call?').reason).toBe('1 question: one clear ask');
  });
});
