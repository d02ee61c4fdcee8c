import { describe, expect, it } from 'vitest';
import { emailScoreSchema, scoreCriterionIds } from '#shared/emails.ts';
import { sampleBrief } from '#tests/fakes/engine-fixtures.ts';
import { scoreEmail, scoreFlags } from './index.ts';
import { scoreInput, words } from './testing.ts';

/** The criteria computed today: every id but the three kept only for scores stored before the verdict. */
const CURRENT = scoreCriterionIds.filter((id) => !['questions', 'personalisation', 'subject_length'].includes(id));

describe('the score', () => {
  it('sends the grounded fixture: every criterion in the shared order, each with its verdict, in the shared shape', () => {
    const score = scoreEmail(scoreInput());
    expect(emailScoreSchema.parse(score)).toEqual(score);
    expect(score.criteria.map((c) => c.id)).toEqual(CURRENT);
    expect(score.criteria.every((c) => c.verdict === 'send')).toBe(true);
    expect(score).toMatchObject({ verdict: 'send', grade: 'A' });
    expect(score.claims?.every((c) => c.supported)).toBe(true);
  });

  it('does not send an invented, pushy, overlong e-mail, and says why on each count in one line', () => {
    const body = `Hi Sara,\n\nAs we discussed, act now! ${words(160)} Ready? Now? Yes? Sure? Really?\n\nMaya`;
    const score = scoreEmail(
      scoreInput({ subject: 'Hi', body, factsUsed: [{ claim: 'raised $50M', field: 'notes', supported: false }] }),
    );
    expect(score).toMatchObject({ verdict: 'dont_send', grade: 'F' });
    expect(
      Object.fromEntries(score.criteria.filter((c) => c.verdict !== 'send').map((c) => [c.id, c.verdict])),
    ).toMatchObject({
      grounding: 'dont_send',
      length: 'dont_send',
      spam_words: 'dont_send',
      compliance: 'dont_send',
      call_to_action: 'edit',
      subject: 'edit',
    });
    expect(score.criteria.every((c) => c.reason.length > 0 && !c.reason.includes('\n'))).toBe(true);
    expect(scoreFlags(score)).toEqual(['spam_words']);
  });

  it('adds the spam_words flag only when that criterion fails', () => {
    expect(scoreFlags(scoreEmail(scoreInput()))).toEqual([]);
    expect(scoreFlags(scoreEmail(scoreInput({ body: `${scoreInput().body} Free trial included.` })))).toEqual([]);
  });

  it('scores a follow-up as a follow-up: no hook or offer needed, a Re: subject allowed, a fake one on step 1 not', () => {
    const followUp = scoreInput({
      step: 2,
      subject: 'Re: Underwriting spreadsheets at Pibit',
      body: 'Hi Sara,\n\nOne more thought for a team serving 1,200 carriers: month-end in hours, not days.\n\nWorth a call?\n\nMaya Chen',
      factsUsed: [],
      previous: [{ subject: scoreInput().subject, body: scoreInput().body }],
    });
    const score = scoreEmail({ ...followUp, brief: sampleBrief() });
    expect(score.criteria.filter((c) => c.verdict !== 'send')).toEqual([]);
    expect(score.verdict).toBe('send');
    expect(scoreEmail({ ...followUp, brief: sampleBrief(), step: 1 }).verdict).toBe('dont_send');
  });
});
