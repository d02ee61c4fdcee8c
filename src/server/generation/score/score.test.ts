import { describe, expect, it } from 'vitest';
import { modelAnswer, sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { composeOffline } from '../offline/index.ts';
import { ycProspects } from '../testing/yc-prospects.ts';
import { gradeOf, scoreEmail } from './index.ts';
import type { ScoreCriterion } from '#shared/emails.ts';

// A 45-word target: the fixture's body is 38 words.
const brief = sampleBrief({ lengthWords: 45 });
const base = { ...modelAnswer(), factsUsed: [{ claim: 'serves 1,200 carriers', field: 'notes', supported: true }, { claim: 'Head of Underwriting', field: 'title', supported: true }], brief, prospect: sampleProspect(), step: 1 };
const result = (id: string, input = base) => scoreEmail(input).criteria.find((c) => c.id === id);
const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 8 === 7 ? 'word.' : 'word')).join(' ');

describe('the quality score', () => {
  it('grades a good, grounded e-mail A with eight passing criteria', () => {
    const score = scoreEmail(base);
    expect(score.criteria.map((c) => c.id)).toEqual(['length', 'readability', 'questions', 'spam_words', 'personalisation', 'subject_length', 'grounding', 'compliance']);
    expect(score.criteria.filter((c) => c.result !== 'pass')).toEqual([]);
    expect(score.grade).toBe('A');
  });

  it('judges length against the target with the 20 % tolerance', () => {
    const at90 = { ...base, brief: sampleBrief() };
    expect(result('length', { ...at90, body: words(90) })?.result).toBe('pass');
    expect(result('length', { ...at90, body: words(108) })?.result).toBe('pass');
    expect(result('length', { ...at90, body: words(109) })).toMatchObject({ result: 'fail', reason: 'Too long: 109 words against a target of 90' });
    expect(result('length', { ...at90, body: words(45) })?.result).toBe('pass');
    expect(result('length', { ...at90, body: words(44) })?.result).toBe('warn');
    expect(result('length', { ...at90, body: words(22) })?.result).toBe('fail');
  });

  it('counts questions and reads the reading grade', () => {
    expect(result('questions', { ...base, body: 'No ask here.' })?.result).toBe('warn');
    expect(result('questions', { ...base, body: 'One? Two? Three?' })?.result).toBe('warn');
    expect(result('questions', { ...base, body: 'A? B? C? D? E?' })?.result).toBe('fail');
    const dense = 'Notwithstanding organisational heterogeneity, comprehensive operationalisation of interdisciplinary methodologies necessitates institutionalised accountability.';
    expect(result('readability', { ...base, body: dense })?.result).toBe('fail');
    expect(result('readability', { ...base, body: 'We fix your books. It takes five days. Want to see how?' })?.result).toBe('pass');
  });

  it('fails unsupported claims, invented contact and a dropped opt-out merge field', () => {
    expect(result('grounding', { ...base, factsUsed: [{ claim: 'raised $50M', field: 'notes', supported: false }] })).toMatchObject({ result: 'fail', reason: expect.stringContaining('raised $50M') });
    expect(result('grounding', { ...base, factsUsed: [] })?.result).toBe('warn');
    expect(result('compliance', { ...base, body: `As we discussed, ${base.body}` })?.result).toBe('fail');
    const withOptOut = { ...base, brief: sampleBrief({ instructions: 'End with {{unsubscribe_link}}' }) };
    expect(result('compliance', withOptOut)?.result).toBe('fail');
    expect(result('compliance', { ...withOptOut, body: `${base.body}\n{{unsubscribe_link}}` })?.result).toBe('pass');
    expect(result('compliance', { ...base, subject: 'Quarterly pizza party' })?.result).toBe('warn');
  });

  it('scores personalisation by distinct prospect fields, not the name or address', () => {
    expect(result('personalisation')?.result).toBe('pass');
    expect(result('personalisation', { ...base, factsUsed: [{ claim: 'Sara', field: 'firstName', supported: true }, { claim: 'serves 1,200 carriers', field: 'notes', supported: true }] })?.result).toBe('warn');
    expect(result('personalisation', { ...base, factsUsed: [] })?.result).toBe('fail');
    expect(result('personalisation', { ...base, factsUsed: [], step: 2 })?.result).toBe('pass');
    expect(result('grounding', { ...base, factsUsed: [], step: 2 })?.result).toBe('pass');
  });

  it('derives the grade from the criteria', () => {
    const crit = (results: ScoreCriterion['result'][], failId: ScoreCriterion['id'] = 'length'): ScoreCriterion[] =>
      results.map((result, i) => ({ id: i === 0 ? failId : 'questions', result, reason: '' }));
    expect(gradeOf(crit(['pass', 'pass']))).toBe('A');
    expect(gradeOf(crit(['warn', 'pass']))).toBe('B');
    expect(gradeOf(crit(['warn', 'warn', 'warn']))).toBe('C');
    expect(gradeOf(crit(['fail', 'pass']))).toBe('C');
    expect(gradeOf(crit(['fail', 'fail']))).toBe('D');
    expect(gradeOf(crit(['fail'], 'grounding'))).toBe('F');
    expect(gradeOf(crit(['fail', 'fail', 'fail']))).toBe('F');
  });

  // 1,000 compositions take ~3 s alone, far longer on a loaded CI machine.
  it('grades the offline composer on the 1,000 real rows: no F, mostly A or B', { timeout: 60_000 }, () => {
    const grades: Record<string, number> = {};
    for (const { prospect } of ycProspects()) {
      const draft = composeOffline(prospect, sampleBrief(), 1);
      const { grade } = scoreEmail({ ...draft, brief: sampleBrief(), prospect, step: 1 });
      grades[grade] = (grades[grade] ?? 0) + 1;
    }
    expect(grades.F ?? 0).toBe(0);
    expect(((grades.A ?? 0) + (grades.B ?? 0)) / 1000).toBeGreaterThan(0.8);
  });
});
