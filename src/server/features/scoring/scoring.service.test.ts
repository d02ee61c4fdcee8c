import { describe, expect, it, vi } from 'vitest';
import type * as JudgeModule from '#server/engine/judge/index.ts';
import { scoreEmail } from '#server/engine/judge/index.ts';
import { scoreRequestSchema, scoreResultSchema, type ScoreRequestInput } from '#shared/scoring.ts';
import { modelAnswer, sampleBrief, sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { gradeEmail } from './scoring.service.ts';

// The real score, watched: which opener it is given is not visible in its answer.
vi.mock('#server/engine/judge/index.ts', async (real) => {
  const actual = await real<typeof JudgeModule>();
  return { ...actual, scoreEmail: vi.fn(actual.scoreEmail) };
});

const { subject, body, opener } = modelAnswer();
const request = (email: ScoreRequestInput['email'], extra: Partial<ScoreRequestInput> = {}) =>
  scoreRequestSchema.parse({ brief: sampleBrief(), prospect: sampleProspect(), email, ...extra });

describe('gradeEmail', () => {
  it('scores the e-mail as the engine scores a draft that declares no facts', () => {
    const result = gradeEmail(request({ subject, body, opener }));
    const score = scoreEmail({
      subject,
      opener,
      body,
      factsUsed: [],
      brief: sampleBrief(),
      prospect: sampleProspect(),
      step: 1,
      previous: [],
    });
    expect(result).toEqual({
      verdict: score.verdict,
      grade: score.grade,
      criteria: score.criteria,
      claims: score.claims ?? [],
    });
    expect(scoreResultSchema.parse(result)).toEqual(result);
  });

  it('takes the first sentence after the greeting when the opener is absent or blank', () => {
    const openerScored = () => vi.mocked(scoreEmail).mock.lastCall![0].opener;
    gradeEmail(request({ subject, body, opener: 'Given opener.' }));
    expect(openerScored()).toBe('Given opener.');
    // The fixture's opener is the body's first sentence after "Hi Sara,".
    gradeEmail(request({ subject, body }));
    expect(openerScored()).toBe(opener);
    gradeEmail(request({ subject, body, opener: '  ' }));
    expect(openerScored()).toBe(opener);
  });

  it('passes the step and the earlier steps to the score', () => {
    const previous = [{ subject, body }];
    const followUp = gradeEmail(request({ subject: `Re: ${subject}`, body }, { step: 2, previous }));
    const direct = scoreEmail({
      subject: `Re: ${subject}`,
      opener,
      body,
      factsUsed: [],
      brief: sampleBrief(),
      prospect: sampleProspect(),
      step: 2,
      previous,
    });
    expect(followUp.criteria).toEqual(direct.criteria);
  });
});
