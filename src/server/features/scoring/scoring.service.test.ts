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

describe('gradeEmail with the prospect as a CRM exports it (issue 28 item 5)', () => {
  /** The fixture prospect as a Salesforce contact export names its columns. */
  const crmRow = () => {
    const p = sampleProspect();
    return {
      'First Name': p.firstName,
      'Last Name': p.lastName,
      Title: p.title,
      'Account Name': p.company,
      Email: p.email,
      'Mailing City': p.location,
      Description: p.notes,
      'Lead Source': 'Webinar',
    };
  };

  it('maps the row with the import’s own header mapping, grades it as the prospect shape, and echoes the mapping', () => {
    const email = { subject, body, opener };
    const fromRow = gradeEmail(request(email, { prospect: crmRow() }));
    const fromShape = gradeEmail(request(email));
    expect(fromRow.mapping).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Title: 'title',
      'Account Name': 'company',
      Email: 'email',
      'Mailing City': 'location',
      Description: 'notes',
      'Lead Source': null,
    });
    const { mapping: _mapping, ...graded } = fromRow;
    // The one difference: the unmapped column is a custom field of the row, and the score reads it as evidence.
    expect(graded.verdict).toBe(fromShape.verdict);
    expect(graded.criteria.find((c) => c.id === 'grounding')).toEqual(
      fromShape.criteria.find((c) => c.id === 'grounding'),
    );
    expect(vi.mocked(scoreEmail).mock.lastCall![0].prospect).toMatchObject({ company: 'Pibit.ai' });
    expect(fromShape.mapping).toBeUndefined();
    expect(scoreResultSchema.parse(fromRow)).toEqual(fromRow);
  });

  it('takes a mapping over the auto-mapping, and refuses one naming a column the row lacks', () => {
    const email = { subject, body, opener };
    gradeEmail(request(email, { prospect: crmRow(), mapping: { 'Lead Source': 'industry' } }));
    expect(vi.mocked(scoreEmail).mock.lastCall![0].prospect).toMatchObject({ industry: 'Webinar', fields: {} });
    expect(() => gradeEmail(request(email, { prospect: crmRow(), mapping: { Phone: 'notes' } }))).toThrow(
      expect.objectContaining({ code: 'invalid_mapping', message: expect.stringContaining('"Phone"') }),
    );
  });

  it('never empties a row silently: a CRM row with nested values is refused naming its keys', () => {
    const mixed = scoreRequestSchema.safeParse({
      brief: sampleBrief(),
      prospect: { 'Account Name': 'Pibit.ai', fields: { size: '50' } },
      email: { subject, body },
    });
    expect(mixed.success).toBe(false);
    expect(mixed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['prospect', expect.stringMatching(/"Account Name" is not a prospect field, and "fields" holds more than text$/)],
    ]);
    const shaped = scoreRequestSchema.safeParse({
      brief: sampleBrief(),
      prospect: { firstName: 42 },
      email: { subject, body },
    });
    expect(shaped.error!.issues.map((i) => i.path.join('.'))).toEqual(['prospect.firstName']);
  });
});
