import { describe, expect, it } from 'vitest';
import type { EmailScore, EmailVerdict, ScoreCriterion } from '#shared/emails.ts';
import { concernsOf, evaluateVerdicts, expertVerdictOf, type VerdictRow } from './evaluate.ts';

const GRADE = { send: 'A', edit: 'C', dont_send: 'F' } as const;

/** A synthetic scored row: `ours` is the score's verdict, its criteria given or one passing. */
function row(
  id: string,
  expert: EmailVerdict,
  ours: EmailVerdict,
  extra: { brief?: string; origin?: string; criteria?: ScoreCriterion[] } = {},
): VerdictRow {
  const score: EmailScore = {
    grade: GRADE[ours],
    verdict: ours,
    criteria: extra.criteria ?? [{ id: 'length', result: 'pass', reason: '40 words of prose' }],
  };
  return {
    id,
    brief: extra.brief ?? 'relaybase',
    origin: extra.origin ?? 'handwritten',
    expert,
    expertReasons: [`${expert} because`],
    score,
  };
}

describe('evaluateVerdicts', () => {
  const rows = [
    row('a', 'send', 'send'),
    row('b', 'send', 'edit', { brief: 'keel' }),
    row('c', 'edit', 'edit', { origin: 'offline-composer' }),
    row('d', 'dont_send', 'send', {
      brief: 'keel',
      origin: 'offline-composer',
      criteria: [
        { id: 'length', result: 'warn', reason: '95 words of prose' },
        { id: 'grounding', result: 'fail', reason: '"raised $12M" is not in their data' },
        { id: 'subject', result: 'pass', reason: '3 words about them' },
      ],
    }),
    row('e', 'dont_send', 'dont_send'),
  ];
  const evaluation = evaluateVerdicts(rows);

  it('counts exact agreement and the confusion matrix, expert rows × our columns', () => {
    expect(evaluation.rows).toBe(5);
    expect(evaluation.exact).toBe(60);
    expect(evaluation.matrix).toEqual({
      send: { send: 1, edit: 1, dont_send: 0 },
      edit: { send: 0, edit: 1, dont_send: 0 },
      dont_send: { send: 1, edit: 0, dont_send: 1 },
    });
    const cells = Object.values(evaluation.matrix).flatMap((r) => Object.values(r));
    expect(cells.reduce((a, b) => a + b, 0)).toBe(rows.length);
  });

  it('splits the figures per brief and per origin', () => {
    expect(Object.keys(evaluation.perBrief).sort()).toEqual(['keel', 'relaybase']);
    expect(evaluation.perBrief.keel).toMatchObject({ rows: 2, exact: 0 });
    expect(evaluation.perBrief.relaybase).toMatchObject({ rows: 3, exact: 100 });
    expect(evaluation.perOrigin['offline-composer']!.matrix.dont_send.send).toBe(1);
    expect(evaluation.perOrigin.handwritten).toMatchObject({ rows: 3 });
    expect(evaluation.perOrigin.handwritten!.exact).toBeCloseTo(200 / 3);
  });

  it('measures dont_send graded send over all rows, and send precision over our sends', () => {
    expect(evaluation.dontSendAsSend).toBe(20);
    expect(evaluation.sendPrecision).toBe(50);
    expect(evaluateVerdicts([row('x', 'edit', 'edit')]).sendPrecision).toBeNull();
  });

  it('lists every disagreement with both sides’ reasons, failures before warnings', () => {
    expect(evaluation.disagreements.map((d) => d.id)).toEqual(['b', 'd']);
    expect(evaluation.disagreements[1]).toEqual({
      id: 'd',
      brief: 'keel',
      origin: 'offline-composer',
      expert: { verdict: 'dont_send', reasons: ['dont_send because'] },
      ours: {
        verdict: 'send',
        grade: 'A',
        concerns: [
          { id: 'grounding', result: 'fail', reason: '"raised $12M" is not in their data' },
          { id: 'length', result: 'warn', reason: '95 words of prose' },
        ],
      },
    });
  });

  it('has nothing to agree on without rows', () => {
    expect(evaluateVerdicts([])).toMatchObject({ rows: 0, exact: 0, dontSendAsSend: 0, sendPrecision: null });
  });
});

describe('concernsOf', () => {
  it('keeps only the criteria that did not pass, and drops their per-criterion verdict', () => {
    const criteria: ScoreCriterion[] = [
      { id: 'length', result: 'pass', reason: 'fine' },
      { id: 'hook', result: 'warn', reason: 'mail merge only', verdict: 'edit' },
    ];
    expect(concernsOf({ criteria })).toEqual([{ id: 'hook', result: 'warn', reason: 'mail merge only' }]);
  });
});

describe('expertVerdictOf', () => {
  it('reads the spellings experts write', () => {
    expect(['send', 'Edit', 'dont_send', "don't send", 'Dont-Send', 'do not send'].map(expertVerdictOf)).toEqual([
      'send',
      'edit',
      'dont_send',
      'dont_send',
      'dont_send',
      'dont_send',
    ]);
  });

  it('refuses anything else, naming it', () => {
    expect(() => expertVerdictOf('maybe')).toThrow('"maybe" is not a verdict: use send, edit, dont_send');
  });
});
