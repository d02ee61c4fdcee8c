import { describe, expect, it } from 'vitest';
import { emailScoreSchema, scoreCriterionIds, type ScoreCriterion } from '#shared/emails.ts';
import { sampleBrief } from '#tests/fakes/engine-fixtures.ts';
import { gradeOf, scoreEmail, scoreFlags } from './index.ts';
import { scoreInput, words } from './testing.ts';

type Result = ScoreCriterion['result'];
/** Criteria with the given results; `first` names the first one (the rest are harmless ids). */
const criteria = (results: Result[], first: ScoreCriterion['id'] = 'length'): ScoreCriterion[] =>
  results.map((result, i) => ({ id: i === 0 ? first : 'questions', result, reason: '' }));

describe('the quality score', () => {
  it('grades the grounded fixture A: eight criteria in the shared order, all passing, in the shared shape', () => {
    const score = scoreEmail(scoreInput());
    expect(emailScoreSchema.parse(score)).toEqual(score);
    expect(score.criteria.map((c) => c.id)).toEqual([...scoreCriterionIds]);
    expect(score.criteria.filter((c) => c.result !== 'pass')).toEqual([]);
    expect(score.grade).toBe('A');
  });

  it('grades an invented, pushy, overlong e-mail F and says why on each count', () => {
    const body = `Hi Sara,\n\nAs we discussed, act now! ${words(120)} Ready? Now? Yes? Sure? Really?\n\nMaya`;
    const score = scoreEmail(
      scoreInput({ subject: 'Hi', body, factsUsed: [{ claim: 'raised $50M', field: 'notes', supported: false }] }),
    );
    expect(score.grade).toBe('F');
    expect(Object.fromEntries(score.criteria.map((c) => [c.id, c.result]))).toEqual({
      length: 'fail',
      readability: 'pass',
      questions: 'fail',
      spam_words: 'fail',
      personalisation: 'fail',
      subject_length: 'warn',
      grounding: 'fail',
      compliance: 'fail',
    });
    expect(score.criteria.every((c) => c.reason.length > 0 && !c.reason.includes('\n'))).toBe(true);
    expect(scoreFlags(score)).toEqual(['spam_words']);
  });

  it('adds the spam_words flag only when that criterion fails', () => {
    expect(scoreFlags(scoreEmail(scoreInput()))).toEqual([]);
    expect(scoreFlags(scoreEmail(scoreInput({ body: `${scoreInput().body} Free trial included.` })))).toEqual([]);
  });

  it('derives the grade: A ≤ 1 warning, B 2, C 3+ warnings or 1 failure, D 2 failures, F 3+ or a blocking one', () => {
    expect(gradeOf(criteria(['pass', 'pass']))).toBe('A');
    expect(gradeOf(criteria(['warn', 'pass']))).toBe('A');
    expect(gradeOf(criteria(['warn', 'warn']))).toBe('B');
    expect(gradeOf(criteria(['warn', 'warn', 'warn']))).toBe('C');
    expect(gradeOf(criteria(['fail', 'pass']))).toBe('C');
    expect(gradeOf(criteria(['fail', 'warn', 'warn', 'warn', 'warn']))).toBe('C');
    expect(gradeOf(criteria(['fail', 'fail']))).toBe('D');
    expect(gradeOf(criteria(['fail', 'fail', 'fail']))).toBe('F');
    expect(gradeOf(criteria(['fail'], 'grounding'))).toBe('F');
    expect(gradeOf(criteria(['fail'], 'compliance'))).toBe('F');
    expect(gradeOf(criteria(['warn'], 'grounding'))).toBe('A');
  });

  it('scores a follow-up as a follow-up: shorter target, no facts needed, a Re: subject allowed', () => {
    const followUp = scoreInput({
      step: 2,
      subject: 'Re: Underwriting spreadsheets at Pibit',
      body: 'Hi Sara,\n\nOne more thought: month-end in hours, not days.\n\nWorth a call?\n\nMaya Chen',
      factsUsed: [],
    });
    const score = scoreEmail({ ...followUp, brief: sampleBrief() });
    expect(score.criteria.filter((c) => c.result !== 'pass')).toEqual([]);
    expect(score.grade).toBe('A');
    expect(scoreEmail({ ...followUp, brief: sampleBrief(), step: 1 }).grade).toBe('F');
  });
});
