import { describe, expect, it } from 'vitest';
import type { EmailVerdict, ScoreCriterion } from '#shared/emails.ts';
import type { VerdictRow } from './evaluate.ts';
import { findingKeys, fitPolicy, leaveOneBriefOut, MIN_SUPPORT, verdictUnder } from './leave-one-out.ts';
import { verdictAndGrade } from './verdict.ts';

const criterion = (id: ScoreCriterion['id'], result: ScoreCriterion['result'], verdict?: EmailVerdict) => ({
  id,
  result,
  reason: `${id} ${result}`,
  ...(verdict ? { verdict } : {}),
});

const row = (brief: string, expert: EmailVerdict, criteria: ScoreCriterion[], id = brief): VerdictRow => ({
  id,
  brief,
  origin: 'test',
  expert,
  expertReasons: [],
  score: { ...verdictAndGrade(criteria), criteria },
});

const denseButFine = (brief: string, n: number) =>
  Array.from({ length: n }, (_, i) => row(brief, 'send', [criterion('readability', 'warn', 'edit')], `${brief}${i}`));

describe('findingKeys and verdictUnder', () => {
  it('keys each criterion that is not send by its declared verdict, and the worst finding decides', () => {
    const criteria = [
      criterion('length', 'pass'),
      criterion('hook', 'warn'),
      criterion('readability', 'warn', 'send'),
      criterion('fluency', 'fail'),
    ];
    expect(findingKeys(criteria)).toEqual(['hook:edit', 'fluency:dont_send']);
    expect(verdictUnder(findingKeys(criteria), {})).toBe('dont_send');
    expect(verdictUnder(['hook:edit', 'fluency:dont_send'], { 'fluency:dont_send': 'send' })).toBe('edit');
    expect(verdictUnder([], {})).toBe('send');
  });

  it('agrees with the shipped verdict under the identity policy', () => {
    const criteria = [criterion('hook', 'warn'), criterion('spam_words', 'warn', 'send')];
    expect(verdictUnder(findingKeys(criteria), {})).toBe(verdictAndGrade(criteria).verdict);
  });
});

describe('fitPolicy', () => {
  it('remaps a finding the experts consistently overrule, once enough rows carry it', () => {
    expect(fitPolicy(denseButFine('a', MIN_SUPPORT))).toEqual({ 'readability:edit': 'send' });
    expect(fitPolicy(denseButFine('a', MIN_SUPPORT - 1))).toEqual({});
  });

  it('keeps the identity on a tie, and never sends what it would cost more to send', () => {
    const tied = [
      ...denseButFine('a', 3),
      ...Array.from({ length: 3 }, () => row('a', 'edit', [criterion('readability', 'warn', 'edit')])),
    ];
    expect(fitPolicy(tied)).toEqual({});
    // 3 send, 1 edit, 1 dont_send: edit costs 3 + 0 + 1, send 0 + 1 + 4 (a dont_send sent costs COSTLY_MISS),
    // dont_send 3 + 1 + 0: none is cheaper than the identity.
    const dense = (expert: EmailVerdict) => row('a', expert, [criterion('readability', 'warn', 'edit')]);
    const risky = [...denseButFine('a', 3), dense('edit'), dense('dont_send')];
    expect(fitPolicy(risky)).toEqual({});
  });
});

describe('leaveOneBriefOut', () => {
  it('judges each brief with a policy fitted on the others only', () => {
    const rows = [
      ...denseButFine('a', 3),
      ...denseButFine('b', 3),
      row('c', 'edit', [criterion('readability', 'warn', 'edit')]),
    ];
    const { rows: held, folds } = leaveOneBriefOut(rows);
    expect(folds).toEqual([
      { brief: 'a', trainedOn: 4, policy: { 'readability:edit': 'send' } },
      { brief: 'b', trainedOn: 4, policy: { 'readability:edit': 'send' } },
      { brief: 'c', trainedOn: 6, policy: { 'readability:edit': 'send' } },
    ]);
    // c's own label (edit) never reaches its fold: the others' policy sends it, and that miss is counted.
    expect(held.map((r) => r.score.verdict)).toEqual(['send', 'send', 'send', 'send', 'send', 'send', 'send']);
    expect(held.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('learns nothing for a brief when only that brief showed the pattern', () => {
    const { folds } = leaveOneBriefOut([...denseButFine('a', 5), row('b', 'edit', [criterion('hook', 'warn')])]);
    expect(folds.find((f) => f.brief === 'a')!.policy).toEqual({});
  });
});
