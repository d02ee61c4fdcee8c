import { describe, expect, it } from 'vitest';
import type { EmailVerdict } from '#shared/emails.ts';
import { scoreEmail } from '../../judge/score/index.ts';
import { monitoringBrief } from '../../judge/score/testing.ts';
import { listProspects } from '../../testing/prospect-lists.ts';
import { composeOffline } from './compose.ts';

/**
 * The offline composer against its own verdict (engine/judge/score), on the committed Remote-in-Tech list
 * (300 real rows, tests/fixtures/prospects) under a monitoring brief for engineering leaders: the issue's
 * bar is that e-mails written for the brief's audience are `send` as written, and that every prospect
 * the offer cannot help is flagged instead of pitched. The corpus's lists (YC, the graded rows) are read
 * by bench/composer-quality.ts and the real-rows test when they are present.
 */
const brief = monitoringBrief();
const sequences = listProspects().map(({ prospect }) => {
  const steps: { subject: string; body: string }[] = [];
  const scores = [1, 2].map((step) => {
    const draft = composeOffline(prospect, { ...brief, steps: 2, followUpDays: [3] }, step);
    const score = scoreEmail({ ...draft, brief, prospect, step, previous: [...steps], flags: draft.flags });
    steps.push({ subject: draft.subject, body: draft.body });
    return { draft, score };
  });
  return { prospect, first: scores[0]!, second: scores[1]! };
});
const written = sequences.filter((s) => !s.first.draft.flags.includes('off_audience'));
const share = (items: { score: { verdict: EmailVerdict } }[], verdict: EmailVerdict) =>
  items.filter((i) => i.score.verdict === verdict).length / items.length;

describe('the offline composer by its own verdict, on 300 real rows', () => {
  it('flags every prospect the offer cannot help instead of pitching them', () => {
    const off = sequences.filter((s) =>
      s.first.score.criteria.some((c) => c.id === 'audience_fit' && c.result === 'fail'),
    );
    expect(off.length).toBeGreaterThan(50);
    expect(off.every((s) => s.first.draft.flags.includes('off_audience'))).toBe(true);
  });

  it('writes first e-mails the verdict sends for at least 90 % of the audience, none with a hollow link', () => {
    expect(written.length).toBeGreaterThan(100);
    expect(
      share(
        written.map((s) => s.first),
        'send',
      ),
    ).toBeGreaterThanOrEqual(0.9);
    const hollow = written.filter((s) =>
      s.first.score.criteria.some((c) => c.id === 'hook' && /only by saying the offer matters/.test(c.reason)),
    );
    expect(hollow.map((s) => s.first.draft.opener)).toEqual([]);
  });

  it('ties every follow-up to the prospect, with a new angle', () => {
    const followUps = written.map((s) => s.second.score.criteria.find((c) => c.id === 'follow_up')!);
    expect(followUps.filter((c) => c.result !== 'pass').map((c) => c.reason)).toEqual([]);
  });
});
